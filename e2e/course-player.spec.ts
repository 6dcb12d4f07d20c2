import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  asAdmin,
  createCourse,
  grantCourseAccess,
  MATERIAL_PDF,
  MATERIAL_TITLE,
  type CourseFixture,
} from "./course-fixtures";
import { newAccount, signUpThroughForm } from "./support";

const playerUrl = (course: CourseFixture, lessonId?: string) =>
  `/curso/${course.id}/player${lessonId ? `?aula=${lessonId}` : ""}`;

const lessonHeading = (page: Page, title: string) => page.getByRole("heading", { name: title, level: 2 });

/** The sidebar on a desktop, the drawer's copy on a phone: the one visible. */
const lessonLink = (page: Page, title: string) => page.getByRole("link", { name: title }).filter({ visible: true });

const currentTime = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.currentTime);

/** Waits for the player to report this position (whole seconds) to the server. */
const positionSaved = (page: Page, seconds: number) =>
  page.waitForResponse(
    (response) =>
      response.url().includes("courses.progress.track") &&
      (response.request().postData() ?? "").includes(`"positionSeconds":${seconds}`) &&
      response.ok(),
  );

// Most tests first have an admin build a course through the procedures: more than the default 30 s on a busy runner.
test.describe.configure({ timeout: 60_000 });

test("a visitor sees the lock, opens only the free lesson, and is sent to log in to buy", async ({ page, browser }) => {
  test.slow();
  const course = await asAdmin(browser, createCourse);

  await page.goto("/cursos");
  const card = page.getByRole("article", { name: course.title });
  await expect(card.getByText("Premium")).toBeVisible();
  await expect(card.getByText("Conteúdo bloqueado")).toBeAttached();
  await expect(card.getByText("R$ 497,00")).toBeVisible();
  await expect(card.getByText("3 aulas")).toBeVisible();

  await card.getByRole("link", { name: course.title }).click();
  await expect(page.getByRole("heading", { name: course.title, level: 1 })).toBeVisible();
  await expect(page.getByText("Publicado")).toBeVisible();
  await expect(page.getByText("R$ 497,00")).toBeVisible();
  await expect(page.getByText("ou 10x de R$ 58,00 (total R$ 580,00, 2,91% a.m.)")).toBeVisible();
  await expect(page.getByText("Acesso por 1 ano")).toBeVisible();
  await expect(page.getByText("Certificado de conclusão")).toBeVisible();
  await expect(page.getByRole("link", { name: course.lessons.free.title }).getByText("Gratuita")).toBeVisible();
  await expect(
    page.getByRole("link", { name: course.lessons.video.title }).getByRole("img", { name: "Bloqueada" }),
  ).toBeVisible();

  // Without access the player previews the free lesson only.
  await page.getByRole("link", { name: "Começar Curso" }).click();
  await expect(lessonHeading(page, course.lessons.free.title)).toBeVisible();
  await expect(page.getByText("Uma aula aberta a todos.")).toBeVisible();

  const lockedAnswer = page.waitForResponse((response) => response.url().includes("courses.lesson"));
  await lessonLink(page, course.lessons.video.title).click();
  await expect(page).toHaveURL(playerUrl(course, course.lessons.video.id));
  const body = await (await lockedAnswer).text();
  expect(body).toContain('"locked":true');
  expect(body).not.toContain(course.videoUrl);
  await expect(page.getByRole("heading", { name: course.lessons.video.title })).toBeVisible();
  await expect(page.locator("video")).toHaveCount(0);
  await expect(page.getByText(MATERIAL_TITLE)).toHaveCount(0);
  expect(await page.content()).not.toContain(course.videoUrl);

  await page.getByRole("button", { name: "Comprar Curso" }).click();
  await expect(page.getByText("Login necessário")).toBeVisible();
  await expect(page.getByText("Faça login para comprar o curso.")).toBeVisible();
  await expect(page).toHaveURL("/login");
});

test("a member granted the course watches, resumes, completes it and verifies the certificate", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const member = newAccount();
  await signUpThroughForm(page, member);
  const course = await asAdmin(browser, async (adminPage) => {
    const created = await createCourse(adminPage);
    await grantCourseAccess(adminPage, member.email, created.title);
    return created;
  });

  await page.goto(`/curso/${course.id}`);
  await expect(page.getByRole("button", { name: "Comprar Curso" })).toHaveCount(0);
  await page.getByRole("link", { name: "Começar Curso" }).click();
  await expect(lessonHeading(page, course.lessons.free.title)).toBeVisible();
  await page.getByRole("button", { name: "Marcar como concluída" }).click();
  // A distinct done state: a second click on the same spot cannot quietly undo it.
  await expect(page.getByText("Concluída ✓")).toBeVisible();
  await expect(page.getByRole("button", { name: "Marcar como concluída" })).toHaveCount(0);
  await expect(lessonLink(page, course.lessons.free.title).getByRole("img", { name: "Concluída" })).toBeVisible();
  await expect(page.getByText("33%")).toBeVisible();
  // Undoing is deliberate: 'Desmarcar' asks first, and 'Cancelar' keeps the lesson done.
  await page.getByRole("button", { name: "Desmarcar" }).click();
  const undo = page.getByRole("alertdialog", { name: "Desmarcar esta aula?" });
  await undo.getByRole("button", { name: "Cancelar" }).click();
  await expect(undo).toBeHidden();
  await expect(page.getByText("Concluída ✓")).toBeVisible();
  await page.getByRole("button", { name: "Desmarcar" }).click();
  await undo.getByRole("button", { name: "Desmarcar" }).click();
  await expect(page.getByRole("button", { name: "Marcar como concluída" })).toBeVisible();
  await expect(page.getByText("0%", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Marcar como concluída" }).click();
  await expect(page.getByText("33%")).toBeVisible();

  // The uploaded video plays; where it stops is saved.
  await page.getByRole("link", { name: "Próxima aula" }).click();
  await expect(page).toHaveURL(playerUrl(course, course.lessons.video.id));
  const video = page.locator("video");
  await expect(video).toHaveAttribute("src", course.videoUrl);
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect.poll(() => currentTime(video)).toBeGreaterThan(0.5);
  const saved = positionSaved(page, 6);
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.currentTime = 6.5;
    await new Promise((resolve) => element.addEventListener("seeked", resolve, { once: true }));
    element.pause();
  });
  await saved;

  // Leaving and coming back resumes the same lesson at the saved second.
  await page.goto(`/curso/${course.id}`);
  await page.getByRole("link", { name: "Continuar de onde parei" }).click();
  await expect(lessonHeading(page, course.lessons.video.title)).toBeVisible();
  await expect.poll(() => currentTime(page.locator("video"))).toBeGreaterThanOrEqual(6);

  // The end of the video completes the lesson.
  await page.locator("video").evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    element.currentTime = 11;
    return element.play();
  });
  await expect(page.getByText("Concluída ✓")).toBeVisible();
  await expect(page.getByText("66%")).toBeVisible();

  const downloadStarted = page.waitForEvent("download");
  await page.getByRole("link", { name: `Baixar ${MATERIAL_TITLE}` }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe(`${MATERIAL_TITLE}.pdf`);
  expect(new Uint8Array(await readFile(await download.path()))).toEqual(MATERIAL_PDF);
  await expect(page.getByText(/PDF · \d+ Bytes/)).toBeVisible();

  await page.getByRole("link", { name: "Próxima aula" }).click();
  await expect(page.locator("iframe")).toHaveAttribute("title", `Vídeo da aula: ${course.lessons.youtube.title}`);
  await expect(page.locator("iframe")).toHaveAttribute("src", "https://www.youtube.com/embed/dQw4w9WgXcQ");
  await page.getByRole("button", { name: "Marcar como concluída" }).click();

  await expect(page.getByText("Parabéns! Você concluiu o curso.").first()).toBeVisible();
  await expect(page.getByText("100%")).toBeVisible();
  // Certified, the course stays complete: no undo beside the banner, and the detail page agrees.
  await expect(page.getByText("Concluída ✓")).toBeVisible();
  await expect(page.getByRole("button", { name: "Desmarcar" })).toHaveCount(0);
  await page.goto(`/curso/${course.id}`);
  await expect(page.getByText("100%")).toBeVisible();
  await expect(page.getByRole("link", { name: "Rever o curso" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Continuar de onde parei" })).toHaveCount(0);
  await page.goto(playerUrl(course, course.lessons.youtube.id));
  const pdfLink = page.getByRole("link", { name: "Baixar certificado (PDF)" });
  const href = (await pdfLink.getAttribute("href")) ?? "";
  const code = /^\/certificados\/([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})\.pdf$/.exec(href)?.[1];
  expect(code, href).toBeDefined();

  await page.getByRole("link", { name: "Página pública do certificado" }).click();
  await expect(page).toHaveURL(`/certificado/${code}`);
  await expect(page.getByRole("heading", { name: "Certificado válido" })).toBeVisible();
  await expect(page.getByText(member.name, { exact: true })).toBeVisible();
  await expect(page.getByText(course.title, { exact: true })).toBeVisible();
  await expect(page.getByText("25 min · 3 aulas")).toBeVisible();
  await expect(page.getByRole("link", { name: "Baixar certificado (PDF)" })).toHaveAttribute("href", href);

  // The public page works without a session too.
  const visitor = await browser.newPage();
  await visitor.goto(`/certificado/${code}`);
  await expect(visitor.getByText(member.name, { exact: true })).toBeVisible();
  await visitor.goto("/certificado/0000-0000-0000");
  await expect(visitor.getByText("Certificado não encontrado")).toBeVisible();
  await visitor.goto("/certificado/abc");
  await expect(visitor.getByText("Código de certificado inválido.", { exact: false })).toBeVisible();
  await visitor.close();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the player's lessons open in a drawer", async ({ page, browser }) => {
    const course = await asAdmin(browser, createCourse);
    await page.goto(playerUrl(course, course.lessons.free.id));
    await expect(lessonHeading(page, course.lessons.free.title)).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Aulas do curso" })).toBeHidden();

    await page.getByRole("button", { name: "Aulas do curso" }).click();
    const drawer = page.getByRole("dialog", { name: "Aulas do curso" });
    await expect(drawer.getByRole("link", { name: course.lessons.video.title })).toBeVisible();
    // Only the first module starts open; the second opens on demand.
    await expect(drawer.getByRole("link", { name: course.lessons.youtube.title })).toBeHidden();
    await drawer.getByRole("button", { name: /Módulo 2: Emissões/ }).click();
    await drawer.getByRole("link", { name: course.lessons.youtube.title }).click();

    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(playerUrl(course, course.lessons.youtube.id));
    await expect(page.getByRole("heading", { name: course.lessons.youtube.title })).toBeVisible();
    await expect(page.getByRole("button", { name: "Comprar Curso" })).toBeVisible();
  });
});

test("unknown and draft courses are not found, and lesson Markdown runs nothing", async ({ page, browser }) => {
  const [course, draft] = await asAdmin(browser, async (adminPage) => [
    await createCourse(adminPage),
    await createCourse(adminPage, { draft: true }),
  ]);

  for (const path of [`/curso/${randomUUID()}`, `/curso/${draft.id}`, `/curso/nao-e-um-curso/player`]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Curso não encontrado" })).toBeVisible();
  }
  await page.getByRole("link", { name: "Voltar para Cursos" }).click();
  await expect(page).toHaveURL("/cursos");
  await expect(page.getByRole("article", { name: course.title })).toBeVisible();
  await expect(page.getByRole("article", { name: draft.title })).toHaveCount(0);

  await page.goto(playerUrl(course, course.lessons.free.id));
  const content = page.getByTestId("lesson-content");
  await expect(content.locator("strong")).toHaveText("negrito");
  await expect(content.getByRole("link", { name: "um link seguro" })).toHaveAttribute(
    "href",
    "https://example.com/milhas",
  );
  await expect(content.locator("script, img, [onerror]")).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
  await content.getByText("clique aqui").click();
  expect(await page.evaluate(() => (window as Window & { __xss?: string }).__xss)).toBeUndefined();
});
