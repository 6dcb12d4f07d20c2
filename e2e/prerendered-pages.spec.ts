import { expect, test } from "@playwright/test";

/**
 * Decision 021: a visitor's public pages come drawn in the HTML (prerendered at build), so they
 * paint before the scripts arrive; the app then takes the page over without a blank moment, a
 * shift or an error.
 */

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/welcome and /login show their heading and the header from the HTML alone", async ({ page }) => {
    await page.goto("/welcome");
    await expect(
      page.getByRole("heading", { level: 1, name: "Suas milhas organizadas, cada milheiro com custo conhecido" }),
    ).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Milheiro" }).first()).toBeVisible();

    await page.goto("/login?modo=cadastro");
    await expect(page.getByRole("heading", { level: 1, name: "Crie sua conta gratuita" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Menu principal" })).toBeAttached();
  });
});

test("with JavaScript the drawn page becomes the app: never blank, no shift, no console error", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  // Once the HTML is parsed: did the heading ever leave the page, and how far did anything shift?
  // And is the heading on screen at the end the one the HTML drew (React adopted the markup)?
  await page.addInitScript(() => {
    const watch = { headingLost: false, layoutShift: 0, drawnHeading: null as Element | null };
    Object.defineProperty(window, "__takeover", { value: watch });
    document.addEventListener("DOMContentLoaded", () => (watch.drawnHeading = document.querySelector("#root h1")));
    new MutationObserver(() => {
      if (document.readyState !== "loading" && !document.querySelector("#root h1")) watch.headingLost = true;
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) watch.layoutShift += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: "layout-shift", buffered: true });
  });

  const html = await (await page.request.get("/login")).text();
  // The app loads after the first paint: the HTML names only the takeover entry, and preloads nothing.
  expect(html.match(/<script type="module"[^>]*>/g)).toEqual([
    expect.stringMatching(/src="\/assets\/takeover-[^"]+\.js" data-app="\/assets\/index-/),
  ]);
  expect(html).not.toContain("modulepreload");

  await page.goto("/login");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("Faça login em sua conta");
  // Taken over by hydration: the drawn controls are released, the drawn heading stays the same node.
  await expect(page.locator("#root [inert]")).toHaveCount(0);
  const sameHeading = await page.evaluate(
    () =>
      (window as unknown as { __takeover: { drawnHeading: Element | null } }).__takeover.drawnHeading ===
      document.querySelector("#root h1"),
  );
  expect(sameHeading).toBe(true);
  // The mode switch is a React click handler: it answers only once the app has taken over.
  await expect(async () => {
    await page.getByRole("button", { name: "Cadastre-se" }).click({ timeout: 1_000 });
    await expect(heading).toHaveText("Crie sua conta gratuita", { timeout: 1_000 });
  }).toPass();
  await expect(page).toHaveURL(/modo=cadastro/);

  const takeover = await page.evaluate(
    () => (window as unknown as { __takeover: { headingLost: boolean; layoutShift: number } }).__takeover,
  );
  expect(takeover.headingLost).toBe(false);
  expect(takeover.layoutShift).toBeLessThan(0.01);
  expect(errors).toEqual([]);
});
