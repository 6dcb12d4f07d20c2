import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInSaoPaulo } from "@/shared/domain/plain-date";
import { periodStart, REPORT_PERIODS } from "@/shared/domain/reports/report-filters";
import { ENTRY_TYPES } from "@/shared/domain/wallet/entry-kinds";
import type { ReportFilters } from "@/shared/schemas/reports";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createActor, type TestActor } from "../../testing/wallet-actors";

/*
 * The reconciliation invariant of the one ledger (docs/decisions/029), on the read side: for any
 * program and period, what the report says came in minus what went out equals the balance at the
 * end minus the balance at the start; and the cards, the type filter, the table and the charts
 * agree with each other. Random movement sequences, random report filters.
 */

let database: TestDatabase;
const today = todayInSaoPaulo();
const PROGRAMS = ["Livelo", "Smiles", "Azul"] as const;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.destroy();
});

const movementArbitrary = fc.record({
  kind: fc.constantFrom("accumulation", "usage", "expiration", "bonus", "transfer", "correction"),
  daysAgo: fc.integer({ min: 0, max: 130 }),
  program: fc.nat(PROGRAMS.length - 1),
  other: fc.nat(PROGRAMS.length - 1),
  miles: fc.integer({ min: 1, max: 40_000 }),
  // What a thousand cost, R$ 0 to R$ 100: the form refuses absurd prices.
  perThousandCents: fc.integer({ min: 0, max: 10_000 }),
  bonusPercent: fc.constantFrom(0, 25, 80, 100),
  up: fc.boolean(),
});
type Movement = typeof movementArbitrary extends fc.Arbitrary<infer T> ? T : never;

const filtersArbitrary = fc.record({
  program: fc.option(fc.nat(PROGRAMS.length - 1), { nil: undefined }),
  periodo: fc.constantFrom(...REPORT_PERIODS),
});

interface Wallet {
  actor: TestActor;
  ids: string[];
  balances: () => Promise<number[]>;
}

async function newWallet(): Promise<Wallet> {
  const actor = await createActor(database.db);
  const ids: string[] = [];
  for (const name of PROGRAMS) ids.push((await actor.caller.wallet.programs.create({ name, balance: 0 })).id);
  const balances = async () => {
    const listed = await actor.caller.wallet.programs.list();
    return ids.map((id) => listed.find((program) => program.id === id)?.balance ?? Number.NaN);
  };
  return { actor, ids, balances };
}

/**
 * One movement through the wallet's own procedures, dated `daysAgo`; a debit takes at most what
 * the program holds (the service refuses more, which is not what this test is about).
 */
async function apply(wallet: Wallet, movement: Movement, held: readonly number[]): Promise<void> {
  const { caller } = wallet.actor;
  const programId = wallet.ids[movement.program] ?? "";
  const date = addDays(today, -movement.daysAgo);
  const debit = Math.min(movement.miles, held[movement.program] ?? 0);
  switch (movement.kind) {
    case "accumulation":
      await caller.wallet.accumulations.create({
        programId,
        milesAcquired: movement.miles,
        amountPaidCents: Math.round((movement.miles * movement.perThousandCents) / 1000),
        calculationDate: date,
      });
      return;
    case "bonus":
      await caller.wallet.transactions.create({
        programId,
        type: "bonus",
        amount: movement.miles,
        transactionDate: date,
      });
      return;
    case "usage":
    case "expiration":
      if (debit === 0) return;
      await caller.wallet.transactions.create({ programId, type: movement.kind, amount: debit, transactionDate: date });
      return;
    case "correction": {
      // The program form sets the balance; the ledger records the difference as a correction.
      const target = (held[movement.program] ?? 0) + (movement.up ? movement.miles : -debit);
      await caller.wallet.programs.update({ id: programId, name: PROGRAMS[movement.program] ?? "", balance: target });
      return;
    }
    case "transfer": {
      const to = movement.other === movement.program ? (movement.program + 1) % PROGRAMS.length : movement.other;
      if (debit === 0) return;
      await caller.wallet.transfers.create({
        fromProgramId: programId,
        toProgramId: wallet.ids[to] ?? "",
        transferDate: date,
        pointsSent: debit,
        bonusPercent: movement.bonusPercent,
      });
      return;
    }
  }
}

/** Applies the movements oldest first and keeps every program's balance after each, with its day. */
async function replay(wallet: Wallet, movements: readonly Movement[]) {
  // A correction from the program form is dated the day it is typed.
  const dated = movements.map((movement) => (movement.kind === "correction" ? { ...movement, daysAgo: 0 } : movement));
  const ordered = dated.map((movement, index) => ({ movement, index }));
  ordered.sort((a, b) => b.movement.daysAgo - a.movement.daysAgo || a.index - b.index);
  const snapshots: { date: string; balances: number[] }[] = [];
  let held = await wallet.balances();
  for (const { movement } of ordered) {
    await apply(wallet, movement, held);
    held = await wallet.balances();
    snapshots.push({ date: addDays(today, -movement.daysAgo), balances: held });
  }
  return snapshots;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

async function walkPages(wallet: Wallet, filters: ReportFilters) {
  let after: string | null = null;
  let miles = 0;
  let count = 0;
  do {
    const page: Awaited<ReturnType<typeof wallet.actor.caller.reports.movements>> =
      await wallet.actor.caller.reports.movements({ ...filters, after });
    miles += sum(page.items.map((item) => item.miles));
    count += page.items.length;
    after = page.nextCursor;
  } while (after);
  return { miles, count };
}

describe("reports reconcile with the balances (docs/decisions/029)", () => {
  it("in − out over any program and period is the balance at its end minus the balance at its start", async () => {
    await fc.assert(
      fc.asyncProperty(
        // Each program starts with miles bought long ago, so the debits that follow have some to take.
        fc.tuple(
          ...PROGRAMS.map((_, program) =>
            movementArbitrary.map((first) => ({ ...first, kind: "accumulation" as const, daysAgo: 140, program })),
          ),
        ),
        fc.array(movementArbitrary, { minLength: 1, maxLength: 10 }),
        fc.array(filtersArbitrary, { minLength: 1, maxLength: 3 }),
        async (opening, movements, filterChoices) => {
          const wallet = await newWallet();
          const snapshots = await replay(wallet, [...opening, ...movements]);
          const now = await wallet.balances();
          const { caller } = wallet.actor;

          for (const choice of filterChoices) {
            const filters: ReportFilters = {
              periodo: choice.periodo,
              programa: choice.program === undefined ? undefined : wallet.ids[choice.program],
            };
            const selected = (balances: readonly number[]) =>
              choice.program === undefined ? sum(balances) : (balances[choice.program] ?? 0);
            const start = periodStart(choice.periodo, today);
            const before = start ? snapshots.filter((snapshot) => snapshot.date < start).at(-1) : undefined;
            const balanceStart = before ? selected(before.balances) : 0;
            const balanceEnd = selected(now);

            const summary = await caller.reports.summary(filters);
            expect(summary.totalIn - summary.totalOut).toBe(balanceEnd - balanceStart);
            expect(summary).toMatchObject({ balanceStart, balanceEnd, net: balanceEnd - balanceStart });

            // Every movement has exactly one type the filter offers.
            const byType = await Promise.all(ENTRY_TYPES.map((tipo) => caller.reports.summary({ ...filters, tipo })));
            expect(sum(byType.map((row) => row.totalIn))).toBe(summary.totalIn);
            expect(sum(byType.map((row) => row.totalOut))).toBe(summary.totalOut);
            expect(sum(byType.map((row) => row.count))).toBe(summary.count);

            // The table lists exactly the movements the cards count.
            expect(await walkPages(wallet, filters)).toEqual({ miles: summary.net, count: summary.count });

            // The charts: the monthly bars add up to the cards, the balance lines end on today's balances.
            const charts = await caller.reports.charts(filters);
            expect(sum(charts.monthly.map((month) => month.milesIn))).toBe(summary.totalIn);
            expect(sum(charts.monthly.map((month) => month.milesOut))).toBe(summary.totalOut);
            expect(sum(charts.balance.programs.map((program) => program.balances.at(-1) ?? 0))).toBe(balanceEnd);
          }
        },
      ),
      { numRuns: 20 },
    );
  }, 300_000);
});
