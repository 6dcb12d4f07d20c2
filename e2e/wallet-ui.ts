import { expect, type Browser, type Page } from "@playwright/test";
import { grantPromotionsAccessThroughAdmin, newAccount, signUpThroughForm } from "./support";

/**
 * Signs up as a new member (a wallet of its own, so tests run in parallel without seeing each
 * other's data), has the admin grant 'promocoes' in the admin UI, and lands on Minha Gestão.
 */
export async function openDashboardAsNewMember(page: Page, browser: Browser): Promise<void> {
  const member = newAccount("gestor");
  await signUpThroughForm(page, member);
  await grantPromotionsAccessThroughAdmin(browser, member.email);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Minha Gestão", level: 1 })).toBeVisible();
}

export async function addProgram(page: Page, name: string, balance: string, accountNumber?: string): Promise<void> {
  await page.getByRole("button", { name: "Adicionar programa" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Nome do programa").fill(name);
  if (accountNumber) await dialog.getByLabel("Número da conta").fill(accountNumber);
  await dialog.getByLabel("Saldo (milhas)").fill(balance);
  await dialog.getByRole("button", { name: "Adicionar programa" }).click();
  // An earlier toast may still be on screen; the closed dialog is what proves this save.
  await expect(page.getByText("Programa adicionado!").first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Adds a program by picking it from the catalogue, as a member would. */
export async function addProgramFromCatalogue(page: Page, entry: string, balance?: string): Promise<void> {
  await page.getByRole("button", { name: "Adicionar programa" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Programa do catálogo").selectOption({ label: entry });
  // Picking the entry fills the name and its usual validity, and speaks of its kind.
  await expect(dialog.getByLabel("Nome do programa")).toHaveValue(entry);
  if (balance) await dialog.getByLabel(/^Saldo \(/).fill(balance);
  await dialog.getByRole("button", { name: "Adicionar programa" }).click();
  await expect(page.getByText("Programa adicionado!").first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

export interface TransactionFields {
  program: string;
  type: "Acúmulo" | "Uso" | "Transferência" | "Bônus" | "Expiração";
  amount: string;
  date: string;
  description?: string;
}

export async function addTransaction(page: Page, fields: TransactionFields): Promise<void> {
  await page.getByRole("button", { name: "Adicionar transação" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Programa").selectOption({ label: fields.program });
  await dialog.getByLabel("Tipo").selectOption({ label: fields.type });
  await dialog.getByLabel("Quantidade (milhas)").fill(fields.amount);
  if (fields.description) await dialog.getByLabel("Descrição").fill(fields.description);
  await dialog.getByLabel("Data").fill(fields.date);
  await dialog.getByRole("button", { name: "Adicionar transação" }).click();
  await expect(page.getByText("Transação adicionada!").first()).toBeVisible();
  await expect(dialog).toBeHidden();
}
