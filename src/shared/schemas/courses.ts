import { parseCertificateCode } from "../domain/courses/certificate-code";
import { COURSE_STATUSES } from "../domain/courses/course-status";
import { storedFileOfField } from "../domain/files/file-fields";
import { text } from "./text";
import { z } from "./zod-locale";

/**
 * Course inputs (docs/product.md §5 "Course", lessons, materials), shared by the admin editor, the player
 * and the procedures.
 */
export const COURSE_LIMITS = {
  maxTitleLength: 150,
  maxDescriptionLength: 5_000,
  maxContentLength: 50_000,
  maxUrlLength: 2_000,
  maxPriceCents: 100_000_000,
  maxDurationMinutes: 6_000,
  // A position beyond a day of video is not a position in any lesson.
  maxPositionSeconds: 86_400,
  maxItemsToReorder: 500,
} as const;

const L = COURSE_LIMITS;

export const COURSE_MESSAGES = {
  titleRequired: "Informe o título do curso.",
  titleTooLong: `O título deve ter no máximo ${L.maxTitleLength} caracteres.`,
  descriptionTooLong: `A descrição deve ter no máximo ${L.maxDescriptionLength} caracteres.`,
  contentTooLong: `O conteúdo deve ter no máximo ${L.maxContentLength} caracteres.`,
  priceInvalid: "Informe um preço válido, maior ou igual a 0 (ex.: 497,00).",
  priceRequired: "Informe o preço do curso ou marque-o como gratuito.",
  priceTooHigh: "O preço deve ser de no máximo R$ 1.000.000,00.",
  statusInvalid: "Selecione o status do curso.",
  coverInvalid: "Use uma imagem enviada pelo site ou um endereço https://.",
  courseInvalid: "Curso inválido.",
  moduleInvalid: "Módulo inválido.",
  moduleTitleRequired: "Informe o título do módulo.",
  lessonInvalid: "Aula inválida.",
  lessonTitleRequired: "Informe o título da aula.",
  durationInvalid: "A duração deve ser um número inteiro de minutos, maior ou igual a 0.",
  videoInvalid: "Use um vídeo enviado pelo site ou um endereço http(s):// (YouTube ou arquivo de vídeo).",
  materialInvalid: "Material inválido.",
  materialTitleRequired: "Informe o título do material.",
  materialFileInvalid: "Envie o arquivo do material pelo site.",
  positionInvalid: "Posição do vídeo inválida.",
  reorderInvalid: "Ordem inválida.",
  certificateCodeInvalid: "Código de certificado inválido. Confira os 12 caracteres (ex.: 7KQ2-M9XD-4HTB).",
} as const;

const M = COURSE_MESSAGES;

const HTTP_URL = z.url({ protocol: /^https?$/ });
const HTTPS_URL = z.url({ protocol: /^https$/ });

/** An image our upload route stored for courses, or an https address elsewhere. */
function isCourseCoverUrl(value: string): boolean {
  if (value.startsWith("/")) return storedFileOfField("course-cover", value) !== null;
  return HTTPS_URL.safeParse(value).success;
}

/** An uploaded course video (or a video course file), or any http(s) address: YouTube or a video file. */
function isLessonVideoUrl(value: string): boolean {
  if (value.startsWith("/")) return storedFileOfField("lesson-video", value) !== null;
  return HTTP_URL.safeParse(value).success;
}

/** A material is always a document uploaded through the site (kind course-material or course-file). */
function isMaterialFileUrl(value: string): boolean {
  return storedFileOfField("lesson-material", value) !== null;
}

const title = (required: string) =>
  text({ error: required }).trim().min(1, required).max(L.maxTitleLength, M.titleTooLong);

/** Optional text: blank and absent both store null. */
const optionalText = (max: number, tooLong: string) =>
  text({ error: tooLong, multiline: true })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => (value ? value : null));

const optionalUrl = (message: string, accepts: (value: string) => boolean) =>
  text({ error: message })
    .trim()
    .max(L.maxUrlLength, message)
    .refine((value) => value === "" || accepts(value), message)
    .nullish()
    .transform((value) => (value ? value : null));

const id = (message: string) => z.uuid({ error: message });
const CourseIdSchema = id(M.courseInvalid);
const ModuleIdSchema = id(M.moduleInvalid);
const LessonIdSchema = id(M.lessonInvalid);
const MaterialIdSchema = id(M.materialInvalid);

export const CourseIdInputSchema = z.object({ id: CourseIdSchema });

export const CourseInputSchema = z
  .object({
    title: title(M.titleRequired),
    description: optionalText(L.maxDescriptionLength, M.descriptionTooLong),
    thumbnailUrl: optionalUrl(M.coverInvalid, isCourseCoverUrl),
    isFree: z.boolean(),
    priceCents: z
      .number({ error: M.priceInvalid })
      .int(M.priceInvalid)
      .min(0, M.priceInvalid)
      .max(L.maxPriceCents, M.priceTooHigh),
    status: z.enum(COURSE_STATUSES, { error: M.statusInvalid }),
  })
  // A paid course at R$ 0,00 could never be bought; the price of a free course is kept for when it stops being free.
  .refine((course) => course.isFree || course.priceCents > 0, { message: M.priceRequired, path: ["priceCents"] });
export type CourseInput = z.input<typeof CourseInputSchema>;

export const CourseUpdateInputSchema = z.object({ id: CourseIdSchema }).and(CourseInputSchema);

export const ModuleCreateInputSchema = z.object({ courseId: CourseIdSchema });

/** Autosave sends only the fields that changed (docs/product.md §5: saved 2 s after the last keystroke). */
export const ModuleUpdateInputSchema = z.object({
  id: ModuleIdSchema,
  title: title(M.moduleTitleRequired).optional(),
  description: optionalText(L.maxDescriptionLength, M.descriptionTooLong).optional(),
});
export type ModuleUpdateInput = z.input<typeof ModuleUpdateInputSchema>;

export const ModuleIdInputSchema = z.object({ id: ModuleIdSchema });

export const LessonCreateInputSchema = z.object({ moduleId: ModuleIdSchema });

export const LessonUpdateInputSchema = z.object({
  id: LessonIdSchema,
  title: title(M.lessonTitleRequired).optional(),
  description: optionalText(L.maxDescriptionLength, M.descriptionTooLong).optional(),
  videoUrl: optionalUrl(M.videoInvalid, isLessonVideoUrl).optional(),
  content: optionalText(L.maxContentLength, M.contentTooLong).optional(),
  durationMinutes: z
    .number({ error: M.durationInvalid })
    .int(M.durationInvalid)
    .min(0, M.durationInvalid)
    .max(L.maxDurationMinutes, M.durationInvalid)
    .optional(),
  isFree: z.boolean().optional(),
});
export type LessonUpdateInput = z.input<typeof LessonUpdateInputSchema>;

export const LessonIdInputSchema = z.object({ id: LessonIdSchema });

export const MaterialCreateInputSchema = z.object({
  lessonId: LessonIdSchema,
  title: title(M.materialTitleRequired),
  description: optionalText(L.maxDescriptionLength, M.descriptionTooLong),
  fileUrl: text({ error: M.materialFileInvalid }).trim().refine(isMaterialFileUrl, M.materialFileInvalid),
});

export const MaterialUpdateInputSchema = z.object({
  id: MaterialIdSchema,
  title: title(M.materialTitleRequired),
  description: optionalText(L.maxDescriptionLength, M.descriptionTooLong),
});

export const MaterialIdInputSchema = z.object({ id: MaterialIdSchema });

/** The complete new order: every module of the course (or lesson of the module), each once. */
const orderOf = (itemId: z.ZodUUID) =>
  z
    .array(itemId, { error: M.reorderInvalid })
    .max(L.maxItemsToReorder, M.reorderInvalid)
    .refine((ids) => new Set(ids).size === ids.length, M.reorderInvalid);

export const ModuleReorderInputSchema = z.object({ courseId: CourseIdSchema, moduleIds: orderOf(ModuleIdSchema) });
export const LessonReorderInputSchema = z.object({ moduleId: ModuleIdSchema, lessonIds: orderOf(LessonIdSchema) });

export const LessonRefInputSchema = z.object({ courseId: CourseIdSchema, lessonId: LessonIdSchema });

export const LessonCompletionInputSchema = z.object({ lessonId: LessonIdSchema, completed: z.boolean() });

export const LessonPositionInputSchema = z.object({
  lessonId: LessonIdSchema,
  positionSeconds: z
    .number({ error: M.positionInvalid })
    .min(0, M.positionInvalid)
    .max(L.maxPositionSeconds, M.positionInvalid)
    .transform(Math.floor),
});

const CertificateCodeSchema = text({ error: M.certificateCodeInvalid })
  .max(40, M.certificateCodeInvalid)
  .transform((value, ctx) => {
    const code = parseCertificateCode(value);
    if (code) return code;
    ctx.addIssue({ code: "custom", message: M.certificateCodeInvalid });
    return z.NEVER;
  });

export const CertificateCodeInputSchema = z.object({ code: CertificateCodeSchema });
