import { expect, test } from "@playwright/test";
import { grantPromotionsAccessThroughAdmin, moveClockPastTrial, newAccount, signUpThroughForm } from "./support";

test("an unknown address answers 404 and shows the 404 page, in pt-BR around the spec's title", async ({ page }) => {
  const response = await page.goto("/rota-que-nao-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found", level: 1 })).toBeVisible();
  await expect(page.getByText("Não encontramos esta página.")).toBeVisible();
  await expect(page).toHaveTitle(/Página não encontrada/);
  await page
    .getByRole("link", { name: /início|home/i })
    .last()
    .click();
  await expect(page).toHaveURL(/\/$/);
});

test("Minha Gestão without access shows 'Acesso restrito' and lands on /promocoes", async ({ page }) => {
  await signUpThroughForm(page, newAccount());
  // Past the trial every new account starts with (docs/decisions/031).
  await moveClockPastTrial(page);
  await page.goto("/");
  await page
    .getByRole("banner")
    .getByRole("button", { name: /Minha Gestão/ })
    .click();
  await expect(page.getByText("Acesso restrito")).toBeVisible();
  await expect(page.getByText("Você precisa de uma assinatura premium para acessar Minha Gestão.")).toBeVisible();
  await expect(page).toHaveURL(/\/promocoes$/);
});

test("Minha Gestão for a visitor goes to /login", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Entrar" })).toBeVisible();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile menu opens with the same items", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Abrir menu" }).click();
    const menu = page.getByRole("navigation", { name: /menu/i }).last();
    await expect(menu.getByRole("link", { name: "Cursos" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Buscador de Passagens" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Promoções" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Entrar" })).toBeVisible();
    await menu.getByRole("link", { name: "Cursos" }).click();
    await expect(page).toHaveURL(/\/cursos$/);
  });
});

test("robots.txt and the sitemap are real files, not the app's page", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(robots.headers()["content-type"]).toContain("text/plain");
  expect(await robots.text()).toMatch(/^User-agent: \*\nAllow: \//);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  expect(await sitemap.text()).toContain("/buscador-passagens</loc>");
});

test("/payment-canceled is the finished page: nothing charged, back and 'Ver Cursos'", async ({ page }) => {
  await page.goto("/promocoes");
  await page.goto("/payment-canceled");
  await expect(page.getByRole("heading", { name: "Pagamento Cancelado", level: 1 })).toBeVisible();
  await expect(page.getByText("Nenhuma cobrança foi realizada")).toBeVisible();
  await expect(page.getByText("Em breve")).toHaveCount(0);
  await page.getByRole("button", { name: "Voltar" }).click();
  await expect(page).toHaveURL(/\/promocoes$/);
  await page.goto("/payment-canceled");
  await page.getByRole("link", { name: "Ver Cursos" }).click();
  await expect(page).toHaveURL(/\/cursos$/);
});

test("/welcome's free plan lists only what a free account opens; PRO adds Minha Gestão, the household and promotion alerts", async ({
  page,
}) => {
  await page.goto("/welcome");
  const plan = (name: string) =>
    page.locator('[data-slot="card"]').filter({ has: page.getByRole("heading", { name, exact: true }) });
  // Three plans, one list (docs/decisions/031): Grátis has reports and the export, not Minha Gestão.
  await expect(plan("Grátis").getByRole("listitem")).toHaveCount(5);
  await expect(plan("Grátis")).not.toContainText(/Minha Gestão|Dashboard|promoções/i);
  await expect(plan("Grátis")).toContainText("Relatórios");
  await expect(plan("PRO").getByRole("listitem")).toHaveCount(10);
  await expect(plan("PRO")).toContainText("Minha Gestão");
  await expect(plan("PRO")).toContainText("Milhas da família");
  await expect(plan("PRO")).toContainText("Alertas de promoções");
});

test("when the API fails, Minha Gestão shows the error once its quick retries are spent and recovers on its own", async ({
  page,
  browser,
}) => {
  // The admin grants Minha Gestão in a second browser first.
  test.slow();
  const member = newAccount("falha");
  await signUpThroughForm(page, member);
  await grantPromotionsAccessThroughAdmin(browser, member.email);
  // Any call that asks for wallet data, alone or batched behind another procedure (catalogue.list).
  const walletCalls = "**/trpc/*wallet.**";
  await page.route(walletCalls, (route) => route.abort("failed"));
  let failedCalls = 0;
  page.on("requestfailed", (request) => {
    if (/\/trpc\/[^?]*wallet\./.test(request.url())) failedCalls += 1;
  });
  // A page opened from its address comes rendered by the server with its data (docs/decisions/037):
  // the browser's own calls are the ones of a navigation inside the app. From the page's first call
  // to the API: the wait measured is the failing requests' retries, not the download.
  await page.goto("/");
  const firstCall = page.waitForRequest(/\/trpc\/[^?]*wallet\./);
  // The header's button answers once the page is hydrated.
  await expect(async () => {
    await page
      .getByRole("banner")
      .getByRole("button", { name: /Minha Gestão/ })
      .first()
      .click({ timeout: 1_000 });
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 1_000 });
  }).toPass();
  await firstCall;
  const started = Date.now();
  await expect(page.getByRole("heading", { name: "Algo deu errado" })).toBeVisible();
  // The call and its three retries (50, 100 and 200 ms apart: query-client.test.ts) all failed, and
  // the page said so well before React Query's default waits (7 s) would have ended. On an idle
  // machine this takes about a second; the bound leaves room for a loaded CI runner.
  expect(failedCalls).toBeGreaterThanOrEqual(4);
  expect(Date.now() - started).toBeLessThan(6_000);
  await expect(page.getByRole("button", { name: "Tentar novamente" })).toBeVisible();
  // The API is back: the page returns without a click.
  await page.unroute(walletCalls);
  await expect(page.getByRole("heading", { name: "Minha Gestão", level: 1 })).toBeVisible({ timeout: 15_000 });
});
