import { expect, test } from "@playwright/test";
import { createCourse } from "../course-fixtures";
import { leaveAsVisitor, logInAsAdmin, newAccount, signUpThroughForm } from "../support";
import { watchCspViolations } from "./csp-watch";

/**
 * docs/security.md: the Content-Security-Policy (no inline script, YouTube the only frame) is in force and
 * breaks nothing the app does. The page walk (page-walk.spec.ts) watches every page, as visitor and
 * as admin, with each of its dialogs; here, what the walk does not open: a toast (sonner adds a
 * <style>) and lessons with a YouTube embed and a video.
 */
test.describe("Content-Security-Policy in real Chromium", () => {
  test("the policy is in force: an injected inline script is blocked and reported", async ({ page }) => {
    const violations = await watchCspViolations(page);
    await page.goto("/");
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.head.append(script);
    });
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect((await violations()).map((violation) => violation.directive)).toContain("script-src-elem");
  });

  test("a toast and lessons with a YouTube embed and a video break nothing", async ({ page }) => {
    const violations = await watchCspViolations(page);
    // Signing up answers with the welcome toast: sonner adds its <style> then.
    await signUpThroughForm(page, newAccount("csp"));
    const found = await violations();
    await leaveAsVisitor(page);
    await logInAsAdmin(page);

    const course = await createCourse(page);
    await page.goto(`/curso/${course.id}/player?aula=${course.lessons.youtube.id}`);
    await expect(page.locator("iframe")).toHaveAttribute("src", "https://www.youtube.com/embed/dQw4w9WgXcQ");
    found.push(...(await violations()));
    await page.goto(`/curso/${course.id}/player?aula=${course.lessons.video.id}`);
    await expect(page.locator("video")).toBeVisible();
    found.push(...(await violations()));

    expect(found).toEqual([]);
  });
});
