import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { addDays, todayInSaoPaulo } from "../src/shared/domain/plain-date";
import { openAdminTab } from "./support";
import { addProgram, openDashboardAsNewMember } from "./wallet-ui";

test.describe.configure({ timeout: 90_000 });

const today = todayInSaoPaulo();
const brDate = (iso: string) => iso.split("-").reverse().join("/");

async function addTransactionWithExpiry(page: Page, type: "Bônus" | "Uso", amount: string, expiresOn?: string) {
  await page.getByRole("button", { name: "Adicionar transação" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Tipo").selectOption({ label: type });
  await dialog.getByLabel("Quantidade (milhas)").fill(amount);
  if (expiresOn) await dialog.getByLabel("Vencimento destes pontos").fill(expiresOn);
  await dialog.getByRole("button", { name: "Adicionar transação" }).click();
  await expect(page.getByText("Transação adicionada!").first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function addLot(page: Page, program: string, miles: string, calculationDate: string, expiresOn: string) {
  await page.getByRole("article", { name: program }).getByRole("button", { name: "Adicionar acúmulo" }).click();
  const dialog = page.getByRole("dialog");
  // The label follows the program's kind: "Pontos adquiridos" on Livelo and Esfera.
  await dialog.getByLabel(/^(Milhas adquiridas|Pontos adquiridos)$/).fill(miles);
  await dialog.getByLabel("Data").fill(calculationDate);
  await dialog.getByLabel("Vencimento destes pontos").fill(expiresOn);
  await dialog.getByRole("button", { name: "Adicionar acúmulo" }).click();
  await expect(page.getByText("Acúmulo adicionado!").first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test("two lots: a usage takes the earlier one first, and its alert reaches the bell after the job runs", async ({
  page,
  browser,
}) => {
  await openDashboardAsNewMember(page, browser);
  await addProgram(page, "Livelo", "0");
  await addLot(page, "Livelo", "5000", today, addDays(today, 200));
  await addTransactionWithExpiry(page, "Bônus", "3000", addDays(today, 5));
  await addTransactionWithExpiry(page, "Uso", "2000");

  const card = page.getByRole("article", { name: "Livelo" });
  // Livelo is matched to its catalogue entry by name, so its balance is in pontos (docs/decisions/034).
  await expect(card.getByText(`1.000 pontos em ${brDate(addDays(today, 5))}`)).toBeVisible();
  await card.getByRole("button", { name: "Lotes com vencimento (2)" }).click();
  const lots = card.getByRole("list", { name: "Lotes de Livelo" }).getByRole("listitem");
  await expect(lots.nth(0)).toContainText("1.000 pontos de 3.000");
  await expect(lots.nth(1)).toContainText("5.000 pontos");
  await expect(lots.nth(1)).not.toContainText(" de ");
  await expect(page.getByRole("region", { name: "Resumo" }).getByText("1.000", { exact: true })).toBeVisible();

  const admin = await openAdminTab(browser, "configuracoes");
  try {
    const notifications = admin.getByRole("region", { name: "Notificações" });
    await notifications.getByRole("button", { name: "Executar verificação de alertas" }).click();
    await expect(admin.getByText("Verificação de alertas agendada!")).toBeVisible();
  } finally {
    await admin.context().close();
  }

  // The worker polls every two seconds; the bell refreshes on each page load. The bell's code loads
  // after the page (components/header.tsx): each load waits for it, whatever it says, before
  // reading its count.
  const bell = page.getByRole("button", { name: "Notificações (1 não lidas)" });
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("button", { name: /^Notificações/ })).toBeVisible();
    await expect(bell).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await bell.click();
  const panel = page.getByRole("dialog", { name: "Notificações" });
  await expect(panel.getByText("1.000 milhas do Livelo vencem em 5 dias")).toBeVisible();
  await panel.getByRole("link", { name: "Ver Livelo" }).click();
  await expect(page.getByRole("button", { name: "Notificações", exact: true })).toBeVisible();
});

test("an expired lot is expired in one click", async ({ page, browser }) => {
  await openDashboardAsNewMember(page, browser);
  await addProgram(page, "Esfera", "0");
  await addLot(page, "Esfera", "1200", addDays(today, -40), addDays(today, -1));
  const card = page.getByRole("article", { name: "Esfera" });
  await card.getByRole("button", { name: "Lotes com vencimento (1)" }).click();
  await card.getByRole("button", { name: "Expirar" }).click();
  await expect(page.getByText("Expiração registrada!")).toBeVisible();
  await expect(card.getByText("0", { exact: true })).toBeVisible();
  await expect(card.getByText("Sem vencimento")).toBeVisible();
});

test("a pending bonus is confirmed into the balance, on a phone", async ({ page, browser }) => {
  await openDashboardAsNewMember(page, browser);
  // After signing up: the sign-up helper reads the greeting, which a phone keeps in the closed menu.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Adicionar programa" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Nome do programa").fill("Smiles");
  await dialog.getByLabel("Saldo (milhas)").fill("1000");
  await dialog.getByLabel("Bônus pendente (milhas)").fill("2500");
  await dialog.getByLabel("Crédito do bônus esperado em").fill(addDays(today, -2));
  await dialog.getByRole("button", { name: "Adicionar programa" }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole("article", { name: "Smiles" });
  await expect(card.getByText(`Esperado para ${brDate(addDays(today, -2))}`)).toBeVisible();
  await card.getByRole("button", { name: "Confirmar crédito" }).click();
  await expect(page.getByText("Bônus creditado!")).toBeVisible();
  await expect(card.getByText("3.500", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "Confirmar crédito" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Notificações", exact: true })).toBeVisible();
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`the bell lists the soonest expiry first, urgent ones in red, one line each (${viewport.width} px)`, async ({
    page,
    browser,
  }) => {
    await openDashboardAsNewMember(page, browser);
    await page.setViewportSize(viewport);
    await addProgram(page, "Livelo", "0");
    await addLot(page, "Livelo", "8500", today, addDays(today, 85));
    await addLot(page, "Livelo", "500", today, addDays(today, 5));
    await addLot(page, "Livelo", "2000", today, addDays(today, 20));

    const admin = await openAdminTab(browser, "configuracoes");
    try {
      await admin.getByRole("button", { name: "Executar verificação de alertas" }).click();
      await expect(admin.getByText("Verificação de alertas agendada!")).toBeVisible();
    } finally {
      await admin.context().close();
    }
    const bell = page.getByRole("button", { name: "Notificações (3 não lidas)" });
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole("button", { name: /^Notificações/ })).toBeVisible();
      await expect(bell).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 45_000 });
    await bell.click();

    const items = page.getByRole("dialog", { name: "Notificações" }).getByRole("listitem");
    await expect(items).toHaveCount(3);
    await expect(items).toContainText([
      `500 milhas do Livelo vencem em 5 dias (${brDate(addDays(today, 5))})`,
      `2.000 milhas do Livelo vencem em 20 dias (${brDate(addDays(today, 20))})`,
      `8.500 milhas do Livelo vencem em 85 dias (${brDate(addDays(today, 85))})`,
    ]);
    await expect(items.nth(0).getByRole("img", { name: "Urgente" })).toBeVisible();
    await expect(items.nth(1).getByRole("img", { name: "Urgente" })).toHaveCount(0);
    const { violations } = await new AxeBuilder({ page }).include("[role=dialog]").analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
    await items.nth(0).getByRole("link", { name: "Ver Livelo" }).click();
    await expect(page).toHaveURL(/\/dashboard#programa-/);
  });
}
