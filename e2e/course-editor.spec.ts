import { expect, test } from "@playwright/test";
import { COURSE_MESSAGES } from "../src/shared/schemas/courses";
import { UPLOAD_MESSAGES } from "../src/shared/domain/files/uploads";
import { pngImage } from "../src/shared/testing/file-samples";
import {
  addLesson,
  addModule,
  courseCard,
  createCourse,
  createCourseThroughEditor,
  expectSaved,
  expectToast,
  lessonGroup,
  lessonNames,
  managerDialog,
  moduleGroup,
  openNewCourseDialog,
  STANDARD_LESSONS,
  STANDARD_MATERIAL,
  uniqueCourseTitle,
} from "./course-editor-support";
import { logInAsAdmin } from "./support";

test("an admin builds a course in the editor, reorders and deletes lessons, and publishes it", async ({ page }) => {
  test.setTimeout(180_000);
  await logInAsAdmin(page);
  const title = uniqueCourseTitle();
  const course = await createCourseThroughEditor(page, { title, publish: false });
  const card = courseCard(page, title);
  await expect(card.getByText("Rascunho", { exact: true })).toBeVisible();
  await expect(card.getByText("R$ 497,00")).toBeVisible();

  // What was typed survived a reload: the editor shows what the server stored.
  await page.reload();
  await card.getByRole("button", { name: `Gerenciar Módulos de ${title}` }).click();
  const manager = managerDialog(page);
  const first = moduleGroup(manager, 1);
  await expect(first.getByLabel("Título do módulo")).toHaveValue("Fundamentos");
  expect(await lessonNames(first)).toEqual([`Aula 1: ${STANDARD_LESSONS.free}`, `Aula 2: ${STANDARD_LESSONS.video}`]);
  const free = lessonGroup(first, 1);
  await expect(free.getByLabel("Duração (minutos)")).toHaveValue("5");
  await expect(free.getByLabel("Conteúdo")).toHaveValue(/## Bem-vindo/);
  await expect(free.getByRole("switch", { name: "Aula gratuita" })).toBeChecked();
  const video = lessonGroup(first, 2);
  await expect(video.getByLabel("Vídeo (URL)")).toHaveValue(/^\/files\/uploads\/videos\//);
  await expect(video.getByLabel("Título do material")).toHaveValue(STANDARD_MATERIAL);
  await expect(video.getByText(/^PDF · \d+ Bytes$/)).toBeVisible();
  const youtube = lessonGroup(moduleGroup(manager, 2), 1);
  await expect(
    youtube.getByText(
      "Vídeo do YouTube: será exibido incorporado no player (https://www.youtube.com/embed/dQw4w9WgXcQ?start=42).",
    ),
  ).toBeVisible();

  // A material's title is edited like the other fields.
  await video.getByLabel("Título do material").fill("Guia completo de milhas");
  await expect(video.getByLabel("Título do material")).toHaveValue("Guia completo de milhas");

  // A refused change is said next to the lesson, checked by the server's own rules, and not sent.
  await free.getByLabel("Título da aula").fill("");
  await expect(free.getByRole("alert")).toContainText(`Não salvo: ${COURSE_MESSAGES.lessonTitleRequired}`);
  await free.getByLabel("Título da aula").fill(STANDARD_LESSONS.free);
  await expect(free.getByRole("alert")).toBeHidden();

  // Keyboard-accessible reorder, persisted as a whole new order.
  await video.getByRole("button", { name: "Mover para cima" }).focus();
  await page.keyboard.press("Enter");
  await expect
    .poll(() => lessonNames(first))
    .toEqual([`Aula 1: ${STANDARD_LESSONS.video}`, `Aula 2: ${STANDARD_LESSONS.free}`]);

  // A wrong type for the video is refused before anything is sent.
  const moved = lessonGroup(first, 1);
  await moved
    .getByLabel("Arquivo de vídeo")
    .setInputFiles({ name: "aula.png", mimeType: "image/png", buffer: Buffer.from(pngImage()) });
  await expectToast(page, "Erro no upload");
  await expectToast(page, UPLOAD_MESSAGES.unsupportedVideo);
  await expect(moved.getByLabel("Vídeo (URL)")).toHaveValue(/^\/files\/uploads\/videos\//);

  // A lesson added by mistake goes, after a confirmation that says what goes with it.
  const extra = await addLesson(page, first, 3, { title: "Aula descartável" });
  await extra.getByRole("button", { name: "Excluir aula Aula descartável" }).click();
  const confirm = page.getByRole("dialog", { name: "Excluir aula?" });
  await expect(confirm).toContainText("materiais de apoio");
  await confirm.getByRole("button", { name: "Excluir" }).click();
  await expectToast(page, "Aula excluída!");
  await expect(first.getByRole("group", { name: /Aula descartável/ })).toHaveCount(0);

  // A field typed just before closing is not lost: closing saves it at once.
  await moduleGroup(manager, 2).getByLabel("Descrição do módulo").fill("Como usar as milhas.");
  const saved = page.waitForResponse((response) => response.url().includes("courses.admin.modules.update"));
  await manager.getByRole("button", { name: "Finalizar Edição" }).click();
  await expect(manager).toBeHidden();
  expect((await saved).ok()).toBe(true);

  await page.reload();
  await card.getByRole("button", { name: `Gerenciar Módulos de ${title}` }).click();
  await expect
    .poll(() => lessonNames(moduleGroup(manager, 1)))
    .toEqual([`Aula 1: ${STANDARD_LESSONS.video}`, `Aula 2: ${STANDARD_LESSONS.free}`]);
  await expect(lessonGroup(moduleGroup(manager, 1), 1).getByLabel("Título do material")).toHaveValue(
    "Guia completo de milhas",
  );
  await expect(moduleGroup(manager, 2).getByLabel("Descrição do módulo")).toHaveValue("Como usar as milhas.");
  await manager.getByRole("button", { name: "Finalizar Edição" }).click();

  // Publishing changes the badge; the course's page is the 'Detalhes' link.
  await card.getByRole("button", { name: `Editar ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Editar curso" });
  await edit.getByLabel("Status").selectOption({ label: "Publicado" });
  await edit.getByRole("button", { name: "Salvar alterações" }).click();
  await expectToast(page, "Curso atualizado com sucesso!");
  await expect(card.getByText("Publicado", { exact: true })).toBeVisible();
  await expect(card.getByRole("link", { name: `Detalhes de ${title}` })).toHaveAttribute("href", `/curso/${course.id}`);

  await card.getByRole("button", { name: `Alunos de ${title}` }).click();
  await expect(page.getByRole("dialog", { name: "Alunos" }).getByText("Nenhum aluno ainda")).toBeVisible();
});

test("the course dialog refuses an empty title and an invalid price", async ({ page }) => {
  await logInAsAdmin(page);
  const dialog = await openNewCourseDialog(page);
  await dialog.getByRole("button", { name: "Criar curso" }).click();
  await expect(dialog.getByText(COURSE_MESSAGES.titleRequired)).toBeVisible();
  await expect(dialog.getByLabel("Título")).toBeFocused();
  await dialog.getByLabel("Título").fill(uniqueCourseTitle());
  await dialog.getByLabel("Preço (R$)").fill("abc");
  await dialog.getByRole("button", { name: "Criar curso" }).click();
  await expect(dialog.getByText(COURSE_MESSAGES.priceInvalid)).toBeVisible();
  // Free hides the price, and a free course saves whatever that hidden field holds.
  await dialog.getByRole("switch", { name: "Curso gratuito" }).click();
  await expect(dialog.getByLabel("Preço (R$)")).toBeHidden();
  await dialog.getByRole("button", { name: "Criar curso" }).click();
  await expectToast(page, "Curso criado com sucesso!");
  await expect(managerDialog(page)).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the module manager fills the screen and is usable", async ({ page }) => {
    test.setTimeout(90_000);
    await logInAsAdmin(page);
    const manager = await createCourse(page, uniqueCourseTitle("Curso no celular"));
    // Full screen once its opening animation has ended.
    await expect.poll(() => manager.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    const module = await addModule(page, manager, 1, "Primeiros passos");
    const lesson = await addLesson(page, module, 1, { title: "Abrindo a conta", durationMinutes: 8 });
    await lesson.getByLabel("Descrição da aula").fill("Passo a passo no aplicativo.");
    await expectSaved(lesson);
    const overflows = await manager.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(overflows).toBe(false);
    // Modules collapse to their header, and open again with what was typed.
    await module.getByRole("button", { name: "Recolher Primeiros passos" }).click();
    await expect(lesson).toBeHidden();
    await module.getByRole("button", { name: "Expandir Primeiros passos" }).click();
    await expect(lesson.getByLabel("Descrição da aula")).toHaveValue("Passo a passo no aplicativo.");
    await manager.getByRole("button", { name: "Finalizar Edição" }).click();
    await expect(manager).toBeHidden();
  });
});
