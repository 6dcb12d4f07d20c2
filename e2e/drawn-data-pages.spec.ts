import { expect, test, type Page } from "@playwright/test";

/**
 * Decision 024: a visitor's /, /promocoes, /cursos and /buscador-passagens come drawn by the server
 * with the API's answers, so they paint before any script runs; the app then adopts that markup
 * with those answers, without asking the API again, without a shift and without an error.
 */

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the pages whose content comes from the API show it from the HTML alone", async ({ page }) => {
    // The hero is whatever the homepage's settings say now (the admin's tests change them meanwhile).
    await expect(async () => {
      const settings = (await (await page.request.get("/trpc/homepage.get")).json()) as {
        result: { data: { heroTitle: string } };
      };
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(settings.result.data.heroTitle, {
        timeout: 1_000,
      });
    }).toPass();

    await page.goto("/promocoes");
    await expect(page.getByRole("heading", { level: 1, name: "Promoções" })).toBeVisible();
    await expect(
      page.getByText("Ofertas exclusivas de compra de milhas, passagens, transferências, upgrades e resgates."),
    ).toBeVisible();

    await page.goto("/cursos");
    await expect(page.getByRole("heading", { level: 1, name: "Cursos" })).toBeVisible();

    await page.goto("/buscador-passagens");
    await expect(page.getByRole("heading", { level: 1, name: "Buscador de Passagens" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Teste de scraping" })).toBeVisible();
  });
});

/** The API calls the page makes by itself, and every console error, from the moment it opens. */
function watch(page: Page): { apiCalls: string[]; errors: string[] } {
  const seen = { apiCalls: [] as string[], errors: [] as string[] };
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/trpc/")) seen.apiCalls.push(request.url());
  });
  page.on("console", (message) => {
    if (message.type() === "error") seen.errors.push(message.text());
  });
  page.on("pageerror", (error) => seen.errors.push(error.message));
  return seen;
}

test("the flight finder comes drawn with its answers and becomes the app without asking the API again", async ({
  page,
}) => {
  const seen = watch(page);
  await page.addInitScript(() => {
    const watched = { drawnHeading: null as Element | null, layoutShift: 0 };
    Object.defineProperty(window, "__drawn", { value: watched });
    document.addEventListener("DOMContentLoaded", () => (watched.drawnHeading = document.querySelector("#root h1")));
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        watched.layoutShift += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: "layout-shift", buffered: true });
  });

  await page.goto("/buscador-passagens");
  await expect(page.getByRole("heading", { level: 1, name: "Buscador de Passagens" })).toBeVisible();
  // Hydrated: the drawn controls are released and the tab switch, a React handler, answers.
  await expect(page.locator("#root [inert]")).toHaveCount(0);
  await expect(async () => {
    await page.getByRole("tab", { name: "Teste de scraping" }).click({ timeout: 1_000 });
    await expect(page.getByRole("tab", { name: "Teste de scraping" })).toHaveAttribute("aria-selected", "true", {
      timeout: 1_000,
    });
  }).toPass();

  const watched = await page.evaluate(() => {
    const drawn = (window as unknown as { __drawn: { drawnHeading: Element | null; layoutShift: number } }).__drawn;
    return { sameHeading: drawn.drawnHeading === document.querySelector("#root h1"), layoutShift: drawn.layoutShift };
  });
  expect(watched.sameHeading).toBe(true);
  expect(watched.layoutShift).toBeLessThan(0.01);
  expect(seen.apiCalls).toEqual([]);
  expect(seen.errors).toEqual([]);
});

test("a Firecrawl key kept in this browser shows up on the drawn flight finder, which the server drew without it", async ({
  page,
}) => {
  const seen = watch(page);
  await page.addInitScript(() => window.localStorage.setItem("milheiro:firecrawl-api-key", "fc-guardada-no-navegador"));
  await page.goto("/buscador-passagens");
  await expect(page.locator("#root [inert]")).toHaveCount(0);
  await page.getByRole("tab", { name: "Teste de scraping" }).click();
  await expect(page.getByText("API key configurada neste navegador.")).toBeVisible();
  await expect(page.getByLabel("API key da Firecrawl")).toHaveValue("fc-guardada-no-navegador");
  expect(seen.errors).toEqual([]);
});

test("the home page, the promotions and the courses are adopted with their answers: no API call, no error", async ({
  page,
}) => {
  for (const url of ["/", "/promocoes", "/cursos"]) {
    const seen = watch(page);
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(page.locator("#root [inert]"), url).toHaveCount(0);
    expect(seen.apiCalls, url).toEqual([]);
    expect(seen.errors, url).toEqual([]);
    page.removeAllListeners();
  }
});
