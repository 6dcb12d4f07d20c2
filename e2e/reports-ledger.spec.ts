import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { addDays, todayInSaoPaulo } from "../src/shared/domain/plain-date";
import { parseCsv } from "../src/server/testing/csv";
import { mutate } from "./api";
import { addProgram, addTransaction, openDashboardAsNewMember } from "./wallet-ui";

/*
 * The member journey of docs/decisions/032 on a desktop and on a phone: 20.000 Livelo bought for
 * R$ 700,00, 10.000 Smiles for R$ 210,00, 10.000 Livelo sent to Smiles with an 80 % bonus, 15.000
 * Smiles redeemed. The report's cards, charts, table and CSV agree with each other and with the
 * arithmetic by hand: Livelo in 20.000, out 10.000; Smiles in 28.000, out 15.000.
 * The purchases go through the API the pages use (their form has its own journey); the transfer
 * through 'Transferir pontos' and the redemption through the transaction form.
 */
const today = todayInSaoPaulo();
const ddmmyyyy = (isoDate: string) => isoDate.split("-").reverse().join("/");

interface Program {
  id: string;
  name: string;
}

async function memberJourney(page: Page, browser: Parameters<typeof openDashboardAsNewMember>[1]) {
  await openDashboardAsNewMember(page, browser);
  await addProgram(page, "Livelo", "0");
  await addProgram(page, "Smiles", "0");
  const programs = await page.request.get("/trpc/wallet.programs.list");
  const listed = ((await programs.json()) as { result: { data: Program[] } }).result.data;
  const idOf = (name: string) => listed.find((program) => program.name === name)?.id ?? "";
  await mutate(page, "wallet.accumulations.create", {
    programId: idOf("Livelo"),
    milesAcquired: 20_000,
    amountPaidCents: 70_000,
    calculationDate: addDays(today, -10),
  });
  await mutate(page, "wallet.accumulations.create", {
    programId: idOf("Smiles"),
    milesAcquired: 10_000,
    amountPaidCents: 21_000,
    calculationDate: addDays(today, -10),
  });
  await page.reload();

  await page.getByRole("button", { name: "Transferir pontos" }).first().click();
  const transfer = page.getByRole("dialog", { name: "Transferir pontos" });
  await transfer.getByLabel("Origem", { exact: true }).selectOption({ label: "Livelo" });
  await transfer.getByLabel("Destino", { exact: true }).selectOption({ label: "Smiles" });
  await transfer.getByLabel("Pontos enviados").fill("10000");
  await transfer.getByLabel("Data").fill(addDays(today, -5));
  await transfer.getByLabel("Bônus (%)").fill("80");
  // The bonus expires sooner, as programs do, so the redemption takes it first.
  await transfer.getByLabel("Vencimento do bônus").fill(addDays(today, 90));
  await transfer.getByRole("button", { name: "Transferir pontos" }).click();
  await expect(page.getByText("Transferência registrada!")).toBeVisible();
  await expect(transfer).toBeHidden();

  await addTransaction(page, { program: "Smiles", type: "Uso", amount: "15000", date: today, description: "GRU–LIS" });
}

function card(page: Page, title: string) {
  return page
    .getByRole("region", { name: "Resumo do relatório" })
    .locator('[data-slot="card"]')
    .filter({ has: page.getByText(title, { exact: true }) });
}

async function expectCards(page: Page, cards: { entrou: string; saiu: string; fim: string; inicio: string }) {
  await expect(card(page, "Total acumulado").getByText(cards.entrou, { exact: true })).toBeVisible();
  await expect(card(page, "Total utilizado").getByText(cards.saiu, { exact: true })).toBeVisible();
  await expect(card(page, "Saldo ao fim do período").getByText(cards.fim, { exact: true })).toBeVisible();
  await expect(card(page, "Saldo ao fim do período")).toContainText(`No início do período: ${cards.inicio}`);
}

/** The chart's data table, as numbers: the first column names each row. */
async function chartTable(page: Page, heading: string, caption: string): Promise<string[][]> {
  const chart = page.locator('[data-slot="card"]', { has: page.getByRole("heading", { name: heading }) });
  await chart.getByRole("button", { name: "Ver tabela" }).click();
  const rows = chart.getByRole("table", { name: caption }).getByRole("row");
  return (await rows.allInnerTexts()).map((row) => row.split("\t").map((cell) => cell.trim()));
}

const miles = (text: string | undefined) => Number((text ?? "").replaceAll(".", ""));

for (const device of [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
]) {
  test.describe(`on a ${device.name}`, () => {
    test.use({ viewport: device.viewport });

    test("the report's cards, charts, table and CSV agree with the wallet and with the arithmetic by hand", async ({
      page,
      browser,
    }) => {
      test.slow();
      await memberJourney(page, browser);
      await page.goto("/relatorios");
      await expectCards(page, { entrou: "48.000", saiu: "25.000", fim: "23.000", inicio: "0" });

      // Each program's balance line is drawn (a line, not a dot) and ends on the wallet's balance.
      await expect(page.locator(".recharts-line-curve")).toHaveCount(2);
      for (const path of await page.locator(".recharts-line-curve").all()) {
        expect(await path.getAttribute("d")).toMatch(/L/);
      }
      const balances = await chartTable(page, "Saldo por programa", "Saldo de cada programa ao fim de cada período");
      expect(balances[0]?.slice(1)).toEqual(["Livelo", "Smiles"]);
      expect(balances.at(-1)?.slice(1)).toEqual(["10.000", "13.000"]);
      // Entradas and Saídas by month add up to the cards.
      const flow = (await chartTable(page, "Entradas e saídas por mês", "Entradas e saídas de milhas por mês")).slice(
        1,
      );
      expect(flow.reduce((sum, row) => sum + miles(row[1]), 0)).toBe(48_000);
      expect(flow.reduce((sum, row) => sum + miles(row[2]), 0)).toBe(25_000);

      const program = page.getByRole("region", { name: "Filtros" }).getByLabel("Programa");
      await program.selectOption({ label: "Livelo" });
      await expectCards(page, { entrou: "20.000", saiu: "10.000", fim: "10.000", inicio: "0" });
      const movements =
        device.name === "phone"
          ? page.getByRole("list", { name: "Transações do relatório" }).getByRole("listitem")
          : page.getByRole("table", { name: "Transações do relatório" }).getByRole("row");
      // The points sent read Transferência, to Smiles, with what they cost; never Uso.
      const sent = movements.filter({ hasText: "Para Smiles" });
      await expect(sent).toContainText("Transferência");
      await expect(sent).toContainText("−10.000");
      await expect(sent).toContainText("R$ 350,00");
      await expect(movements.filter({ hasText: "Uso" })).toHaveCount(0);

      await program.selectOption({ label: "Smiles" });
      await expectCards(page, { entrou: "28.000", saiu: "15.000", fim: "13.000", inicio: "0" });
      await expect(movements.filter({ hasText: "De Livelo" })).toHaveCount(2);
      await expect(movements.filter({ hasText: "GRU–LIS" })).toContainText("−15.000");

      await program.selectOption({ label: "Todos os programas" });
      const downloading = page.waitForEvent("download");
      await page.getByRole("link", { name: "Exportar CSV" }).click();
      const bytes = await readFile(await (await downloading).path());
      const [header, ...rows] = parseCsv(bytes.subarray(3).toString("utf8"));
      expect(header).toEqual([
        "Data",
        "Programa",
        "Tipo",
        "Quantidade",
        "Descrição",
        "Valor pago",
        "Custo",
        "Custo por milheiro",
      ]);
      const flows = (name: string) => {
        const quantities = rows.filter((row) => row[1] === name).map((row) => Number(row[3]));
        return {
          in: quantities.filter((value) => value > 0).reduce((sum, value) => sum + value, 0),
          out: -quantities.filter((value) => value < 0).reduce((sum, value) => sum + value, 0),
        };
      };
      expect(flows("Livelo")).toEqual({ in: 20_000, out: 10_000 });
      expect(flows("Smiles")).toEqual({ in: 28_000, out: 15_000 });
      expect(rows).toContainEqual([
        ddmmyyyy(addDays(today, -10)),
        "Livelo",
        "Acúmulo",
        "20000",
        "",
        "R$ 700,00",
        "R$ 700,00",
        "R$ 35,00",
      ]);
      // The redemption took the 8.000 bonus miles (R$ 155,56) and 7.000 of the purchase (R$ 147,00).
      expect(rows).toContainEqual([ddmmyyyy(today), "Smiles", "Uso", "-15000", "GRU–LIS", "", "R$ 302,56", "R$ 20,17"]);
      expect(rows.filter((row) => row[2] === "Uso")).toHaveLength(1);
    });
  });
}
