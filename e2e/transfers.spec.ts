import { expect, test, type Locator, type Page } from "@playwright/test";
import { addDays, todayInSaoPaulo } from "../src/shared/domain/plain-date";
import { addProgram, addTransaction, openDashboardAsNewMember } from "./wallet-ui";

// 'Transferir pontos' and the cost per lot (docs/decisions/029), as a member lives it; every
// figure checked here is worked out by hand in the comments.
test.describe.configure({ timeout: 120_000 });

const today = todayInSaoPaulo();
const yesterday = addDays(today, -1);

const card = (page: Page, name: string) => page.getByRole("article", { name });
const detail = (scope: Locator, label: string) =>
  scope.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
const summary = (page: Page) => page.getByRole("region", { name: "Resumo" });

async function buy(page: Page, program: string, miles: string, paid: string, date: string) {
  await card(page, program).getByRole("button", { name: "Adicionar acúmulo" }).click();
  const dialog = page.getByRole("dialog");
  // The label follows the program's kind (docs/decisions/034): "Pontos adquiridos" on Livelo.
  await dialog.getByLabel(/^(Milhas adquiridas|Pontos adquiridos)$/).fill(miles);
  await dialog.getByLabel("Valor pago (R$)").fill(paid);
  await dialog.getByLabel("Data").fill(date);
  await dialog.getByRole("button", { name: "Adicionar acúmulo" }).click();
  await expect(dialog).toBeHidden();
}

/** Livelo: 20.000 for R$ 700,00 (R$ 35,00); Smiles: 10.000 for R$ 210,00 (R$ 21,00). */
async function liveloAndSmiles(page: Page) {
  await addProgram(page, "Livelo", "0");
  await addProgram(page, "Smiles", "0");
  await buy(page, "Livelo", "20000", "700,00", yesterday);
  await buy(page, "Smiles", "10000", "210,00", yesterday);
  await expect(detail(card(page, "Livelo"), "Custo médio do milheiro")).toHaveText("R$ 35,00");
  await expect(detail(card(page, "Smiles"), "Custo médio do milheiro")).toHaveText("R$ 21,00");
}

async function openTransfer(page: Page) {
  await page.getByRole("button", { name: "Transferir pontos" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Transferir pontos" });
  await dialog.getByLabel("Origem", { exact: true }).selectOption({ label: "Livelo" });
  await dialog.getByLabel("Destino", { exact: true }).selectOption({ label: "Smiles" });
  return dialog;
}

for (const viewport of [
  { name: "desktop", size: { width: 1280, height: 900 } },
  { name: "phone", size: { width: 390, height: 844 } },
]) {
  test(`buy, transfer with a pending 80 % bonus, confirm it, redeem: every figure agrees (${viewport.name})`, async ({
    page,
    browser,
  }) => {
    await openDashboardAsNewMember(page, browser);
    await page.setViewportSize(viewport.size);
    await liveloAndSmiles(page);

    const dialog = await openTransfer(page);
    await dialog.getByLabel("Pontos enviados").fill("10000");
    await dialog.getByLabel("Bônus (%)").fill("80");
    await dialog.getByLabel("Bônus", { exact: true }).selectOption({ label: "Pendente" });
    await dialog.getByLabel("Crédito previsto do bônus").fill(addDays(today, 10));
    await dialog.getByLabel("Vencimento do bônus").fill(addDays(today, 365));
    await expect(dialog.getByText("O destino recebe 10.000 milhas + 8.000 de bônus (pendente).")).toBeVisible();
    await dialog.getByRole("button", { name: "Transferir pontos" }).click();
    await expect(page.getByText("Transferência registrada!")).toBeVisible();
    await expect(dialog).toBeHidden();

    // Livelo keeps 10.000 that cost R$ 350,00; Smiles holds 20.000 (R$ 210 + R$ 350 carried) = R$ 28,00.
    const livelo = card(page, "Livelo");
    const smiles = card(page, "Smiles");
    await expect(livelo.getByText("10.000", { exact: true })).toBeVisible();
    await expect(detail(livelo, "Custo médio do milheiro")).toHaveText("R$ 35,00");
    await expect(smiles.getByText("20.000", { exact: true })).toBeVisible();
    await expect(detail(smiles, "Custo médio do milheiro")).toHaveText("R$ 28,00");
    await expect(detail(smiles, "Bônus pendente")).toHaveText("8.000 milhas");
    // Livelo's side went out as a transfer, never a usage: no "Gasto em usos".
    await expect(detail(livelo, "Gasto em usos")).toHaveCount(0);
    // R$ 910,00 over 30.000 held.
    await expect(summary(page).getByText("30.000", { exact: true })).toBeVisible();
    await expect(summary(page).getByText("R$ 30,33")).toBeVisible();
    const history = page.getByRole("list", { name: "Histórico de transações" });
    await expect(history.getByText("Transferência · Livelo → Smiles")).toBeVisible();
    await expect(history.getByText("Custo levado: R$ 350,00 (R$ 35,00 por milheiro)")).toBeVisible();

    // The bonus lands later: 18.000 for R$ 350,00, R$ 19,44 a thousand; Smiles R$ 560,00 over 28.000.
    await smiles.getByRole("button", { name: "Confirmar crédito" }).click();
    await expect(page.getByText("Bônus creditado!")).toBeVisible();
    await expect(smiles.getByText("28.000", { exact: true })).toBeVisible();
    await expect(detail(smiles, "Custo médio do milheiro")).toHaveText("R$ 20,00");
    await expect(history.getByText("Custo levado: R$ 350,00 (R$ 19,44 por milheiro)")).toBeVisible();
    await expect(summary(page).getByText("R$ 23,95")).toBeVisible();

    // Redeem 15.000 Smiles: the dated bonus lot first (8.000, R$ 155,56), then the oldest purchase
    // (7.000 at R$ 21,00, R$ 147,00): R$ 302,56. Left: 13.000 costing R$ 257,44 (R$ 19,80).
    await addTransaction(page, { program: "Smiles", type: "Uso", amount: "15000", date: today });
    await expect(smiles.getByText("13.000", { exact: true })).toBeVisible();
    await expect(detail(smiles, "Gasto em usos")).toHaveText("R$ 302,56");
    await expect(detail(smiles, "Custo médio do milheiro")).toHaveText("R$ 19,80");
    // R$ 350,00 + R$ 257,44 over 23.000.
    await expect(summary(page).getByText("23.000", { exact: true })).toBeVisible();
    await expect(summary(page).getByText("R$ 26,41")).toBeVisible();

    // Its miles are spent now, so the transfer can no longer be undone, and says why.
    page.once("dialog", (prompt) => void prompt.accept());
    await history.getByRole("button", { name: /Remover transferência: Livelo → Smiles/ }).click();
    await expect(
      page.getByText("Não é possível remover esta transferência: parte das milhas creditadas em Smiles já foi usada."),
    ).toBeVisible();
    await expect(smiles.getByText("13.000", { exact: true })).toBeVisible();
  });
}

test("removing a transfer restores both programs; an overdraw is refused in words", async ({ page, browser }) => {
  await openDashboardAsNewMember(page, browser);
  await liveloAndSmiles(page);

  const refused = await openTransfer(page);
  await refused.getByLabel("Pontos enviados").fill("30000");
  await refused.getByRole("button", { name: "Transferir pontos" }).click();
  await expect(refused.getByText("Saldo insuficiente: Livelo tem 20.000 pontos.")).toBeVisible();
  await expect(refused.getByLabel("Pontos enviados")).toHaveValue("30000");
  await refused.getByRole("button", { name: "Cancelar" }).click();

  const dialog = await openTransfer(page);
  await dialog.getByLabel("Pontos enviados").fill("10000");
  await dialog.getByLabel("Bônus (%)").fill("80");
  await dialog.getByRole("button", { name: "Transferir pontos" }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, "Smiles").getByText("28.000", { exact: true })).toBeVisible();

  page.once("dialog", (prompt) => {
    expect(prompt.message()).toBe(
      "Tem certeza que deseja remover esta transferência? Os pontos voltam para Livelo e as milhas saem de Smiles.",
    );
    void prompt.accept();
  });
  await page.getByRole("button", { name: /Remover transferência: Livelo → Smiles/ }).click();
  await expect(page.getByText("Transferência removida!")).toBeVisible();
  await expect(card(page, "Livelo").getByText("20.000", { exact: true })).toBeVisible();
  await expect(detail(card(page, "Livelo"), "Custo médio do milheiro")).toHaveText("R$ 35,00");
  await expect(card(page, "Smiles").getByText("10.000", { exact: true })).toBeVisible();
  await expect(detail(card(page, "Smiles"), "Custo médio do milheiro")).toHaveText("R$ 21,00");
});

test("the transfer calculator's hand-off opens 'Transferir pontos' filled in, warning below a minimum", async ({
  page,
  browser,
}) => {
  await openDashboardAsNewMember(page, browser);
  await addProgram(page, "Esfera", "40000");
  await addProgram(page, "Smiles", "0");
  const ids = await page
    .locator('[id^="programa-"]')
    .evaluateAll((cards) => cards.map((element) => element.id.replace("programa-", "")));
  await page.goto(`/dashboard?transferir=1&origem=${ids[0]}&destino=${ids[1]}&pontos=20000&bonus=100`);
  const dialog = page.getByRole("dialog", { name: "Transferir pontos" });
  await expect(dialog.getByLabel("Pontos enviados")).toHaveValue("20000");
  await expect(dialog.getByLabel("Bônus (%)")).toHaveValue("100");
  // Esfera's minimum comes from its catalogue entry, not from the address.
  await expect(
    dialog.getByText("A Esfera exige no mínimo 30.000 pontos por transferência; o programa pode recusar.", {
      exact: false,
    }),
  ).toBeVisible();
  await expect(dialog.getByText("O destino recebe 20.000 milhas + 20.000 de bônus.")).toBeVisible();
  await dialog.getByRole("button", { name: "Transferir pontos" }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, "Smiles").getByText("40.000", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});
