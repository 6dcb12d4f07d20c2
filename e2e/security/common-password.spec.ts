import { expect, test } from "@playwright/test";
import { newAccount } from "../support";

const TOO_COMMON = "Esta senha é muito comum e fácil de adivinhar. Escolha outra senha.";

test("the signup form refuses a common password with a clear message, and takes a better one", async ({ page }) => {
  const account = newAccount("senha-comum");
  await page.goto("/login");
  await page.getByRole("button", { name: /cadastre-se/i }).click();
  await page.getByLabel("Nome Completo").fill(account.name);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Senha").fill("Senha123");
  await page.getByRole("button", { name: "Cadastrar", exact: true }).click();

  await expect(page.getByRole("alert").filter({ hasText: TOO_COMMON })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await page.getByLabel("Senha").fill(account.password);
  await page.getByRole("button", { name: "Cadastrar", exact: true }).click();
  await expect(page.getByText(`Boas-vindas ao Milheiro, ${account.name}! Sua conta está pronta.`)).toBeVisible();
});
