import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";

export interface TestAccount {
  name: string;
  email: string;
  password: string;
}

export function newAccount(prefix = "membro"): TestAccount {
  const id = randomUUID().slice(0, 8);
  return { name: `Pessoa ${id}`, email: `${prefix}-${id}@e2e.milheiro.test`, password: "senha-segura-123" };
}

/** Signs up through the real form and waits for the logged-in header. */
export async function signUpThroughForm(page: Page, account: TestAccount): Promise<void> {
  await page.goto("/login");
  await page.getByRole("button", { name: /cadastre-se/i }).click();
  await expect(page.getByRole("heading", { name: "Crie sua conta gratuita" })).toBeVisible();
  await page.getByLabel("Nome Completo").fill(account.name);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Senha").fill(account.password);
  await page.getByRole("button", { name: "Cadastrar", exact: true }).click();
  await expect(page.getByText(`Olá, ${account.name}`).first()).toBeVisible();
}

export async function logInThroughForm(page: Page, account: Pick<TestAccount, "email" | "password">): Promise<void> {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Faça login em sua conta" })).toBeVisible();
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Senha").fill(account.password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
}
