import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInSaoPaulo } from "@/shared/domain/plain-date";
import { periodStart, type ReportPeriod } from "@/shared/domain/reports/report-filters";
import type { ReportFiltersInput } from "@/shared/schemas/reports";
import {
  ANA_MOVEMENTS,
  seedReportWallets,
  signedMiles,
  type ReportWallets,
  type SeededMovement,
} from "../../testing/report-fixtures";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { anonymousCaller, createActor, expectTRPCError } from "../../testing/wallet-actors";

let database: TestDatabase;
let wallets: ReportWallets;
const today = todayInSaoPaulo();

beforeAll(async () => {
  database = await createTestDatabase();
  wallets = await seedReportWallets(database.db, today);
});

afterAll(async () => {
  await database?.destroy();
});

const BALANCES_NOW = { smiles: 10_500, azul: 5_500 } as const;

/**
 * The docs/product.md §9 totals worked out from the seed, as the oracle for the SQL: in is every
 * credit, out every debit (docs/decisions/032).
 */
function expectedTotals(keep: (movement: SeededMovement) => boolean) {
  const selected = ANA_MOVEMENTS.filter(keep);
  const totalIn = selected.filter((row) => signedMiles(row) > 0).reduce((total, row) => total + row.amount, 0);
  const totalOut = selected.filter((row) => signedMiles(row) < 0).reduce((total, row) => total + row.amount, 0);
  return { totalIn, totalOut, count: selected.length, net: totalIn - totalOut };
}

const within = (period: ReportPeriod) => (movement: SeededMovement) => period === "todos" || movement.daysAgo < period;
const inProgram = (program: SeededMovement["program"]) => (movement: SeededMovement) => movement.program === program;

describe("reports.summary (product §2, §9)", () => {
  it("totals every movement of the ledger by default, accumulations with a price included", async () => {
    expect(await wallets.ana.caller.reports.summary({})).toEqual({
      totalIn: 19_500,
      totalOut: 3_500,
      count: 9,
      net: 16_000,
      balanceStart: 0,
      balanceEnd: 16_000,
    });
  });

  it.each([7, 30, 90, "todos"] as const)(
    "counts only the last %s days, and in − out is how far the balance moved",
    async (periodo) => {
      const summary = await wallets.ana.caller.reports.summary({ periodo });
      expect(summary).toMatchObject(expectedTotals(within(periodo)));
      expect(summary.balanceEnd).toBe(BALANCES_NOW.smiles + BALANCES_NOW.azul);
      expect(summary.balanceEnd - summary.balanceStart).toBe(summary.net);
    },
  );

  it("filters by program, by type, and by both with a period", async () => {
    const { smiles } = wallets.programs;
    expect(await wallets.ana.caller.reports.summary({ programa: smiles.id })).toEqual({
      ...expectedTotals(inProgram("smiles")),
      balanceStart: 0,
      balanceEnd: BALANCES_NOW.smiles,
    });
    expect(await wallets.ana.caller.reports.summary({ tipo: "usage" })).toMatchObject({
      totalIn: 0,
      totalOut: 3_300,
      count: 2,
      net: -3_300,
    });
    // The balance card is the whole balance, whatever type is picked.
    expect(await wallets.ana.caller.reports.summary({ programa: smiles.id, tipo: "usage", periodo: 30 })).toEqual({
      totalIn: 0,
      totalOut: 3_000,
      count: 1,
      net: -3_000,
      balanceStart: BALANCES_NOW.smiles - (-3_000 + 1_000 + 2_000),
      balanceEnd: BALANCES_NOW.smiles,
    });
  });

  it("never counts another user's rows, even when filtered by their program", async () => {
    expect(await wallets.ana.caller.reports.summary({ programa: wallets.programs.bruno.id })).toEqual({
      totalIn: 0,
      totalOut: 0,
      count: 0,
      net: 0,
      balanceStart: 0,
      balanceEnd: 0,
    });
    expect((await wallets.bruno.caller.reports.summary({})).count).toBe(ANA_MOVEMENTS.length);
  });
});

describe("reports.movements", () => {
  it("lists the filtered movements newest first with program, account, signed miles, cost and description", async () => {
    const page = await wallets.ana.caller.reports.movements({ periodo: 7 });
    expect(page.nextCursor).toBeNull();
    expect(
      page.items.map((row) => [
        row.entryDate,
        row.type,
        row.miles,
        row.programName,
        row.programAccountNumber,
        row.description,
        row.amountPaidCents,
      ]),
    ).toEqual([
      [today, "usage", -300, "Azul", null, null, null],
      [addDays(today, -1), "accumulation", 2_000, "Smiles", "123456", "Cartão; fatura de março", null],
      [addDays(today, -2), "accumulation", 1_000, "Smiles", "123456", null, 0],
      [addDays(today, -5), "transfer", 1_000, "Azul", null, '=HYPERLINK("http://x";"ganhe")', null],
    ]);
  });

  it("gives a usage the cost of the lots it took", async () => {
    const page = await wallets.ana.caller.reports.movements({ tipo: "usage", programa: wallets.programs.smiles.id });
    // 3.000 of the 10.000 bought for R$ 210,00 (docs/decisions/029).
    expect(page.items.map((row) => [row.miles, row.costCents])).toEqual([[-3_000, 6_300]]);
  });

  it("keeps every row inside the period and the filters", async () => {
    const start = periodStart(30, today) ?? "";
    const page = await wallets.ana.caller.reports.movements({ periodo: 30, programa: wallets.programs.smiles.id });
    expect(page.items).toHaveLength(3);
    for (const row of page.items) {
      expect(row.entryDate >= start).toBe(true);
      expect(row.programId).toBe(wallets.programs.smiles.id);
    }
  });

  it("shows nothing of another user's, and nothing for their program", async () => {
    const mine = await wallets.ana.caller.reports.movements({});
    expect(mine.items.every((row) => row.description !== "Do Bruno")).toBe(true);
    expect((await wallets.ana.caller.reports.movements({ programa: wallets.programs.bruno.id })).items).toEqual([]);
  });

  it("refuses a cursor the server never issued", async () => {
    await expectTRPCError(wallets.ana.caller.reports.movements({ after: "bm90LWEtY3Vyc29y" }), {
      code: "BAD_REQUEST",
      message: "Página inválida. Volte à primeira página do relatório.",
    });
  });

  it("refuses unknown filters with pt-BR messages", async () => {
    const bad = { periodo: 15 } as unknown as ReportFiltersInput;
    await expectTRPCError(wallets.ana.caller.reports.summary(bad), {
      code: "BAD_REQUEST",
      message: "Período inválido. Use 7, 30, 90 ou todos.",
    });
    await expectTRPCError(wallets.ana.caller.reports.movements({ programa: "smiles" }), {
      code: "BAD_REQUEST",
      message: "Programa inválido.",
    });
  });
});

describe("reports.programs", () => {
  it("offers the caller's programs, oldest first, and nobody else's", async () => {
    expect(await wallets.ana.caller.reports.programs()).toEqual([
      { id: wallets.programs.smiles.id, name: "Smiles", accountNumber: "123456" },
      { id: wallets.programs.azul.id, name: "Azul", accountNumber: null },
    ]);
  });
});

describe("who may read reports (product §6)", () => {
  it("answers visitors UNAUTHORIZED on every procedure", async () => {
    const visitor = anonymousCaller(database.db);
    const calls = [
      visitor.reports.programs(),
      visitor.reports.summary({}),
      visitor.reports.movements({}),
      visitor.reports.charts({}),
    ];
    for (const call of calls) await expectTRPCError(call, { code: "UNAUTHORIZED", message: "Usuário não autenticado" });
  });

  it("serves any logged-in member, even without Minha Gestão access, over an empty wallet", async () => {
    const { caller } = await createActor(database.db, "member");
    expect(await caller.reports.summary({ periodo: 30 })).toEqual({
      totalIn: 0,
      totalOut: 0,
      count: 0,
      net: 0,
      balanceStart: 0,
      balanceEnd: 0,
    });
    expect(await caller.reports.movements({})).toMatchObject({ items: [], nextCursor: null });
    expect(await caller.reports.programs()).toEqual([]);
    const charts = await caller.reports.charts({ programa: randomUUID() });
    expect(charts.balance.programs).toEqual([]);
  });
});
