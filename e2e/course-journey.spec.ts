import { expect, test } from "@playwright/test";
import { createCourseThroughEditor, STANDARD_LESSONS } from "./course-editor-support";
import { asAdmin, grantCourseAccess } from "./course-fixtures";
import { newAccount, signUpThroughForm } from "./support";

/*
 * The course story of docs/features.md, whole, on one course: what an admin builds in the editor is what a visitor
 * finds locked and a member granted the course opens, its uploaded video included.
 */
test("a course built in the editor is locked for a visitor and opens, video and all, for a member granted it", async ({
  page,
  browser,
}) => {
  // The editor journey alone takes a minute on a loaded 2-core machine.
  test.setTimeout(180_000);
  const course = await asAdmin(browser, (adminPage) => createCourseThroughEditor(adminPage));

  await page.goto("/cursos");
  const card = page.getByRole("article", { name: course.title });
  await expect(card.getByText("Premium")).toBeVisible();
  await expect(card.locator("img")).toHaveAttribute("src", /^\/files\/images\/courses\/\d{13}-[a-z0-9]{16}\.png$/);

  await page.goto(`/curso/${course.id}/player`);
  await expect(page.getByRole("heading", { name: STANDARD_LESSONS.free, level: 2 })).toBeVisible();
  await page.getByRole("link", { name: STANDARD_LESSONS.video }).filter({ visible: true }).click();
  await expect(page.getByRole("heading", { name: STANDARD_LESSONS.video, level: 2 })).toBeVisible();
  await expect(page.locator("video")).toHaveCount(0);

  const member = newAccount("aluno");
  await signUpThroughForm(page, member);
  await asAdmin(browser, (adminPage) => grantCourseAccess(adminPage, member.email, course.title));

  await page.goto(`/curso/${course.id}/player`);
  await page.getByRole("link", { name: STANDARD_LESSONS.video }).filter({ visible: true }).click();
  const video = page.locator("video");
  await expect(video).toHaveAttribute("src", /^\/files\/uploads\/videos\/.+\.mp4$/);
  const videoUrl = (await video.getAttribute("src")) ?? "";
  expect((await page.request.get(videoUrl, { headers: { range: "bytes=0-15" } })).status()).toBe(206);
  await expect(page.getByRole("link", { name: /Guia de milhas/ })).toBeVisible();

  // The same address is refused to a browser without the grant.
  const stranger = await browser.newContext();
  expect((await stranger.request.get(videoUrl)).status()).toBe(401);
  await stranger.close();

  await page.getByRole("button", { name: /^Módulo 2: Resgates/ }).click();
  await page.getByRole("link", { name: STANDARD_LESSONS.youtube }).filter({ visible: true }).click();
  await expect(page.locator("iframe")).toHaveAttribute("src", "https://www.youtube.com/embed/dQw4w9WgXcQ?start=42");
});
