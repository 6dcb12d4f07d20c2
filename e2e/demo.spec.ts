import { expect, test, type Browser } from "@playwright/test";
import { DEMO_ACCOUNT } from "../src/shared/domain/demo/demo-account";
import { grantPromotionsAccessThroughAdmin } from "./support";
import { addProgram } from "./wallet-ui";

// The demo account is made first (signup, a grant and a program) before the read-only tour.
test.describe.configure({ timeout: 60_000 });

/** The demo account with Minha Gestão and one program, unless a seed already made it. */
async function ensureDemoAccount(browser: Browser): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto("/login?modo=cadastro");
    await page.getByLabel("Nome Completo").fill(DEMO_ACCOUNT.name);
    await page.getByLabel("E-mail").fill(DEMO_ACCOUNT.email);
    await page.getByLabel("Senha").fill("senha-demo-123");
    await page.getByRole("button", { name: "Cadastrar", exact: true }).click();
    const created = page.getByText(/Boas-vindas ao Milheiro/);
    const taken = page.getByRole("alert").filter({ hasText: "Este email já está cadastrado" });
    await expect(created.or(taken)).toBeVisible();
    if (await taken.isVisible()) return;
    await grantPromotionsAccessThroughAdmin(browser, DEMO_ACCOUNT.email);
    await page.goto("/dashboard");
    await addProgram(page, "Smiles", "12000");
  } finally {
    await context.close();
  }
}

test("a visitor explores the demo account read-only: changes answer with a toast, and there is a way out", async ({
  page,
  browser,
}) => {
  await ensureDemoAccount(browser);
  await page.goto("/demo");
  await page.getByRole("button", { name: "Explorar a conta demonstração" }).click();
  // Exact: /minha-conta's notice starts with the same words.
  const banner = page.getByText("Você está na conta demonstração (somente leitura)", { exact: true });
  await expect(banner).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Minha Gestão", level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "Adicionar programa" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Nome do programa").fill("Livelo");
  await dialog.getByRole("button", { name: "Adicionar programa" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Este acesso é somente leitura." })).toBeVisible();
  await page.keyboard.press("Escape");

  await page.goto("/minha-conta");
  await expect(page.getByText(/as configurações da conta ficam indisponíveis/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Excluir minha conta" })).toHaveCount(0);

  await page.getByRole("button", { name: "Sair da demonstração" }).click();
  await expect(page).toHaveURL(/\/demo$/);
  await expect(banner).toBeHidden();
});
