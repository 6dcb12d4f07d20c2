import { expect, test, type Page } from "@playwright/test";
import { createCourse } from "../course-fixtures";
import { openWalkedPage, pagesFor } from "../routes";
import { logInAsAdmin } from "../support";

/**
 * Issue 17: the Content-Security-Policy (no inline script, YouTube the only frame) breaks nothing
 * the app does. Every walked page, as visitor and as admin, a dialog (Radix adds a <style> for its
 * scroll lock), a toast (sonner adds one too) and a lesson with a YouTube embed are opened in real
 * Chromium, and not one `securitypolicyviolation` nor a CSP console error may appear.
 */

interface Violation {
  directive: string;
  blocked: string;
  page: string;
}

async function watchViolations(page: Page): Promise<() => Promise<Violation[]>> {
  const consoleErrors: Violation[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) {
      consoleErrors.push({ directive: "console", blocked: message.text(), page: page.url() });
    }
  });
  await page.addInitScript(() => {
    const seen: { directive: string; blocked: string; page: string }[] = [];
    Object.defineProperty(window, "__cspViolations", { value: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, page: location.href });
    });
  });
  return async () => {
    const inPage = await page.evaluate(() => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? []);
    // Console errors outlive a navigation (the in-page list does not): each is reported once.
    return [...inPage, ...consoleErrors.splice(0)];
  };
}

async function walkAsAdmin(page: Page, violations: () => Promise<Violation[]>): Promise<Violation[]> {
  const found: Violation[] = [];
  for (const walked of pagesFor("admin")) {
    await openWalkedPage(page, walked);
    found.push(...(await violations()));
  }
  return found;
}

test.describe("Content-Security-Policy in real Chromium", () => {
  test.describe.configure({ timeout: 300_000 });

  test("the policy is in force: an injected inline script is blocked and reported", async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto("/");
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.head.append(script);
    });
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect((await violations()).map((violation) => violation.directive)).toContain("script-src-elem");
  });

  for (const walked of pagesFor("visitor")) {
    test(`a visitor's ${walked.url} breaks nothing`, async ({ page }) => {
      const violations = await watchViolations(page);
      await openWalkedPage(page, walked);
      expect(await violations()).toEqual([]);
    });
  }

  test("no page the admin opens breaks it: dashboard, /admin and its dialogs, a toast, a YouTube lesson", async ({ page }) => {
    const violations = await watchViolations(page);
    await logInAsAdmin(page);
    // The login answered with a toast: sonner has added its <style> by now.
    const found = [...(await violations()), ...(await walkAsAdmin(page, violations))];

    await page.goto("/admin?aba=promocoes");
    await page.getByRole("button", { name: "Nova promoção" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Adicionar programa" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    found.push(...(await violations()));

    const course = await createCourse(page);
    await page.goto(`/curso/${course.id}/player?aula=${course.lessons.youtube.id}`);
    await expect(page.locator("iframe")).toHaveAttribute("src", "https://www.youtube.com/embed/dQw4w9WgXcQ");
    await page.goto(`/curso/${course.id}/player?aula=${course.lessons.video.id}`);
    await expect(page.locator("video")).toBeVisible();
    found.push(...(await violations()));

    expect(found).toEqual([]);
  });
});
