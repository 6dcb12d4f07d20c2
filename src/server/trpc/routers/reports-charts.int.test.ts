import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInSaoPaulo } from "@/shared/domain/plain-date";
import { monthOf } from "@/shared/domain/reports/report-charts";
import { ANA_MOVEMENTS, seedReportWallets, signedMiles, type ReportWallets } from "../../testing/report-fixtures";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";

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

async function currentBalances() {
  const programs = await wallets.ana.caller.wallet.programs.list();
  return Object.fromEntries(programs.map((program) => [program.name, program.balance]));
}

describe("reports.charts: miles in and out per month", () => {
  it("sums the selected movements per month, with every month of the period on the axis", async () => {
    const { monthly } = await wallets.ana.caller.reports.charts({ periodo: 90 });
    const firstMonth = monthOf(addDays(today, -89));
    expect(monthly[0]?.month).toBe(firstMonth);
    expect(monthly.at(-1)?.month).toBe(monthOf(today));

    const expected = new Map<string, { milesIn: number; milesOut: number }>();
    for (const movement of ANA_MOVEMENTS.filter((row) => row.daysAgo < 90)) {
      const month = monthOf(addDays(today, -movement.daysAgo));
      const entry = expected.get(month) ?? { milesIn: 0, milesOut: 0 };
      if (signedMiles(movement) < 0) entry.milesOut += movement.amount;
      else entry.milesIn += movement.amount;
      expected.set(month, entry);
    }
    for (const row of monthly)
      expect(row).toEqual({ month: row.month, ...(expected.get(row.month) ?? { milesIn: 0, milesOut: 0 }) });
  });

  it("follows the type filter and never shows another user's miles", async () => {
    const { monthly } = await wallets.ana.caller.reports.charts({ tipo: "usage" });
    const totals = monthly.reduce(
      (sum, row) => ({ milesIn: sum.milesIn + row.milesIn, milesOut: sum.milesOut + row.milesOut }),
      {
        milesIn: 0,
        milesOut: 0,
      },
    );
    expect(totals).toEqual({ milesIn: 0, milesOut: 3_300 });
  });
});

describe("reports.charts: balance over time per program", () => {
  it("walks back from today's balance day by day over a 7-day period, accumulations included", async () => {
    const { balance } = await wallets.ana.caller.reports.charts({ periodo: 7 });
    expect(balance.granularity).toBe("day");
    expect(balance.buckets).toEqual([6, 5, 4, 3, 2, 1, 0].map((daysAgo) => addDays(today, -daysAgo)));
    const byLabel = Object.fromEntries(balance.programs.map((program) => [program.label, program.balances]));
    // Smiles 10.500 today: +2.000 yesterday, +1.000 (an accumulation without a price) two days ago.
    expect(byLabel["Smiles (123456)"]).toEqual([7_500, 7_500, 7_500, 7_500, 8_500, 10_500, 10_500]);
    // Azul 5.500 today: +1.000 transfer five days ago, −300 usage today.
    expect(byLabel.Azul).toEqual([4_800, 5_800, 5_800, 5_800, 5_800, 5_800, 5_500]);
    expect((await currentBalances()).Smiles).toBe(10_500);
  });

  it("draws the whole history from the month before the first movement, from zero to each current balance", async () => {
    const { balance } = await wallets.ana.caller.reports.charts({});
    expect(balance.granularity).toBe("month");
    const firstMonth = monthOf(addDays(today, -120));
    expect(balance.buckets[1]).toBe(firstMonth);
    expect(balance.buckets.at(-1)).toBe(monthOf(today));
    const balances = await currentBalances();
    const [smiles, azul] = balance.programs;
    expect(smiles?.balances[0]).toBe(0);
    expect(azul?.balances[0]).toBe(0);
    expect(smiles?.balances.at(-1)).toBe(balances.Smiles);
    expect(azul?.balances.at(-1)).toBe(balances.Azul);
  });

  it("draws only the chosen program, whatever the type filter", async () => {
    const all = await wallets.ana.caller.reports.charts({ periodo: 30, programa: wallets.programs.azul.id });
    const usageOnly = await wallets.ana.caller.reports.charts({
      periodo: 30,
      programa: wallets.programs.azul.id,
      tipo: "usage",
    });
    expect(all.balance.programs.map((program) => program.label)).toEqual(["Azul"]);
    expect(usageOnly.balance).toEqual(all.balance);
  });

  it("never draws another user's program", async () => {
    const { balance } = await wallets.ana.caller.reports.charts({ programa: wallets.programs.bruno.id });
    expect(balance.programs).toEqual([]);
    const own = await wallets.ana.caller.reports.charts({});
    expect(own.balance.programs.map((program) => program.label)).toEqual(["Smiles (123456)", "Azul"]);
  });
});
