import { z } from "@/shared/schemas/zod-locale";
import { into } from "@/client/lib/forms/into";
import type { RouterOutputs } from "@/client/trpc";
import { COURSE_PRICE } from "@/shared/domain/courses/course-pricing";
import { COURSE_STATUSES, type CourseStatus } from "@/shared/domain/courses/course-status";
import { parseMoneyInput } from "@/shared/money-input";
import { COURSE_LIMITS as L, COURSE_MESSAGES as M, CourseInputSchema } from "@/shared/schemas/courses";

export type AdminCourse = RouterOutputs["courses"]["admin"]["list"][number];

/** docs/product.md §4: the three statuses are chosen freely; the list's badge still reads only Publicado/Rascunho. */
export const COURSE_STATUS_OPTIONS: Record<CourseStatus, string> = {
  draft: "Rascunho",
  published: "Publicado",
  archived: "Arquivado",
};

const isStatus = (value: string): value is CourseStatus => (COURSE_STATUSES as readonly string[]).includes(value);

/** The dialog's text (the switch as "true"/"false"), turned into the shared course input. */
export const CourseFormSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    thumbnailUrl: z.string(),
    isFree: z.enum(["true", "false"]).transform((value) => value === "true"),
    price: z.string(),
    status: z.string().transform((value) => (isStatus(value) ? value : undefined)),
  })
  .transform(({ price, ...course }, ctx) => {
    const parsed = parseMoneyInput(price);
    // The price field is hidden while the course is free: what it holds is kept, but never blocks saving.
    if (course.isFree) return { ...course, priceCents: parsed.ok ? (parsed.value ?? 0) : 0 };
    if (!parsed.ok) {
      ctx.addIssue({ code: "custom", message: M.priceInvalid, path: ["price"] });
      return z.NEVER;
    }
    // Checked here too so the message lands under the price field rather than above the form.
    const problem = !parsed.value ? M.priceRequired : parsed.value > L.maxPriceCents ? M.priceTooHigh : null;
    if (problem) {
      ctx.addIssue({ code: "custom", message: problem, path: ["price"] });
      return z.NEVER;
    }
    return { ...course, priceCents: parsed.value };
  })
  .transform(into(CourseInputSchema));

export type CourseFormValues = z.input<typeof CourseFormSchema>;

/** "497,00": how the price field shows centavos (no "R$", which the label already says). */
export function priceText(cents: number): string {
  return (cents / 100).toFixed(2).replace(".", ",");
}

/** docs/product.md §9 defaults for a new course (R$ 497,00, paid, draft), or the course's own values to edit it. */
export function courseFormValues(course?: AdminCourse): CourseFormValues {
  return {
    title: course?.title ?? "",
    description: course?.description ?? "",
    thumbnailUrl: course?.thumbnailUrl ?? "",
    isFree: course?.isFree ? "true" : "false",
    price: priceText(course?.priceCents ?? COURSE_PRICE.fullCents),
    status: course?.status ?? "draft",
  };
}
