import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestDatabase } from "../../testing/test-database";
import { expectLedgerConsistent, expectTRPCError, type TestActor } from "../../testing/wallet-actors";
import { programState, programWithAverage, startTwoMembers, WALLET_TEST_DAY } from "../../testing/wallet-members";

let database: TestDatabase;
let ana: TestActor;

beforeAll(async () => ({ database, ana } = await startTwoMembers()));
afterAll(async () => {
  await database?.destroy();
});

const day = WALLET_TEST_DAY;

describe("editing transactions", () => {
  it("undoes the old effect and applies the new one on the same program", async () => {
    const program = await programWithAverage(ana, 0, [{ miles: 10_000, cents: 20_000 }]);
    const row = await ana.caller.wallet.transactions.create({
      programId: program.id,
      type: "usage",
      amount: 2_000,
      transactionDate: day,
    });
    expect(row.costCents).toBe(4_000);

    const bigger = await ana.caller.wallet.transactions.update({
      id: row.id,
      programId: program.id,
      type: "usage",
      amount: 3_000,
      transactionDate: day,
    });
    expect(bigger.costCents).toBe(6_000);
    expect(await programState(ana, program.id)).toMatchObject({ balance: 7_000, usageCostCents: 6_000 });

    const asBonus = await ana.caller.wallet.transactions.update({
      id: row.id,
      programId: program.id,
      type: "bonus",
      amount: 3_000,
      transactionDate: day,
    });
    expect(asBonus.costCents).toBeNull();
    expect(await programState(ana, program.id)).toMatchObject({ balance: 13_000, usageCostCents: 0 });
    await expectLedgerConsistent(database.db, program.id);
  });

  it("moves a transaction to another program", async () => {
    const from = await programWithAverage(ana, 1_000);
    const to = await programWithAverage(ana, 1_000, [{ miles: 1_000, cents: 3_000 }]);
    const row = await ana.caller.wallet.transactions.create({
      programId: from.id,
      type: "usage",
      amount: 600,
      transactionDate: day,
    });
    const moved = await ana.caller.wallet.transactions.update({
      id: row.id,
      programId: to.id,
      type: "usage",
      amount: 600,
      transactionDate: day,
    });
    expect(moved.costCents).toBe(1_800);
    expect((await programState(ana, from.id)).balance).toBe(1_000);
    expect(await programState(ana, to.id)).toMatchObject({ balance: 1_400, usageCostCents: 1_800 });
    await expectLedgerConsistent(database.db, from.id);
    await expectLedgerConsistent(database.db, to.id);
  });

  it("keeps balance and cost when the description changes, or the date without crossing another movement", async () => {
    const program = await programWithAverage(ana, 0, [{ miles: 1_000, cents: 2_000 }]);
    const row = await ana.caller.wallet.transactions.create({
      programId: program.id,
      type: "usage",
      amount: 500,
      transactionDate: day,
    });
    // A later, pricier purchase: the usage, still before it, keeps the lots of its time.
    await ana.caller.wallet.accumulations.create({
      programId: program.id,
      milesAcquired: 1_000,
      amountPaidCents: 6_000,
      calculationDate: "2026-03-20",
    });
    const edited = await ana.caller.wallet.transactions.update({
      id: row.id,
      programId: program.id,
      type: "usage",
      amount: 500,
      description: "Passagem GRU-REC",
      transactionDate: "2026-03-10",
    });
    expect(edited).toMatchObject({ costCents: 1_000, description: "Passagem GRU-REC", transactionDate: "2026-03-10" });
    expect(await programState(ana, program.id)).toMatchObject({ balance: 1_500, usageCostCents: 1_000 });

    // Moved after the pricier purchase, it is replayed there: both lots are as old, the id decides,
    // and whichever it takes, the program's totals still add up to the centavo.
    await ana.caller.wallet.transactions.update({
      id: row.id,
      programId: program.id,
      type: "usage",
      amount: 500,
      transactionDate: "2026-03-21",
    });
    await expectLedgerConsistent(database.db, program.id);
  });

  it("refuses an edit the balance cannot cover, changing nothing", async () => {
    const program = await programWithAverage(ana, 1_000);
    const row = await ana.caller.wallet.transactions.create({
      programId: program.id,
      type: "bonus",
      amount: 500,
      transactionDate: day,
    });
    await expectTRPCError(
      ana.caller.wallet.transactions.update({
        id: row.id,
        programId: program.id,
        type: "usage",
        amount: 1_600,
        transactionDate: day,
      }),
      { code: "CONFLICT", message: "Saldo insuficiente para esta alteração: o programa tem 1.500 milhas." },
    );
    expect((await programState(ana, program.id)).balance).toBe(1_500);
    await expectLedgerConsistent(database.db, program.id);
  });
});

describe("deleting transactions", () => {
  it("gives a usage's miles and cost back", async () => {
    const program = await programWithAverage(ana, 0, [{ miles: 2_000, cents: 4_000 }]);
    const row = await ana.caller.wallet.transactions.create({
      programId: program.id,
      type: "usage",
      amount: 1_000,
      transactionDate: day,
    });
    expect(await ana.caller.wallet.transactions.delete({ id: row.id })).toEqual({
      id: row.id,
      programId: program.id,
      programBalance: 2_000,
    });
    expect(await programState(ana, program.id)).toMatchObject({ balance: 2_000, usageCostCents: 0 });
    await expectLedgerConsistent(database.db, program.id);
  });

  it("refuses to delete a bonus whose miles were already spent", async () => {
    const program = await programWithAverage(ana, 0);
    const bonus = await ana.caller.wallet.transactions.create({
      programId: program.id,
      type: "bonus",
      amount: 1_000,
      transactionDate: day,
    });
    await ana.caller.wallet.transactions.create({
      programId: program.id,
      type: "usage",
      amount: 999,
      transactionDate: day,
    });
    await expectTRPCError(ana.caller.wallet.transactions.delete({ id: bonus.id }), {
      code: "CONFLICT",
      message:
        "Não é possível remover esta transação: o programa tem 1 milha e a transação soma 1.000 milhas (parte delas já foi usada).",
    });
    await expectLedgerConsistent(database.db, program.id);
  });

  it("answers NOT_FOUND for an unknown id", async () => {
    await expectTRPCError(ana.caller.wallet.transactions.delete({ id: randomUUID() }), {
      code: "NOT_FOUND",
      message: "Transação não encontrada.",
    });
  });
});
