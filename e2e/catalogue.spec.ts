import { expect, test, type Locator, type Page } from "@playwright/test";
import { openAdminTab } from "./support";
import { addProgramFromCatalogue, openDashboardAsNewMember } from "./wallet-ui";

// Each test first has the admin grant access in a second browser, before the wallet work itself.
test.describe.configure({ timeout: 90_000 });

const PHONE = { width: 390, height: 844 };

/** A calculator's result figure, by the label beside it. */
function resultLine(scope: Locator, label: string): Locator {
  return scope.getByText(label, { exact: true }).locator("xpath=following-sibling::dd[1]");
}

async function openCostCalculator(page: Page) {
  await page.getByRole("button", { name: "Calculadora de custo" }).click();
  const dialog = page.getByRole("dialog", { name: "Calculadoras" });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const [device, viewport] of [
  ["desktop", null],
  ["phone", PHONE],
] as const) {
  test(`Livelo from the catalogue: its balance is in pontos and R$ 35,00 is judged against Livelo's own band (${device})`, async ({
    page,
    browser,
  }) => {
    await openDashboardAsNewMember(page, browser);
    if (viewport) await page.setViewportSize(viewport);
    await addProgramFromCatalogue(page, "Livelo");
    const card = page.getByRole("article", { name: "Livelo" });
    await expect(card.getByText("pontos", { exact: true })).toBeVisible();

    await card.getByRole("button", { name: "Adicionar acúmulo" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Pontos adquiridos").fill("20000");
    await dialog.getByLabel("Valor pago (R$)").fill("700,00");
    const verdict = dialog.getByTestId("cost-verdict");
    await expect(verdict).toContainText("R$ 35,00");
    await expect(verdict).toContainText("Boa compra");
    await expect(verdict).not.toContainText("Acima do mercado");
    await expect(verdict).toContainText(
      "Referência Livelo: R$ 35,00 a R$ 42,00, pontospravoar.com/evolucao-programas-milhas-pontos-brasil-compras-pontos, nov/2026",
    );
    await dialog.getByRole("button", { name: "Adicionar acúmulo" }).click();
    await expect(page.getByText("Acúmulo adicionado!")).toBeVisible();
    await expect(card.getByText("20.000", { exact: true })).toBeVisible();
  });
}

test("a program outside the catalogue keeps 'milhas' and gets no verdict", async ({ page, browser }) => {
  await openDashboardAsNewMember(page, browser);
  await page.getByRole("button", { name: "Adicionar programa" }).first().click();
  const form = page.getByRole("dialog");
  await form.getByLabel("Programa do catálogo").selectOption({ label: "Outro (fora do catálogo)" });
  await form.getByLabel("Nome do programa").fill("Clube Xyz");
  await form.getByRole("button", { name: "Adicionar programa" }).click();
  await expect(form).toBeHidden();
  const card = page.getByRole("article", { name: "Clube Xyz" });
  await card.getByRole("button", { name: "Adicionar acúmulo" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Milhas adquiridas").fill("10000");
  await dialog.getByLabel("Valor pago (R$)").fill("350,00");
  await expect(dialog.getByTestId("cost-verdict")).toContainText("Sem referência de mercado para este programa");
});

test("the admin edits a program's reference, audited, and the member's verdict follows", async ({ page, browser }) => {
  const admin = await openAdminTab(browser, "catalogo");
  try {
    await admin.getByRole("button", { name: "Editar Esfera" }).click();
    const dialog = admin.getByRole("dialog", { name: "Editar Esfera" });
    await dialog.getByLabel("Piso (R$)").fill("20,00");
    await dialog.getByLabel("Teto (R$)").fill("30,00");
    await dialog.getByLabel("Fonte da referência").fill("pesquisa-e2e.exemplo.com");
    await dialog.getByLabel("Conferida em").fill("2026-11-20");
    await dialog.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(admin.getByText("Programa do catálogo atualizado!")).toBeVisible();
    const card = admin.getByRole("article", { name: "Esfera" });
    await expect(card).toContainText("R$ 20,00 a R$ 30,00 · pesquisa-e2e.exemplo.com · nov/2026");

    await admin.getByRole("button", { name: "Editar Esfera" }).click();
    const history = admin.getByRole("list", { name: "Histórico de alterações" });
    await expect(history).toContainText("Alterado por");
    await expect(history).toContainText("Piso: R$ 35,00 → R$ 20,00");
    await admin.keyboard.press("Escape");

    // A band upside down is refused next to its field, and nothing changes.
    await admin.getByRole("button", { name: "Editar Esfera" }).click();
    await dialog.getByLabel("Teto (R$)").fill("10,00");
    await dialog.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(dialog.getByText("O teto da faixa não pode ser menor que o piso.")).toBeVisible();
    await admin.keyboard.press("Escape");
  } finally {
    await admin.context().close();
  }

  await openDashboardAsNewMember(page, browser);
  const calculator = await openCostCalculator(page);
  await calculator.getByLabel("Programa").selectOption({ label: "Esfera" });
  await calculator.getByLabel("Pontos adquiridos").fill("10000");
  await calculator.getByLabel("Valor pago (R$)").fill("350,00");
  const verdict = calculator.getByTestId("cost-verdict");
  await expect(verdict).toContainText("Acima do mercado");
  await expect(verdict).toContainText("Referência Esfera: R$ 20,00 a R$ 30,00, pesquisa-e2e.exemplo.com, nov/2026");
});

test("the cost calculator only simulates; recording is its own action", async ({ page, browser }) => {
  await openDashboardAsNewMember(page, browser);
  await addProgramFromCatalogue(page, "Smiles");
  const card = page.getByRole("article", { name: "Smiles" });

  const calculator = await openCostCalculator(page);
  await calculator.getByLabel("Programa").selectOption({ label: "Smiles" });
  await calculator.getByLabel("Milhas adquiridas").fill("10000");
  await calculator.getByLabel("Valor pago (R$)").fill("210,00");
  await expect(calculator.getByTestId("cost-verdict")).toContainText("Dentro do mercado");
  await expect(calculator.getByRole("button", { name: "Adicionar acúmulo" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(calculator).toBeHidden();
  // Nothing was saved: the balance is still 0 and no accumulation is listed.
  await expect(card.getByText("0", { exact: true })).toBeVisible();
  await expect(page.getByText("Acúmulo adicionado!")).toHaveCount(0);

  const again = await openCostCalculator(page);
  await again.getByLabel("Programa").selectOption({ label: "Smiles" });
  await again.getByLabel("Milhas adquiridas").fill("10000");
  await again.getByLabel("Valor pago (R$)").fill("210,00");
  await again.getByRole("button", { name: "Registrar como acúmulo" }).click();
  const form = page.getByRole("dialog", { name: "Adicionar acúmulo" });
  await expect(form.getByLabel("Programa")).toHaveValue(/.+/);
  await expect(form.getByLabel("Milhas adquiridas")).toHaveValue("10000");
  await expect(form.getByLabel("Valor pago (R$)")).toHaveValue("210,00");
  await form.getByRole("button", { name: "Adicionar acúmulo" }).click();
  await expect(page.getByText("Acúmulo adicionado!")).toBeVisible();
  await expect(form).toBeHidden();
  await again.getByRole("button", { name: "Fechar" }).click();
  await expect(again).toBeHidden();
  await expect(card.getByText("10.000", { exact: true })).toBeVisible();
});

test("the transfer calculator hands its figures to the wallet's address", async ({ page, browser }) => {
  await openDashboardAsNewMember(page, browser);
  await page.setViewportSize(PHONE);
  await addProgramFromCatalogue(page, "Esfera");
  await addProgramFromCatalogue(page, "Smiles");
  const calculator = await openCostCalculator(page);
  await calculator.getByRole("tab", { name: "Transferência" }).click();
  await calculator.getByLabel("Programa de origem").selectOption({ label: "Esfera" });
  await calculator.getByLabel("Programa de destino").selectOption({ label: "Smiles" });
  await calculator.getByLabel("Pontos transferidos").fill("10000");
  await calculator.getByLabel("Bônus (%)").fill("80");
  await calculator.getByLabel("Milheiro na origem (R$)").fill("35,00");
  await expect(
    calculator.getByText("A Esfera exige no mínimo 30.000 pontos por transferência; o programa pode recusar."),
  ).toBeVisible();
  await expect(calculator.getByTestId("cost-verdict")).toContainText("R$ 19,44");
  await expect(calculator.getByTestId("cost-verdict")).toContainText("Referência Smiles");
  await calculator.getByRole("button", { name: "Registrar esta transferência" }).click();
  await expect(calculator).toBeHidden();
  // The wallet's 'Transferir pontos' opens filled in, warning of Esfera's minimum from the same catalogue entry.
  await expect(page).toHaveURL(/[?&]pontos=10000&bonus=80$/);
  const form = page.getByRole("dialog", { name: "Transferir pontos" });
  await expect(form.getByLabel("Pontos enviados")).toHaveValue("10000");
  await expect(form.getByLabel("Bônus (%)")).toHaveValue("80");
  await expect(form.getByText(/A Esfera exige no mínimo 30\.000 pontos por transferência/)).toBeVisible();
  // Nothing was written by the calculator: Esfera's balance is as it was.
  await page.keyboard.press("Escape");
  await expect(form).toBeHidden();
  await expect(page.getByRole("article", { name: "Esfera" }).getByText("0", { exact: true })).toBeVisible();
});

test("'Transferir pontos' from the Esfera card warns of Esfera's known minimum", async ({ page, browser }) => {
  await openDashboardAsNewMember(page, browser);
  await addProgramFromCatalogue(page, "Esfera");
  await addProgramFromCatalogue(page, "Smiles");
  await page.getByRole("article", { name: "Esfera" }).getByRole("button", { name: "Transferir pontos" }).click();
  const form = page.getByRole("dialog", { name: "Transferir pontos" });
  // No hand-typed minimum: the catalogue's is the only one.
  await expect(form.getByLabel("Mínimo de transferência da origem")).toHaveCount(0);
  await form.getByLabel("Pontos enviados").fill("20000");
  await expect(form.getByText(/A Esfera exige no mínimo 30\.000 pontos por transferência/)).toBeVisible();
  await form.getByLabel("Pontos enviados").fill("30000");
  await expect(form.getByText(/exige no mínimo/)).toBeHidden();
});

test("the transfer calculator simulates with the catalogue's ratio, and the wallet credits what it showed", async ({
  page,
  browser,
}) => {
  await openDashboardAsNewMember(page, browser);
  await addProgramFromCatalogue(page, "ALL Accor", "20000");
  await addProgramFromCatalogue(page, "LATAM Pass");
  const calculator = await openCostCalculator(page);
  await calculator.getByRole("tab", { name: "Transferência" }).click();
  await calculator.getByLabel("Programa de origem").selectOption({ label: "ALL Accor" });
  await calculator.getByLabel("Programa de destino").selectOption({ label: "LATAM Pass" });
  await calculator.getByLabel("Pontos transferidos").fill("10001");
  await calculator.getByLabel("Bônus (%)").fill("80");
  await calculator.getByLabel("Milheiro na origem (R$)").fill("35,00");
  // 2:1: 10.001 points are 5.000 miles, 80 % more is 4.000; R$ 350,04 over 9.000 miles is R$ 38,89 each thousand.
  await expect(calculator.getByText("Proporção ALL Accor → LATAM Pass: 2:1.")).toBeVisible();
  await expect(resultLine(calculator, "Milhas pela proporção")).toHaveText("5.000");
  await expect(resultLine(calculator, "Milhas de bônus")).toHaveText("4.000");
  await expect(resultLine(calculator, "Milhas recebidas")).toHaveText("9.000");
  await expect(calculator.getByTestId("cost-verdict")).toContainText("R$ 38,89");
  await calculator.getByRole("button", { name: "Registrar esta transferência" }).click();
  const form = page.getByRole("dialog", { name: "Transferir pontos" });
  await expect(form.getByLabel("Proporção: pontos")).toHaveValue("2");
  await expect(form.getByLabel("Proporção: milhas")).toHaveValue("1");
  await expect(form.getByText("O destino recebe 5.000 milhas + 4.000 de bônus.")).toBeVisible();
  await form.getByRole("button", { name: "Transferir pontos" }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole("article", { name: "LATAM Pass" }).getByText("9.000", { exact: true })).toBeVisible();
  await expect(page.getByRole("article", { name: "ALL Accor" }).getByText("9.999", { exact: true })).toBeVisible();
});
