import { randomUUID } from "node:crypto";
import { expect, type Locator, type Page } from "@playwright/test";
import { pdfDocument, pngImage, SAMPLES } from "../src/shared/testing/file-samples";

/*
 * The admin course editor driven like a person would: reusable by every spec that needs a real
 * course (the player, access and certificate journeys).
 */

export const uniqueCourseTitle = (prefix = "Milhas do zero") => `${prefix} ${randomUUID().slice(0, 8)}`;

/** Toasts stack up; one visible with this text will do. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

export const managerDialog = (page: Page) => page.getByRole("dialog", { name: "Gerenciar Módulos" });
export const courseCard = (page: Page, title: string) => page.getByRole("article", { name: title });
export const moduleGroup = (scope: Locator, position: number) =>
  scope.getByRole("group", { name: new RegExp(`^Módulo ${position}:`) });
export const lessonGroup = (module: Locator, position: number) =>
  module.getByRole("group", { name: new RegExp(`^Aula ${position}:`) });

/** The names of the lesson groups of a module, in the order shown. */
export async function lessonNames(module: Locator): Promise<string[]> {
  const groups = module.getByRole("group", { name: /^Aula \d+:/ });
  return groups.evaluateAll((elements) =>
    elements.map(
      (element) => document.getElementById(element.getAttribute("aria-labelledby") ?? "")?.textContent ?? "",
    ),
  );
}

/** The status next to a module or lesson (its own, the first in the group) reads 'Salvando…', then 'Salvo'. */
export async function expectSaved(group: Locator): Promise<void> {
  const status = group.getByRole("status").first();
  await expect(status).toHaveText("Salvando…");
  await expect(status).toHaveText("Salvo", { timeout: 15_000 });
}

export async function openNewCourseDialog(page: Page): Promise<Locator> {
  await page.goto("/admin?aba=cursos");
  await page.getByRole("button", { name: "Novo Curso" }).click();
  return page.getByRole("dialog", { name: "Novo Curso" });
}

/** Fills and saves the new-course dialog; the editor then switches to 'Gerenciar Módulos' (docs/product.md §4). */
export async function createCourse(page: Page, title: string): Promise<Locator> {
  const dialog = await openNewCourseDialog(page);
  await dialog.getByLabel("Título").fill(title);
  await dialog.getByLabel("Descrição").fill("Do primeiro cartão ao primeiro resgate em classe executiva.");
  await dialog.getByLabel("Imagem de capa").setInputFiles({
    name: "capa.png",
    mimeType: "image/png",
    buffer: Buffer.from(pngImage(16, 9)),
  });
  await expect(dialog.getByRole("img", { name: "Pré-visualização: Imagem de capa" })).toBeVisible();
  await expect(dialog.getByLabel("Preço (R$)")).toHaveValue("497,00");
  await dialog.getByRole("button", { name: "Criar curso" }).click();
  await expectToast(page, "Curso criado com sucesso!");
  const manager = managerDialog(page);
  await expect(manager).toBeVisible();
  await expect(manager.getByText(title)).toBeVisible();
  return manager;
}

/** Adds a module at the end and names it; waits until the title is stored. */
export async function addModule(page: Page, manager: Locator, position: number, title: string): Promise<Locator> {
  await manager.getByRole("button", { name: "Adicionar Módulo" }).click();
  await expectToast(page, "Módulo criado!");
  const module = moduleGroup(manager, position);
  await expect(module.getByLabel("Título do módulo")).toHaveValue("Novo Módulo");
  await module.getByLabel("Título do módulo").fill(title);
  await expectSaved(module);
  return moduleGroup(manager, position);
}

export interface LessonFields {
  title: string;
  description?: string;
  durationMinutes?: number;
  content?: string;
  free?: boolean;
  youtubeUrl?: string;
  /** Uploads a small MP4 as the lesson's video. */
  videoFile?: boolean;
  /** Uploads a PDF material with this file name. */
  pdfMaterial?: string;
}

/** Adds a lesson at the end of `module`, fills it in and waits until everything is stored. */
export async function addLesson(page: Page, module: Locator, position: number, fields: LessonFields): Promise<Locator> {
  await module.getByRole("button", { name: "Adicionar Aula" }).click();
  await expectToast(page, "Aula criada!");
  const created = lessonGroup(module, position);
  await expect(created.getByLabel("Título da aula")).toHaveValue("Nova Aula");
  await created.getByLabel("Título da aula").fill(fields.title);
  const lesson = module.getByRole("group", { name: `Aula ${position}: ${fields.title}` });
  if (fields.description) await lesson.getByLabel("Descrição da aula").fill(fields.description);
  if (fields.durationMinutes !== undefined)
    await lesson.getByLabel("Duração (minutos)").fill(String(fields.durationMinutes));
  if (fields.content) await lesson.getByLabel("Conteúdo").fill(fields.content);
  if (fields.youtubeUrl) await lesson.getByLabel("Vídeo (URL)").fill(fields.youtubeUrl);
  await expectSaved(lesson);
  if (fields.free) {
    await lesson.getByRole("switch", { name: "Aula gratuita" }).click();
    await expect(lesson.getByRole("switch", { name: "Aula gratuita" })).toBeChecked();
    await expect(lesson.getByRole("status").first()).toHaveText("Salvo");
  }
  if (fields.videoFile) {
    await lesson.getByLabel("Arquivo de vídeo").setInputFiles({
      name: "aula.mp4",
      mimeType: "video/mp4",
      buffer: Buffer.from(SAMPLES.mp4),
    });
    await expect(lesson.getByLabel("Vídeo (URL)")).toHaveValue(/^\/files\/uploads\/videos\//);
    await expect(lesson.getByText("Arquivo enviado: será reproduzido no player de vídeo do site.")).toBeVisible();
    await expect(lesson.getByRole("status").first()).toHaveText("Salvo");
  }
  if (fields.pdfMaterial) {
    await lesson.getByLabel("Arquivo de material").setInputFiles({
      name: fields.pdfMaterial,
      mimeType: "application/pdf",
      buffer: Buffer.from(pdfDocument()),
    });
    await expectToast(page, "Material adicionado!");
    await expect(lesson.getByLabel("Título do material")).toHaveValue(fields.pdfMaterial.replace(/\.pdf$/, ""));
  }
  return lesson;
}

/** Edit dialog → status, from the course's card in the list. */
async function setCourseStatus(
  page: Page,
  title: string,
  status: "Publicado" | "Rascunho" | "Arquivado",
): Promise<void> {
  await courseCard(page, title)
    .getByRole("button", { name: `Editar ${title}` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Editar curso" });
  await dialog.getByLabel("Status").selectOption({ label: status });
  await dialog.getByRole("button", { name: "Salvar alterações" }).click();
  await expectToast(page, "Curso atualizado com sucesso!");
  await expect(dialog).toBeHidden();
}

/** The course's id, read from its 'Detalhes' link (/curso/{id}). */
async function courseIdOf(page: Page, title: string): Promise<string> {
  const href = await courseCard(page, title)
    .getByRole("link", { name: `Detalhes de ${title}` })
    .getAttribute("href");
  const id = /\/curso\/([0-9a-f-]{36})$/.exec(href ?? "")?.[1];
  if (!id) throw new Error(`no course id in ${href}`);
  return id;
}

export const STANDARD_LESSONS = {
  free: "Boas-vindas ao curso",
  video: "Como acumular milhas",
  youtube: "Resgates inteligentes",
} as const;
export const STANDARD_MATERIAL = "Guia de milhas";
const STANDARD_YOUTUBE_URL = "https://youtu.be/dQw4w9WgXcQ?t=42";

export interface CreatedCourse {
  id: string;
  title: string;
}

/**
 * The journey's course (docs/features.md, Courses), made through the editor by a logged-in admin:
 * a cover, two modules, three lessons (a free one, one with an uploaded video and a PDF material,
 * one on YouTube); published unless `publish` is false.
 */
export async function createCourseThroughEditor(
  page: Page,
  { title = uniqueCourseTitle(), publish = true }: { title?: string; publish?: boolean } = {},
): Promise<CreatedCourse> {
  const manager = await createCourse(page, title);
  const first = await addModule(page, manager, 1, "Fundamentos");
  await addLesson(page, first, 1, {
    title: STANDARD_LESSONS.free,
    description: "O que você vai aprender.",
    durationMinutes: 5,
    content: "## Bem-vindo\n\n- **Milhas** e pontos\n- Programas de fidelidade",
    free: true,
  });
  await addLesson(page, first, 2, {
    title: STANDARD_LESSONS.video,
    durationMinutes: 12,
    videoFile: true,
    pdfMaterial: `${STANDARD_MATERIAL}.pdf`,
  });
  const second = await addModule(page, manager, 2, "Resgates");
  await addLesson(page, second, 1, {
    title: STANDARD_LESSONS.youtube,
    durationMinutes: 20,
    youtubeUrl: STANDARD_YOUTUBE_URL,
  });
  await manager.getByRole("button", { name: "Finalizar Edição" }).click();
  await expect(manager).toBeHidden();
  await expect(courseCard(page, title).getByText("2 módulos · 3 aulas")).toBeVisible();
  if (publish) {
    await setCourseStatus(page, title, "Publicado");
    await expect(courseCard(page, title).getByText("Publicado", { exact: true })).toBeVisible();
  }
  return { id: await courseIdOf(page, title), title };
}
