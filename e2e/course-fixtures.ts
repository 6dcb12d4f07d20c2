import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, type Browser, type Page } from "@playwright/test";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "../src/server/trpc/router";
import { SAMPLES } from "../src/shared/testing/file-samples";
import { mutate } from "./api";
import { E2E_BASE_URL } from "./base-url";
import { openAdminTab, pickGrantUser } from "./support";

type AdminInputs = inferRouterInputs<AppRouter>["courses"]["admin"];
type AdminOutputs = inferRouterOutputs<AppRouter>["courses"]["admin"];

/** 12 s of 32x32 VP8 (1.4 KB, made once with ffmpeg): WebM plays in every Chromium build. */
const LESSON_VIDEO = readFileSync(new URL("./fixtures/lesson-12s.webm", import.meta.url));
export const MATERIAL_PDF = SAMPLES.pdf;
export const MATERIAL_TITLE = "Guia de milhas em PDF";

/** Admin-written Markdown that tries every way of running code on the lesson page. */
const HOSTILE_MARKDOWN = [
  "Texto com **negrito** e [um link seguro](https://example.com/milhas).",
  "",
  "<script>window.__xss = 'script'</script>",
  "",
  '<img src="x" onerror="window.__xss = \'img\'">',
  "",
  "[clique aqui](javascript:window.__xss='link')",
].join("\n");

export interface CourseFixture {
  id: string;
  title: string;
  videoUrl: string;
  lessons: {
    /** Module 1, free: Markdown content, no video. */
    free: { id: string; title: string };
    /** Module 1, paid: the uploaded video and the PDF material. */
    video: { id: string; title: string };
    /** Module 2, paid: a YouTube link. */
    youtube: { id: string; title: string };
  };
}

/**
 * The editor UI is built elsewhere, so the course is made through the real admin procedures from
 * an admin's browser: the session cookie and the Origin header go along as the editor's would.
 */
class AdminApi {
  constructor(private readonly page: Page) {}

  async upload(kind: "course-video" | "course-material", bytes: Uint8Array, type: string): Promise<string> {
    const response = await this.page.request.post(`/api/uploads/${kind}`, {
      data: Buffer.from(bytes),
      headers: { origin: E2E_BASE_URL, "content-type": type },
    });
    expect(response.status(), await response.text()).toBe(201);
    const body: { url: string } = await response.json();
    return body.url;
  }

  async addLesson(moduleId: string, fields: Omit<AdminInputs["lessons"]["update"], "id">) {
    const lesson = await mutate<AdminOutputs["lessons"]["create"]>(this.page, "courses.admin.lessons.create", {
      moduleId,
    });
    await mutate(this.page, "courses.admin.lessons.update", { id: lesson.id, ...fields });
    return { id: lesson.id, title: fields.title ?? lesson.title };
  }

  async addModule(courseId: string, title: string) {
    const module = await mutate<AdminOutputs["modules"]["create"]>(this.page, "courses.admin.modules.create", {
      courseId,
    });
    await mutate(this.page, "courses.admin.modules.update", { id: module.id, title });
    return module.id;
  }
}

/**
 * A paid course (R$ 497,00) with two modules and three lessons: a free one with Markdown, one with
 * an uploaded video and a PDF material, one on YouTube. Published unless `draft`.
 */
export async function createCourse(adminPage: Page, options: { draft?: boolean } = {}): Promise<CourseFixture> {
  const api = new AdminApi(adminPage);
  const title = `Milhas do Zero ${randomUUID().slice(0, 6)}`;
  const course: AdminInputs["create"] = {
    title,
    description: "Do primeiro cartão à primeira passagem emitida com milhas.",
    thumbnailUrl: null,
    isFree: false,
    priceCents: 49_700,
    status: "draft",
  };
  const { id } = await mutate<AdminOutputs["create"]>(adminPage, "courses.admin.create", course);
  const [videoUrl, materialUrl] = await Promise.all([
    api.upload("course-video", LESSON_VIDEO, "video/webm"),
    api.upload("course-material", MATERIAL_PDF, "application/pdf"),
  ]);

  const basics = await api.addModule(id, "Fundamentos");
  const free = await api.addLesson(basics, {
    title: "Boas-vindas e o que são milhas",
    description: "Uma aula aberta a todos.",
    content: HOSTILE_MARKDOWN,
    durationMinutes: 5,
    isFree: true,
  });
  const video = await api.addLesson(basics, {
    title: "Cartões que mais pontuam",
    description: "Como escolher o cartão certo.",
    videoUrl,
    durationMinutes: 12,
  });
  await mutate(adminPage, "courses.admin.materials.create", {
    lessonId: video.id,
    title: MATERIAL_TITLE,
    description: null,
    fileUrl: materialUrl,
  });
  const advanced = await api.addModule(id, "Emissões");
  const youtube = await api.addLesson(advanced, {
    title: "Emitindo a primeira passagem",
    videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    durationMinutes: 8,
  });

  if (!options.draft) await mutate(adminPage, "courses.admin.update", { id, ...course, status: "published" });
  return { id, title, videoUrl, lessons: { free, video, youtube } };
}

/** Acesso Cursos tab: grants 'course-{id}' to the member through the 'Conceder acesso' dialog. */
export async function grantCourseAccess(adminPage: Page, memberEmail: string, courseTitle: string): Promise<void> {
  await adminPage.goto("/admin?aba=acesso-cursos");
  await adminPage.getByRole("button", { name: "Conceder acesso" }).click();
  const dialog = adminPage.getByRole("dialog", { name: "Conceder acesso a cursos" });
  await pickGrantUser(dialog, memberEmail);
  await dialog.getByLabel("Tipo de acesso").selectOption({ label: "Curso específico" });
  await dialog.getByLabel("Curso", { exact: true }).selectOption({ label: courseTitle });
  await dialog.getByRole("button", { name: "Conceder acesso" }).click();
  await expect(adminPage.getByText("Acesso concedido!")).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** An admin's browser of its own for `work`, closed afterwards. */
export async function asAdmin<T>(browser: Browser, work: (adminPage: Page) => Promise<T>): Promise<T> {
  const adminPage = await openAdminTab(browser, "usuarios");
  try {
    return await work(adminPage);
  } finally {
    await adminPage.context().close();
  }
}
