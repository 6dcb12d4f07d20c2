import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInSaoPaulo } from "@/shared/domain/plain-date";
import { signedInMember, type SignedInMember } from "../testing/account-fixtures";
import { parseCsv } from "../testing/csv";
import { createTestApp, type TestApp } from "../testing/test-app";

/*
 * The member journey of docs/decisions/032, through the real procedures and routes: 20.000 Livelo
 * bought for R$ 700,00, 10.000 Smiles for R$ 210,00, 10.000 Livelo sent to Smiles with an 80 %
 * bonus (expiring in 90 days), 15.000 Smiles redeemed; and an Azul program with an opening balance, a bonus, an
 * expiration and a correction down, so every kind of movement is there. The report's cards, table,
 * CSV and the readable data export agree with each other and with the arithmetic by hand.
 */
let testApp: TestApp;
let ana: SignedInMember;
const today = todayInSaoPaulo();
const ddmmyyyy = (daysAgo: number) => addDays(today, -daysAgo).split("-").reverse().join("/");
const ids = { livelo: "", smiles: "", azul: "" };

beforeAll(async () => {
  testApp = await createTestApp();
  ana = await signedInMember(testApp, { subscribed: true });
  const api = ana.browser.trpc.wallet;
  ids.livelo = (await api.programs.create.mutate({ name: "Livelo" })).id;
  ids.smiles = (await api.programs.create.mutate({ name: "Smiles", accountNumber: "987" })).id;
  ids.azul = (await api.programs.create.mutate({ name: "Azul", balance: 1_000 })).id;
  await api.accumulations.create.mutate({
    programId: ids.livelo,
    milesAcquired: 20_000,
    amountPaidCents: 70_000,
    calculationDate: addDays(today, -10),
  });
  await api.accumulations.create.mutate({
    programId: ids.smiles,
    milesAcquired: 10_000,
    amountPaidCents: 21_000,
    calculationDate: addDays(today, -10),
  });
  await api.transfers.create.mutate({
    fromProgramId: ids.livelo,
    toProgramId: ids.smiles,
    transferDate: addDays(today, -5),
    pointsSent: 10_000,
    bonusPercent: 80,
    // As programs do, the bonus expires sooner: so the redemption takes it first (docs/decisions/029).
    bonusExpiresOn: addDays(today, 90),
  });
  await api.transactions.create.mutate({
    programId: ids.smiles,
    type: "usage",
    amount: 15_000,
    description: "Passagem GRU–LIS",
    transactionDate: today,
  });
  await api.transactions.create.mutate({ programId: ids.azul, type: "bonus", amount: 500, transactionDate: today });
  await api.transactions.create.mutate({
    programId: ids.azul,
    type: "expiration",
    amount: 300,
    transactionDate: today,
  });
  await api.programs.update.mutate({ id: ids.azul, name: "Azul", balance: 1_000 });
}, 60_000);

afterAll(async () => {
  await testApp?.close();
});

async function download(url: string) {
  const response = await testApp.app.inject({ url, cookies: { milheiro_session: ana.browser.sessionToken() ?? "" } });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

const csvRows = (bytes: Uint8Array) => parseCsv(strFromU8(bytes).replace(/^\uFEFF/, ""));

/**
 * Rows in a stable order for comparing: the sides of one transfer share their day and instant, and
 * only their random ids order them (the report's order is proven in reports-pagination.int.test.ts).
 */
const sorted = (rows: readonly string[][]) => [...rows].sort((a, b) => a.join(";").localeCompare(b.join(";")));

describe("the report over every kind of movement", () => {
  it("gives each program's in and out as worked out by hand", async () => {
    const summary = (programa: string) => ana.browser.trpc.reports.summary.query({ programa });
    expect(await summary(ids.livelo)).toMatchObject({ totalIn: 20_000, totalOut: 10_000, balanceEnd: 10_000 });
    expect(await summary(ids.smiles)).toMatchObject({ totalIn: 28_000, totalOut: 15_000, balanceEnd: 13_000 });
    // 1.000 opening + 500 bonus in; 300 expired and 200 corrected away out.
    expect(await summary(ids.azul)).toMatchObject({ totalIn: 1_500, totalOut: 500, balanceEnd: 1_000 });
    expect(await ana.browser.trpc.reports.summary.query({})).toMatchObject({
      totalIn: 49_500,
      totalOut: 25_500,
      net: 24_000,
      balanceStart: 0,
      balanceEnd: 24_000,
    });
  });

  it("lists a transfer as Transferência on both sides, never Uso, and the filter finds both", async () => {
    const page = await ana.browser.trpc.reports.movements.query({ tipo: "transfer" });
    const sides = page.items.map((row) => [row.programName, row.type, row.miles, row.counterpartName]);
    expect(sides).toHaveLength(2);
    expect(sides).toEqual(
      expect.arrayContaining([
        ["Smiles", "transfer", 10_000, "Livelo"],
        ["Livelo", "transfer", -10_000, "Smiles"],
      ]),
    );
    const usages = await ana.browser.trpc.reports.movements.query({ tipo: "usage" });
    expect(usages.items.map((row) => [row.programName, row.miles])).toEqual([["Smiles", -15_000]]);
    const corrections = await ana.browser.trpc.reports.movements.query({ tipo: "correction" });
    expect(corrections.items.map((row) => row.miles).sort((a, b) => a - b)).toEqual([-200, 1_000]);
  });

  it("exports the CSV with the spec's columns first and the money of each movement in reais", async () => {
    const rows = csvRows(await download(`/relatorios/exportar.csv?programa=${ids.smiles}`));
    expect(rows[0]).toEqual([
      "Data",
      "Programa",
      "Tipo",
      "Quantidade",
      "Descrição",
      "Valor pago",
      "Custo",
      "Custo por milheiro",
    ]);
    expect(sorted(rows.slice(1))).toEqual(
      sorted([
        // The 8.000 bonus miles first (they expire first: R$ 155,56), then 7.000 of the oldest lot, the
        // purchase (R$ 147,00 of R$ 210,00).
        [ddmmyyyy(0), "Smiles (987)", "Uso", "-15000", "Passagem GRU–LIS", "", "R$ 302,56", "R$ 20,17"],
        // The bonus and the base share the R$ 350,00 the 10.000 Livelo points cost: R$ 19,44 the thousand.
        [ddmmyyyy(5), "Smiles (987)", "Bônus", "8000", "", "", "R$ 155,56", "R$ 19,45"],
        [ddmmyyyy(5), "Smiles (987)", "Transferência", "10000", "", "", "R$ 194,44", "R$ 19,44"],
        [ddmmyyyy(10), "Smiles (987)", "Acúmulo", "10000", "", "R$ 210,00", "R$ 210,00", "R$ 21,00"],
      ]),
    );
    const livelo = csvRows(await download(`/relatorios/exportar.csv?programa=${ids.livelo}`));
    expect(livelo.slice(1)).toEqual([
      [ddmmyyyy(5), "Livelo", "Transferência", "-10000", "", "", "R$ 350,00", "R$ 35,00"],
      [ddmmyyyy(10), "Livelo", "Acúmulo", "20000", "", "R$ 700,00", "R$ 700,00", "R$ 35,00"],
    ]);
  });
});

describe("'Baixar meus dados' with the ledger", () => {
  it("adds readable spreadsheets beside the JSON, with names, reais and local dates", async () => {
    const files = unzipSync(new Uint8Array(await download("/conta/exportar.zip")));
    const sheet = (name: string) => csvRows(files[`planilhas/${name}.csv`] ?? new Uint8Array());

    const programs = sheet("programas");
    expect(programs[0]).toEqual([
      "Programa",
      "Conta",
      "Saldo",
      "Custo do saldo",
      "Custo médio do milheiro",
      "Vencimento",
      "Bônus pendente",
      "Criado em",
    ]);
    expect(programs.slice(1).map((row) => row.slice(0, 5))).toEqual([
      ["Livelo", "", "10000", "R$ 350,00", "R$ 35,00"],
      // 3.000 left of the purchase (R$ 63,00) and the 10.000 base miles (R$ 194,44).
      ["Smiles", "987", "13000", "R$ 257,44", "R$ 19,80"],
      ["Azul", "", "1000", "R$ 0,00", "Não calculado"],
    ]);

    const ledger = sheet("movimentacoes");
    expect(ledger).toHaveLength(1 + 10);
    expect(ledger[0]?.slice(0, 7)).toEqual(["Data", "Programa", "Origem", "Tipo", "Quantidade", "Valor pago", "Custo"]);
    expect(ledger).toContainEqual(
      expect.arrayContaining([ddmmyyyy(5), "Livelo", "Transferência", "-10000", "R$ 350,00"]),
    );
    expect(ledger).toContainEqual(expect.arrayContaining([ddmmyyyy(0), "Azul", "Correção", "Correção", "-200"]));
    expect(ledger.flat().join(" ")).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);

    expect(sheet("transferencias").slice(1)).toEqual([
      [ddmmyyyy(5), "Livelo", "Smiles", "10000", "1:1", "80%", "10000", "8000", "Creditado", "", "R$ 350,00", ""],
    ]);
    expect(sorted(sheet("lotes").filter((row) => row[0] === "Smiles"))).toEqual(
      sorted([
        ["Smiles", ddmmyyyy(10), "Sem vencimento", "10000", "3000", "R$ 210,00", "R$ 63,00"],
        ["Smiles", ddmmyyyy(5), "Sem vencimento", "10000", "10000", "R$ 194,44", "R$ 194,44"],
        ["Smiles", ddmmyyyy(5), ddmmyyyy(-90), "8000", "0", "R$ 155,56", "R$ 0,00"],
      ]),
    );

    const json = (name: string): Record<string, unknown>[] =>
      JSON.parse(strFromU8(files[`json/${name}.json`] ?? new Uint8Array()));
    expect(json("movimentacoes")).toHaveLength(10);
    expect(json("transferencias")).toEqual([expect.objectContaining({ pointsSent: 10_000, costCents: 35_000 })]);
    expect(strFromU8(files["LEIA-ME.txt"] ?? new Uint8Array())).toContain("planilhas/movimentacoes.csv: 10 linha(s)");
  });
});
