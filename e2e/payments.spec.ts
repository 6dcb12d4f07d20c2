import { expect, test, type Page } from "@playwright/test";
import { mutate, query } from "./api";
import { logInAsAdmin, moveClockPastTrial, newAccount, signUpThroughForm } from "./support";

/**
 * Payments end to end in the offline test mode (no STRIPE_SECRET_KEY): the real stripe SDK talks
 * to the app's own Stripe-compatible server, whose checkout page ('Modo de teste') is clicked here,
 * and whose signed events reach our webhook route.
 */
/** The monthly plan through the 'Assinar Mensal' button: the checkout opens in a new tab, paid by card. */
async function subscribeMonthly(page: Page): Promise<Page> {
  await page.goto("/promocoes");
  const checkoutTab = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Assinar Mensal" }).click();
  const checkout = await checkoutTab;
  await expect(checkout.getByRole("status").filter({ hasText: "Modo de teste" })).toBeVisible();
  await expect(checkout.getByText("R$ 19,90")).toBeVisible();
  await checkout.getByRole("button", { name: "Pagar com cartão" }).click();
  await expect(checkout.getByRole("heading", { name: "Pagamento Realizado!" })).toBeVisible();
  await expect(checkout.getByText("Pagamento confirmado!")).toBeVisible();
  return checkout;
}

test("a visitor clicking 'Assinar' is asked to log in", async ({ page }) => {
  await page.goto("/promocoes");
  await page.getByRole("button", { name: "Assinar Mensal" }).click();
  await expect(page.getByText("Login necessário")).toBeVisible();
  await expect(page.getByText("Faça login para assinar o acesso às promoções.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("a member subscribes monthly and gets the promotions feed and Minha Gestão", async ({ page }) => {
  await signUpThroughForm(page, newAccount());
  // Past the 14-day trial every signup starts (docs/decisions/031): only the subscription opens the feed now.
  await moveClockPastTrial(page);
  const tab = await subscribeMonthly(page);
  await tab.getByRole("link", { name: "Continuar" }).click();
  await expect(tab).toHaveURL(/\/promocoes/);
  await expect(tab.getByText("Somente ativas")).toBeVisible();
  await expect(tab.getByRole("button", { name: "Assinar Mensal" })).toHaveCount(0);
  await tab.goto("/dashboard");
  await expect(tab.getByRole("heading", { name: "Minha Gestão", level: 1 })).toBeVisible();
});

test("a member on the trial who subscribes stops being offered the plans on /promocoes at once", async ({ page }) => {
  await signUpThroughForm(page, newAccount());
  // On the trial the feed is open, with the plans offered to keep it afterwards.
  await page.goto("/promocoes");
  await expect(page.getByText("Somente ativas")).toBeVisible();
  await expect(page.getByRole("heading", { name: /assine para continuar depois/ })).toBeVisible();
  const tab = await subscribeMonthly(page);
  // The tab that paid navigates within the app: the session it holds must follow the payment.
  await tab.getByRole("link", { name: "Continuar" }).click();
  await expect(tab).toHaveURL(/\/promocoes/);
  await expect(tab.getByText("Somente ativas")).toBeVisible();
  await expect(tab.getByRole("heading", { name: /assine para continuar depois/ })).toHaveCount(0);
  await expect(tab.getByRole("button", { name: "Assinar Mensal" })).toHaveCount(0);
});

test("a member buys a course with Pix: pending, then confirmed, and the course opens", async ({ browser, page }) => {
  // Two accounts, a course built through the API and the test mode's Pix clearing 4 s after payment.
  test.setTimeout(60_000);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logInAsAdmin(admin);
  const course = await mutate<{ id: string }>(admin, "courses.admin.create", {
    title: "Curso comprado com Pix",
    description: "Para o teste de pagamento.",
    isFree: false,
    priceCents: 49_700,
    status: "published",
  });
  const courseModule = await mutate<{ id: string }>(admin, "courses.admin.modules.create", { courseId: course.id });
  await mutate(admin, "courses.admin.lessons.create", { moduleId: courseModule.id });
  await adminContext.close();

  await signUpThroughForm(page, newAccount());
  await page.goto(`/curso/${course.id}`);
  await page.getByRole("button", { name: "Comprar Curso" }).click();
  const choice = page.getByRole("dialog", { name: "Comprar Curso" });
  await expect(choice.getByRole("button", { name: "10x de R$ 58,00" })).toBeVisible();
  // The instalments state their total and rate (docs/decisions/031).
  await expect(choice.getByText("Parcelado: 10x de R$ 58,00 (total R$ 580,00, 2,91% a.m.)")).toBeVisible();
  const checkoutTab = page.waitForEvent("popup");
  await choice.getByRole("button", { name: "À vista R$ 497,00" }).click();
  const checkout = await checkoutTab;
  await expect(checkout.getByText("R$ 497,00")).toBeVisible();
  await checkout.getByRole("button", { name: "Pagar com Pix" }).click();
  await expect(checkout.getByRole("heading", { name: "Verificando pagamento..." })).toBeVisible();
  await expect(checkout.getByText("Aguarde alguns instantes para a confirmação.")).toBeVisible();
  await expect(checkout.getByRole("heading", { name: "Pagamento Realizado!" })).toBeVisible({ timeout: 20_000 });
  expect((await query<{ hasAccess: boolean }>(checkout, "courses.detail", { id: course.id })).hasAccess).toBe(true);
  await checkout.getByRole("link", { name: "Continuar" }).click();
  await expect(checkout).toHaveURL(new RegExp(`/curso/${course.id}$`));
  await checkout.getByRole("link", { name: "Começar Curso" }).click();
  await expect(checkout.getByRole("heading", { name: "Nova Aula", level: 2 })).toBeVisible();
  await expect(checkout.getByText("Aula exclusiva para quem tem o curso")).toHaveCount(0);
});

test("a cancelled checkout lands on 'Pagamento Cancelado' and grants nothing", async ({ page }) => {
  await signUpThroughForm(page, newAccount());
  await page.goto("/promocoes");
  const checkoutTab = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Assinar Anual" }).click();
  const checkout = await checkoutTab;
  await expect(checkout.getByText("R$ 169,90")).toBeVisible();
  await checkout.getByRole("button", { name: "Cancelar e voltar" }).click();
  await expect(checkout.getByRole("heading", { name: "Pagamento Cancelado" })).toBeVisible();
  await checkout.goto("/promocoes");
  await expect(checkout.getByRole("button", { name: "Assinar Anual" })).toBeVisible();
  await checkout.goto("/minha-assinatura");
  await expect(checkout.getByText("Nenhum pagamento ainda")).toBeVisible();
});

test("the member cancels the subscription on 'Minha assinatura' and keeps access until the period's end", async ({
  page,
}) => {
  await signUpThroughForm(page, newAccount());
  const tab = await subscribeMonthly(page);
  await tab.goto("/");
  await tab.getByRole("banner").getByRole("link", { name: "Minha assinatura" }).click();
  await expect(tab.getByRole("heading", { name: "Minha assinatura", level: 1 })).toBeVisible();
  const subscription = tab.getByRole("region", { name: "Assinatura mensal" });
  // The plan, and its next charge (docs/decisions/031).
  await expect(subscription.getByRole("heading", { name: "Assinatura mensal — Promoções" })).toBeVisible();
  await expect(subscription.getByText(/Próxima cobrança: R\$ 19,90 em \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expect(tab.getByRole("region", { name: "Meus pagamentos" }).getByText("R$ 19,90")).toBeVisible();
  await expect(
    tab.getByRole("region", { name: "Meus pagamentos" }).getByRole("link", { name: "Recibo" }),
  ).toBeVisible();

  await subscription.getByRole("button", { name: "Cancelar assinatura" }).click();
  await tab
    .getByRole("dialog", { name: "Cancelar assinatura?" })
    .getByRole("button", { name: "Confirmar cancelamento" })
    .click();
  await expect(tab.getByText("Assinatura cancelada. Seu acesso continua até o fim do período pago.")).toBeVisible();
  await expect(subscription.getByText(/Cancelada: seu acesso termina em \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expect(subscription.getByRole("button", { name: "Reativar" })).toBeVisible();
  await expect(tab.getByRole("region", { name: "Meus acessos" }).getByText("Promoções e Minha Gestão")).toBeVisible();

  await tab.goto("/promocoes");
  await expect(tab.getByText("Somente ativas")).toBeVisible();
});
