import { expect, test, type Page } from "@playwright/test";
import { addProgram, openDashboardAsNewMember } from "./wallet-ui";
import { moveClockPastTrial, newAccount, signUpThroughForm } from "./support";

// Each test first has the admin grant access in a second browser, before the wallet work itself.
test.describe.configure({ timeout: 60_000 });

async function addAccumulation(page: Page, programName: string, miles: string, paid: string): Promise<void> {
  await page.getByRole("article", { name: programName }).getByRole("button", { name: "Adicionar acúmulo" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Milhas adquiridas").fill(miles);
  await dialog.getByLabel("Valor pago (R$)").fill(paid);
  await dialog.getByRole("button", { name: "Adicionar acúmulo" }).click();
  await expect(page.getByText("Acúmulo adicionado!")).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function openUsageForm(page: Page, amount: string) {
  await page.getByRole("button", { name: "Adicionar transação" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Tipo").selectOption({ label: "Uso" });
  await dialog.getByLabel("Quantidade (milhas)").fill(amount);
  await dialog.getByRole("button", { name: "Adicionar transação" }).click();
  return dialog;
}

test("adding a program replaces the empty state with its card", async ({ page, browser }) => {
  await openDashboardAsNewMember(page, browser);
  await expect(page.getByText("Nenhum programa cadastrado")).toBeVisible();
  await expect(page.getByText("Nenhuma transação registrada")).toBeVisible();
  await addProgram(page, "Smiles", "5000");
  const card = page.getByRole("article", { name: "Smiles" });
  await expect(card.getByText("5.000", { exact: true })).toBeVisible();
  await expect(card.getByText("Não calculado")).toBeVisible();
  await expect(page.getByText("Nenhum programa cadastrado")).toBeHidden();
});

test("a paid accumulation shows its custo do milheiro on the card and in the summary", async ({ page, browser }) => {
  await openDashboardAsNewMember(page, browser);
  await addProgram(page, "LATAM Pass", "0");
  await addAccumulation(page, "LATAM Pass", "10000", "250,00");
  const card = page.getByRole("article", { name: "LATAM Pass" });
  await expect(card.getByText("10.000", { exact: true })).toBeVisible();
  await expect(card.getByText("R$ 25,00")).toBeVisible();
  await expect(page.getByRole("region", { name: "Resumo" }).getByText("R$ 25,00")).toBeVisible();
});

test("a usage transaction lowers the balance and shows in recent activity", async ({ page, browser }) => {
  await openDashboardAsNewMember(page, browser);
  await addProgram(page, "TudoAzul", "20000");
  const dialog = await openUsageForm(page, "4000");
  await expect(page.getByText("Transação adicionada!")).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByRole("article", { name: "TudoAzul" });
  await expect(card.getByText("16.000", { exact: true })).toBeVisible();
  await expect(page.getByText("Nenhuma transação registrada")).toBeHidden();
  // Once in Atividade Recente, once in the Transações history.
  await expect(page.getByText("−4.000")).toHaveCount(2);
  await expect(page.getByText("−4.000").first()).toBeVisible();
});

test("removing a program asks first, then brings back the empty state", async ({ page, browser }) => {
  await openDashboardAsNewMember(page, browser);
  await addProgram(page, "Livelo", "1000");
  await page.getByRole("button", { name: "Remover Livelo" }).click();
  const question = page.getByRole("alertdialog", { name: "Tem certeza que deseja remover este programa?" });
  await question.getByRole("button", { name: "Remover programa" }).click();
  await expect(page.getByText("Programa removido!")).toBeVisible();
  await expect(page.getByText("Nenhum programa cadastrado")).toBeVisible();
});

test("rejected forms explain why, stay open and keep what was typed", async ({ page, browser }) => {
  await openDashboardAsNewMember(page, browser);

  await page.getByRole("button", { name: "Adicionar programa" }).first().click();
  const programDialog = page.getByRole("dialog");
  await programDialog.getByLabel("Saldo (milhas)").fill("3000");
  await programDialog.getByRole("button", { name: "Adicionar programa" }).click();
  await expect(programDialog.getByText("Informe o nome do programa.")).toBeVisible();
  await expect(programDialog.getByLabel("Saldo (milhas)")).toHaveValue("3000");
  await programDialog.getByLabel("Nome do programa").fill("Esfera");
  await programDialog.getByRole("button", { name: "Adicionar programa" }).click();
  await expect(programDialog).toBeHidden();

  const usageDialog = await openUsageForm(page, "999999");
  await expect(page.getByText("Erro ao adicionar transação")).toBeVisible();
  await expect(usageDialog.getByText(/Saldo insuficiente/)).toBeVisible();
  await expect(usageDialog.getByLabel("Quantidade (milhas)")).toHaveValue("999999");
  await expect(usageDialog.getByLabel("Tipo")).toHaveValue("usage");
});

test("a usage can be corrected and then removed from the history, and the balance follows", async ({
  page,
  browser,
}) => {
  await openDashboardAsNewMember(page, browser);
  await addProgram(page, "Azul Fidelidade", "20000");
  const usageDialog = await openUsageForm(page, "4000");
  await expect(page.getByText("Transação adicionada!")).toBeVisible();
  await expect(usageDialog).toBeHidden();
  const card = page.getByRole("article", { name: "Azul Fidelidade" });
  await expect(card.getByText("16.000", { exact: true })).toBeVisible();

  const history = page.getByRole("region", { name: "Transações" });
  const row = history.getByRole("listitem").filter({ hasText: "Azul Fidelidade" });
  await expect(row).toHaveCount(1);
  await expect(row.getByText("Sem descrição")).toBeVisible();
  await row.getByRole("button", { name: /^Editar transação/ }).click();
  const editDialog = page.getByRole("dialog", { name: "Editar transação" });
  await expect(editDialog.getByLabel("Quantidade (milhas)")).toHaveValue("4000");
  await expect(editDialog.getByLabel("Tipo")).toHaveValue("usage");
  await editDialog.getByLabel("Quantidade (milhas)").fill("5000");
  await editDialog.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(page.getByText("Transação atualizada!")).toBeVisible();
  await expect(editDialog).toBeHidden();
  await expect(card.getByText("15.000", { exact: true })).toBeVisible();
  await expect(row.getByText("−5.000")).toBeVisible();

  page.once("dialog", (prompt) => {
    expect(prompt.message()).toBe("Tem certeza que deseja remover esta transação?");
    void prompt.accept();
  });
  await row.getByRole("button", { name: /^Remover transação/ }).click();
  await expect(page.getByText("Transação removida!")).toBeVisible();
  await expect(card.getByText("20.000", { exact: true })).toBeVisible();
  await expect(history.getByRole("listitem")).toHaveCount(0);
});

test("a member without access opening /dashboard lands on /promocoes with 'Acesso restrito'", async ({ page }) => {
  await signUpThroughForm(page, newAccount());
  // Past the trial every new account starts with (docs/decisions/031).
  await moveClockPastTrial(page);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/promocoes$/);
  await expect(page.getByText("Acesso restrito")).toBeVisible();
  await expect(page.getByText("Você precisa de uma assinatura premium para acessar Minha Gestão.")).toBeVisible();
});
