import { expect, test, type Browser, type Page } from "@playwright/test";
import { trialWindow } from "../src/shared/domain/payments/trial";
import { formatPlainDate } from "../src/shared/format";
import { mutate } from "./api";
import { asAdmin } from "./course-fixtures";
import { moveClockPastTrial, newAccount } from "./support";
import { addProgram } from "./wallet-ui";

/**
 * Three plans, one list, and the PRO trial (docs/decisions/031), as a new member lives them: the
 * trial from /welcome, Minha Gestão at once, the trial's end (the server's test clock moved for
 * this browser only), the free plan's reports, Promoções, the switch to PRO and a paid course.
 */
test.describe.configure({ timeout: 90_000 });

async function paidCourse(browser: Browser): Promise<{ id: string; title: string }> {
  return asAdmin(browser, async (admin) => {
    const title = `Curso PRO ${Date.now()}`;
    const course = await mutate<{ id: string }>(admin, "courses.admin.create", {
      title,
      description: "Aberto pelo PRO.",
      isFree: false,
      priceCents: 19_700,
      status: "published",
    });
    const courseModule = await mutate<{ id: string }>(admin, "courses.admin.modules.create", { courseId: course.id });
    await mutate(admin, "courses.admin.lessons.create", { moduleId: courseModule.id });
    return { id: course.id, title };
  });
}

async function payOnCheckout(page: Page, button: string, price: string): Promise<void> {
  const checkoutTab = page.waitForEvent("popup");
  await page.getByRole("button", { name: button, exact: true }).click();
  const checkout = await checkoutTab;
  await expect(checkout.getByText(price)).toBeVisible();
  await checkout.getByRole("button", { name: "Pagar com cartão" }).click();
  await expect(checkout.getByRole("heading", { name: "Pagamento Realizado!" })).toBeVisible();
  await checkout.close();
}

async function trialJourney(page: Page, browser: Browser) {
  const course = await paidCourse(browser);
  const account = newAccount("teste");

  await page.goto("/welcome");
  await page.getByRole("article", { name: "Plano PRO" }).getByRole("link", { name: "Começar teste grátis" }).click();
  await expect(page.getByRole("heading", { name: "Crie sua conta gratuita" })).toBeVisible();
  await page.getByLabel("Nome Completo").fill(account.name);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Senha").fill(account.password);
  await page.getByRole("button", { name: "Cadastrar", exact: true }).click();
  await expect(page.getByText(`Boas-vindas ao Milheiro, ${account.name}! Sua conta está pronta.`)).toBeVisible();

  // Minha Gestão opens at once, with the trial's end date.
  const until = `Teste grátis até ${formatPlainDate(trialWindow(new Date()).lastDay)}`;
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Minha Gestão", level: 1 })).toBeVisible();
  await expect(page.getByText(until)).toBeVisible();
  await addProgram(page, "Smiles", "12000");
  await page.goto("/minha-assinatura");
  await expect(page.getByRole("region", { name: "Meu plano" }).getByText(until)).toBeVisible();
  // The trial opens no paid course.
  await page.goto(`/curso/${course.id}`);
  await expect(page.getByRole("button", { name: "Comprar Curso" })).toBeVisible();

  // Past the end: nothing deleted, Minha Gestão asks for a plan, reports stay open.
  await moveClockPastTrial(page);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/promocoes$/);
  await expect(page.getByText("Acesso restrito")).toBeVisible();
  await expect(page.getByRole("article", { name: "Plano Promoções" })).toBeVisible();
  await page.goto("/relatorios");
  await expect(page.getByRole("heading", { name: "Relatórios", level: 1 })).toBeVisible();
  // The program added during the trial is still there, in the reports' program filter.
  await expect(page.locator("option", { hasText: "Smiles" })).toHaveCount(1);

  await page.goto("/promocoes");
  await payOnCheckout(page, "Assinar Mensal", "R$ 19,90");
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Minha Gestão", level: 1 })).toBeVisible();

  await page.goto("/minha-assinatura");
  const subscription = page.getByRole("region", { name: "Assinatura mensal" });
  await expect(subscription.getByRole("heading", { name: "Assinatura mensal — Promoções" })).toBeVisible();
  await expect(subscription.getByText(/Próxima cobrança: R\$ 19,90 em/)).toBeVisible();
  await subscription.getByRole("button", { name: "Mudar para o PRO" }).click();
  await page
    .getByRole("dialog", { name: "Mudar para o PRO?" })
    .getByRole("button", { name: "Confirmar mudança" })
    .click();
  await expect(page.getByText("Pronto! Agora você é PRO.")).toBeVisible();
  await expect(subscription.getByRole("heading", { name: "Assinatura mensal — PRO" })).toBeVisible();
  await expect(subscription.getByText(/Próxima cobrança: R\$ 29,90 em/)).toBeVisible();

  await page.goto(`/curso/${course.id}`);
  await page.getByRole("link", { name: "Começar Curso" }).click();
  await expect(page.getByRole("heading", { name: "Nova Aula", level: 2 })).toBeVisible();
  await expect(page.getByText("Aula exclusiva para quem tem o curso")).toHaveCount(0);
}

test("a visitor starts the trial, uses Minha Gestão, and after it ends subscribes and moves to PRO", async ({
  page,
  browser,
}) => {
  await trialJourney(page, browser);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the same journey at 390 px, the trial's date in the header menu", async ({ page, browser }) => {
    await trialJourney(page, browser);
  });

  test("the header menu says until when the trial runs", async ({ page }) => {
    const account = newAccount("menu");
    await page.goto("/login?modo=cadastro");
    await page.getByLabel("Nome Completo").fill(account.name);
    await page.getByLabel("E-mail").fill(account.email);
    await page.getByLabel("Senha").fill(account.password);
    await page.getByRole("button", { name: "Cadastrar", exact: true }).click();
    await expect(page.getByText(`Boas-vindas ao Milheiro, ${account.name}! Sua conta está pronta.`)).toBeVisible();
    await page.getByRole("button", { name: "Abrir menu" }).click();
    const menu = page.getByRole("navigation", { name: "Menu de navegação" });
    const until = `Teste grátis até ${formatPlainDate(trialWindow(new Date()).lastDay)}`;
    await menu.getByRole("link", { name: until }).click();
    await expect(page).toHaveURL(/\/minha-assinatura$/);
    await expect(page.getByRole("region", { name: "Meu plano" }).getByText(until)).toBeVisible();
  });
});

test("every page shows each plan at the same price", async ({ page }) => {
  const notes = {
    "Plano Grátis": ["R$ 0,00", "para sempre"],
    "Plano Promoções": ["R$ 19,90", "ou R$ 169,90 por ano, em até 10x de R$ 16,99 sem juros"],
    "Plano PRO": ["R$ 29,90", "ou R$ 299,90 por ano (17% off)"],
  } as const;
  const shown = {
    "/welcome": ["Plano Grátis", "Plano PRO"],
    "/planos": Object.keys(notes),
    "/precos": Object.keys(notes),
    "/promocoes": ["Plano Promoções", "Plano PRO"],
  } as const;
  for (const [path, plans] of Object.entries(shown)) {
    await page.goto(path);
    for (const plan of plans as readonly (keyof typeof notes)[]) {
      const card = page.getByRole("article", { name: plan, exact: true });
      const [price, note] = notes[plan];
      await expect(card.getByText(price, { exact: true }), `${path} ${plan}`).toBeVisible();
      await expect(card.getByText(note, { exact: true }), `${path} ${plan}`).toBeVisible();
    }
    await expect(page.getByRole("article", { name: /^Plano / })).toHaveCount(plans.length);
  }
});
