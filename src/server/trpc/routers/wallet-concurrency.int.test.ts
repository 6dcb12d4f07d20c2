import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRPCError } from "@trpc/server";
import { asc, eq } from "drizzle-orm";
import { mileLots } from "../../db/schema";
import { walletScopeOf } from "../../services/access/wallet-scope";
import { replayProgram } from "../../services/wallet/ledger/replay";
import { refuseEdit } from "../../services/wallet/program-balance";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createActor, expectLedgerConsistent, programLedger, type TestActor } from "../../testing/wallet-actors";

/**
 * Balances never lie, even under load: on PostgreSQL these calls really run side by side on a
 * pool of connections (on PGlite they queue on its single connection, and must agree too).
 */
let database: TestDatabase;
let ana: TestActor;

beforeAll(async () => {
  database = await createTestDatabase();
  ana = await createActor(database.db);
});

afterAll(async () => {
  await database?.destroy();
});

const day = "2026-03-09";
const range = (count: number) => Array.from({ length: count }, (_, index) => index);

async function movementsOf(programId: string) {
  const accumulations = (await ana.caller.wallet.accumulations.list()).filter((row) => row.programId === programId);
  const transactions = (await ana.caller.wallet.transactions.list()).filter((row) => row.programId === programId);
  return { accumulations, transactions };
}

describe("concurrent balance changes", () => {
  it("100 accumulations and 100 usages at once leave the balance exact to the unit", async () => {
    const initial = 11_000;
    const program = await ana.caller.wallet.programs.create({ name: "Smiles", balance: initial });
    const { caller } = ana;

    const accumulations = range(100).map((i) =>
      caller.wallet.accumulations.create({
        programId: program.id,
        milesAcquired: 10 + i,
        // Every third is free, so the average moves while usages are being priced.
        amountPaidCents: i % 3 === 0 ? 0 : 100 + i,
        calculationDate: day,
      }),
    );
    const usages = range(100).map((i) =>
      caller.wallet.transactions.create({ programId: program.id, type: "usage", amount: 50 + i, transactionDate: day }),
    );
    await Promise.all([...accumulations, ...usages]);

    const added = range(100).reduce((total, i) => total + 10 + i, 0); // 5.950
    const used = range(100).reduce((total, i) => total + 50 + i, 0); // 9.950
    const [final] = (await caller.wallet.programs.list()).filter((row) => row.id === program.id);
    expect(final?.balance).toBe(initial + added - used);
    expect(final?.balance).toBe(7_000);

    const rows = await movementsOf(program.id);
    expect(rows.accumulations).toHaveLength(100);
    expect(rows.transactions).toHaveLength(100);
    const sumIn = rows.accumulations.reduce((total, row) => total + row.milesAcquired, 0);
    const sumOut = rows.transactions.reduce((total, row) => total + row.amount, 0);
    expect(final?.balance).toBe(initial + sumIn - sumOut);
    expect(final?.usageCostCents).toBe(rows.transactions.reduce((total, row) => total + (row.costCents ?? 0), 0));
    await expectLedgerConsistent(database.db, program.id);
  });

  it("never spends the same miles twice when usages outrun the balance", async () => {
    const program = await ana.caller.wallet.programs.create({ name: "Azul", balance: 0 });
    const { caller } = ana;
    const results = await Promise.allSettled([
      ...range(100).map(() =>
        caller.wallet.accumulations.create({ programId: program.id, milesAcquired: 10, calculationDate: day }),
      ),
      ...range(100).map(() =>
        caller.wallet.transactions.create({ programId: program.id, type: "usage", amount: 15, transactionDate: day }),
      ),
    ]);

    const accumulationResults = results.slice(0, 100);
    const usageResults = results.slice(100);
    expect(accumulationResults.every((result) => result.status === "fulfilled")).toBe(true);
    const refused = usageResults.filter((result) => result.status === "rejected");
    for (const result of refused) {
      expect(result.reason).toBeInstanceOf(TRPCError);
      expect(result.reason).toMatchObject({
        code: "CONFLICT",
        message: expect.stringMatching(/^Saldo insuficiente: o programa tem/),
      });
    }
    const applied = usageResults.length - refused.length;
    expect(applied).toBeLessThanOrEqual(66); // 1.000 miles in, 15 per usage

    const ledger = await programLedger(database.db, program.id);
    expect(ledger.balance).toBe(1_000 - 15 * applied);
    expect((await movementsOf(program.id)).transactions).toHaveLength(applied);
    await expectLedgerConsistent(database.db, program.id);
  });

  it("deletes one accumulation once, however many requests race for it", async () => {
    const program = await ana.caller.wallet.programs.create({ name: "LATAM", balance: 0 });
    const row = await ana.caller.wallet.accumulations.create({
      programId: program.id,
      milesAcquired: 500,
      amountPaidCents: 1_000,
      calculationDate: day,
    });
    const results = await Promise.allSettled(
      range(20).map(() => ana.caller.wallet.accumulations.delete({ id: row.id })),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of results.filter((item) => item.status === "rejected")) {
      expect(result.reason).toMatchObject({ code: "NOT_FOUND" });
    }
    expect(await programLedger(database.db, program.id)).toMatchObject({
      balance: 0,
      heldCostCents: 0,
      lotRemaining: 0,
    });
  });

  it("applies racing edits of one usage one after the other", async () => {
    const program = await ana.caller.wallet.programs.create({ name: "Livelo", balance: 10_000 });
    const usage = await ana.caller.wallet.transactions.create({
      programId: program.id,
      type: "usage",
      amount: 100,
      transactionDate: day,
    });
    await Promise.all(
      range(30).map((i) =>
        ana.caller.wallet.transactions.update({
          id: usage.id,
          programId: program.id,
          type: "usage",
          amount: 100 + i,
          transactionDate: day,
        }),
      ),
    );
    const [stored] = (await movementsOf(program.id)).transactions;
    const ledger = await programLedger(database.db, program.id);
    expect(ledger.balance).toBe(10_000 - (stored?.amount ?? 0));
    await expectLedgerConsistent(database.db, program.id);
  });

  it("re-derives the lots in turn: racing dated movements leave the lots a fresh re-derivation gives", async () => {
    const program = await ana.caller.wallet.programs.create({ name: "Esfera", balance: 0 });
    const { caller } = ana;
    const dayOf = (i: number) => `2026-01-${String(1 + (i % 28)).padStart(2, "0")}`;
    await Promise.allSettled([
      ...range(30).map((i) =>
        caller.wallet.accumulations.create({
          programId: program.id,
          milesAcquired: 100 + i,
          calculationDate: dayOf(i),
          expiresOn: `2027-02-${String(1 + (i % 28)).padStart(2, "0")}`,
        }),
      ),
      ...range(30).map((i) =>
        caller.wallet.transactions.create({
          programId: program.id,
          type: "bonus",
          amount: 200 + i,
          transactionDate: dayOf(i + 7),
          expiresOn: `2026-12-${String(1 + (i % 28)).padStart(2, "0")}`,
        }),
      ),
      // Some may find the balance short at their turn; the lots must match whatever committed.
      ...range(20).map(() =>
        caller.wallet.transactions.create({ programId: program.id, type: "usage", amount: 150, transactionDate: day }),
      ),
    ]);
    const lots = () =>
      database.db
        .select({
          id: mileLots.id,
          miles: mileLots.miles,
          remaining: mileLots.remaining,
          expiresOn: mileLots.expiresOn,
        })
        .from(mileLots)
        .where(eq(mileLots.programId, program.id))
        .orderBy(asc(mileLots.id));
    const stored = await lots();
    expect(stored).toHaveLength(60);
    await database.db.transaction((tx) => replayProgram(tx, walletScopeOf(ana), program.id, refuseEdit, 0));
    expect(await lots()).toEqual(stored);
    await expectLedgerConsistent(database.db, program.id);
  });
});
