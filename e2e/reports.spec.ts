import { readFile } from "node:fs/promises";
import { expect, test, type Download, type Page } from "@playwright/test";
import { addDays, todayInSaoPaulo } from "../src/shared/domain/plain-date";
import { parseCsv } from "../src/server/testing/csv";
import { newAccount, signUpThroughForm } from "./support";
import { addProgram, addTransaction, openDashboardAsNewMember } from "./wallet-ui";

const today = todayInSaoPaulo();
const ddmmyyyy = (isoDate: string) => isoDate.split("-").reverse().join("/");

function filter(page: Page, label: "Tipo" | "Programa" | "Período") {
  return page.getByRole("region", { name: "Filtros" }).getByLabel(label);
}

function summaryCard(page: Page, title: string) {
  return page
    .getByRole("region", { name: "Resumo do relatório" })
    .locator('[data-slot="card"]')
    .filter({ has: page.getByText(title, { exact: true }) });
}

async function expectTotals(page: Page, totals: { acumulado: string; utilizado: string; transacoes: string }) {
  await expect(summaryCard(page, "Total acumulado").getByText(totals.acumulado, { exact: true })).toBeVisible();
  await expect(summaryCard(page, "Total utilizado").getByText(totals.utilizado, { exact: true })).toBeVisible();
  await expect(summaryCard(page, "Transações").getByText(totals.transacoes, { exact: true })).toBeVisible();
}

/** The downloaded file's rows, after checking its name and the UTF-8 BOM Excel needs. */
async function csvRows(download: Download): Promise<string[][]> {
  expect(download.suggestedFilename()).toBe(`relatorio-milheiro-${today}.csv`);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parseCsv(bytes.subarray(3).toString("utf8"));
}

async function exportCsv(page: Page): Promise<string[][]> {
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Exportar CSV" }).click();
  return csvRows(await downloading);
}

test("a visitor is asked to log in and the button leads to /login", async ({ page }) => {
  await page.goto("/relatorios");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Faça login para ver seus relatórios" })).toBeVisible();
  await expect(page).toHaveURL(/\/relatorios$/);
  await main.getByRole("link", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: "Faça login em sua conta" })).toBeVisible();
});

test("filtering by program and period changes the totals, the table, the URL and the CSV", async ({
  page,
  browser,
}) => {
  // A whole journey: sign up, two programs and three transactions through the forms, then the report.
  test.slow();
  await openDashboardAsNewMember(page, browser);
  await addProgram(page, "Smiles", "20000", "123");
  await addProgram(page, "Azul", "10000");
  await addTransaction(page, {
    program: "Smiles",
    type: "Uso",
    amount: "4000",
    date: today,
    description: "Passagem GRU–REC",
  });
  await addTransaction(page, { program: "Smiles", type: "Bônus", amount: "1500", date: addDays(today, -60) });
  await addTransaction(page, {
    program: "Azul",
    type: "Transferência",
    amount: "2500",
    date: addDays(today, -3),
    description: "=1+1",
  });

  await page.getByRole("link", { name: "Gerar relatório" }).click();
  await expect(page.getByRole("heading", { name: "Relatórios", level: 1 })).toBeVisible();
  // The balances typed in the program form are the programs' first entries: 'Correção', in.
  await expectTotals(page, { acumulado: "34.000", utilizado: "4.000", transacoes: "5" });

  await filter(page, "Programa").selectOption({ label: "Smiles (123)" });
  await expect(page).toHaveURL(/programa=/);
  await expectTotals(page, { acumulado: "21.500", utilizado: "4.000", transacoes: "3" });

  await filter(page, "Período").selectOption({ label: "Últimos 30 dias" });
  await expect(page).toHaveURL(/periodo=30/);
  await expectTotals(page, { acumulado: "20.000", utilizado: "4.000", transacoes: "2" });
  const table = page.getByRole("table", { name: "Transações do relatório" });
  await expect(table.getByRole("row")).toHaveCount(3);
  const row = table.getByRole("row").nth(1);
  await expect(row).toContainText(ddmmyyyy(today));
  await expect(row).toContainText("Smiles");
  await expect(row).toContainText("Conta 123");
  await expect(row).toContainText("Uso");
  await expect(row).toContainText("−4.000");
  await expect(row).toContainText("Passagem GRU–REC");

  const header = ["Data", "Programa", "Tipo", "Quantidade", "Descrição", "Valor pago", "Custo", "Custo por milheiro"];
  expect(await exportCsv(page)).toEqual([
    header,
    [ddmmyyyy(today), "Smiles (123)", "Uso", "-4000", "Passagem GRU–REC", "", "R$ 0,00", "R$ 0,00"],
    [ddmmyyyy(today), "Smiles (123)", "Correção", "20000", "Saldo inicial", "", "R$ 0,00", "R$ 0,00"],
  ]);

  // The filtered report is a bookmark: reloading keeps it.
  await page.reload();
  await expectTotals(page, { acumulado: "20.000", utilizado: "4.000", transacoes: "2" });

  await filter(page, "Programa").selectOption({ label: "Todos os programas" });
  await expectTotals(page, { acumulado: "32.500", utilizado: "4.000", transacoes: "4" });
  expect(await exportCsv(page)).toEqual([
    header,
    [ddmmyyyy(today), "Smiles (123)", "Uso", "-4000", "Passagem GRU–REC", "", "R$ 0,00", "R$ 0,00"],
    [ddmmyyyy(today), "Azul", "Correção", "10000", "Saldo inicial", "", "R$ 0,00", "R$ 0,00"],
    [ddmmyyyy(today), "Smiles (123)", "Correção", "20000", "Saldo inicial", "", "R$ 0,00", "R$ 0,00"],
    [ddmmyyyy(addDays(today, -3)), "Azul", "Transferência", "2500", "'=1+1", "", "R$ 0,00", "R$ 0,00"],
  ]);

  await filter(page, "Tipo").selectOption({ label: "Expiração" });
  await expect(page.getByText("Nenhuma transação encontrada")).toBeVisible();
  await expectTotals(page, { acumulado: "0", utilizado: "0", transacoes: "0" });
});

test("the report pages through many movements, draws its charts with a table fallback and fits a phone", async ({
  page,
  browser,
}) => {
  test.slow();
  await openDashboardAsNewMember(page, browser);
  await addProgram(page, "LATAM Pass", "0");
  const programs = await page.request.get("/trpc/wallet.programs.list");
  const programId = ((await programs.json()) as { result: { data: { id: string }[] } }).result.data[0]?.id;
  // 30 bonuses straight through the API the page itself uses: the form would only slow the test down.
  for (let index = 1; index <= 30; index += 1) {
    const response = await page.request.post("/trpc/wallet.transactions.create", {
      headers: { origin: new URL(page.url()).origin },
      data: {
        programId,
        type: "bonus",
        amount: index,
        description: `Bônus ${index}`,
        transactionDate: addDays(today, -(index % 5)),
      },
    });
    expect(response.ok()).toBe(true);
  }
  await addTransaction(page, { program: "LATAM Pass", type: "Uso", amount: "65", date: today });

  await page.goto("/relatorios");
  await expectTotals(page, { acumulado: "465", utilizado: "65", transacoes: "31" });
  const pagination = page.getByRole("navigation", { name: "Paginação" });
  await expect(pagination.getByText("Página 1 de 2")).toBeVisible();
  const table = page.getByRole("table", { name: "Transações do relatório" });
  await expect(table.getByRole("row")).toHaveCount(26);
  await expect(table.getByRole("row").nth(1)).toContainText("−65");
  await expect(table.getByRole("row").nth(1)).toContainText("Sem descrição");
  await pagination.getByRole("button", { name: "Próxima" }).click();
  await expect(pagination.getByText("Página 2 de 2")).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(7);
  await expect(pagination.getByRole("button", { name: "Próxima" })).toBeDisabled();
  await pagination.getByRole("button", { name: "Anterior" }).click();
  await expect(pagination.getByText("Página 1 de 2")).toBeVisible();

  const balanceCard = page.locator('[data-slot="card"]', {
    has: page.getByRole("heading", { name: "Saldo por programa" }),
  });
  await expect(balanceCard.locator(".recharts-surface")).toBeVisible();
  await balanceCard.getByRole("button", { name: "Ver tabela" }).click();
  const balanceTable = balanceCard.getByRole("table", { name: "Saldo de cada programa ao fim de cada período" });
  await expect(balanceTable.getByRole("columnheader", { name: "LATAM Pass" })).toBeVisible();
  // The last month of the whole history ends on today's balance: 465 in, 65 out.
  await expect(balanceTable.getByRole("row").last()).toContainText("400");

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("list", { name: "Transações do relatório" })).toBeVisible();
  await expect(table).toBeHidden();
});

test("the summary cards and the balance chart each say what they count, every movement included", async ({ page }) => {
  await signUpThroughForm(page, newAccount());
  await page.goto("/relatorios");
  await expect(page.getByText("Acúmulos, bônus, transferências recebidas e correções para mais")).toBeVisible();
  await expect(page.getByText("Usos, expirações, transferências enviadas e correções para menos")).toBeVisible();
  await expect(page.getByText(/conta todas as movimentações, por isso não segue o filtro de tipo/)).toBeVisible();
  // Nothing is left out any more, so nothing says it is.
  await expect(page.getByText(/acúmulos com custo/)).toHaveCount(0);

  // A hand-edited address falls back to the defaults; the export refuses it in words.
  await page.goto("/relatorios?tipo=presente&periodo=15");
  await expect(filter(page, "Tipo")).toHaveValue("");
  await expect(filter(page, "Período")).toHaveValue("todos");
  const refused = await page.request.get("/relatorios/exportar.csv?tipo=presente");
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({ error: { message: "Tipo de transação inválido." } });
});
