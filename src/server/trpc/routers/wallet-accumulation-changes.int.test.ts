import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestDatabase } from "../../testing/test-database";
import { expectLedgerConsistent, expectTRPCError, type TestActor } from "../../testing/wallet-actors";
import { programState, startTwoMembers } from "../../testing/wallet-members";

let database: TestDatabase;
let ana: TestActor;

beforeAll(async () => ({ database, ana } = await startTwoMembers()));
afterAll(async () => {
  await database?.destroy();
});

async function programOf(actor: TestActor, balance = 0, name = "Smiles") {
  return actor.caller.wallet.programs.create({ name, balance });
}

const balanceOf = programState;

describe("editing accumulations", () => {
  it("moves the balance by the difference and recomputes cost and average", async () => {
    const program = await programOf(ana, 100);
    const row = await ana.caller.wallet.accumulations.create({
      programId: program.id,
      milesAcquired: 1_000,
      amountPaidCents: 2_000,
      calculationDate: "2026-03-01",
    });
    const edited = await ana.caller.wallet.accumulations.update({
      id: row.id,
      programId: program.id,
      milesAcquired: 4_000,
      amountPaidCents: 6_000,
      calculationDate: "2026-03-02",
    });
    expect(edited).toMatchObject({ milesAcquired: 4_000, costPerThousandCents: 1_500, calculationDate: "2026-03-02" });
    // R$ 60,00 over the 100 opening miles and these 4.000 (docs/decisions/029).
    expect(await balanceOf(ana, program.id)).toMatchObject({ balance: 4_100, averageCostPerThousandCents: 1_463 });

    await ana.caller.wallet.accumulations.update({
      id: row.id,
      programId: program.id,
      milesAcquired: 4_000,
      amountPaidCents: 0,
      calculationDate: "2026-03-02",
    });
    expect(await balanceOf(ana, program.id)).toMatchObject({ balance: 4_100, averageCostPerThousandCents: null });
    await expectLedgerConsistent(database.db, program.id);
  });

  it("moves the miles and the cost to another program", async () => {
    const from = await programOf(ana, 0, "Smiles");
    const to = await programOf(ana, 50, "Azul");
    const row = await ana.caller.wallet.accumulations.create({
      programId: from.id,
      milesAcquired: 2_000,
      amountPaidCents: 4_000,
      calculationDate: "2026-03-01",
    });
    await ana.caller.wallet.accumulations.update({
      id: row.id,
      programId: to.id,
      milesAcquired: 2_000,
      amountPaidCents: 4_000,
      calculationDate: "2026-03-01",
    });
    expect(await balanceOf(ana, from.id)).toMatchObject({ balance: 0, averageCostPerThousandCents: null });
    expect(await balanceOf(ana, to.id)).toMatchObject({ balance: 2_050, averageCostPerThousandCents: 1_951 });
    await expectLedgerConsistent(database.db, from.id);
    await expectLedgerConsistent(database.db, to.id);
  });

  it("moves a dated accumulation either way between two programs, whichever id sorts first", async () => {
    const [first, second] = [await programOf(ana, 0, "Smiles"), await programOf(ana, 0, "Azul")].sort((a, b) =>
      a.id < b.id ? -1 : 1,
    );
    if (!first || !second) throw new Error("programs not created");
    const row = await ana.caller.wallet.accumulations.create({
      programId: second.id,
      milesAcquired: 2_000,
      amountPaidCents: 4_000,
      calculationDate: "2026-03-01",
      expiresOn: "2027-03-01",
    });
    // Onto the program whose id sorts first: once a 500 (duplicate mile_lots_pkey), now a move.
    for (const programId of [first.id, second.id, first.id]) {
      await ana.caller.wallet.accumulations.update({
        id: row.id,
        programId,
        milesAcquired: 2_000,
        amountPaidCents: 4_000,
        calculationDate: "2026-03-01",
        expiresOn: "2027-03-01",
      });
      await expectLedgerConsistent(database.db, first.id);
      await expectLedgerConsistent(database.db, second.id);
    }
    expect(await balanceOf(ana, first.id)).toMatchObject({ balance: 2_000, averageCostPerThousandCents: 2_000 });
    expect(await balanceOf(ana, second.id)).toMatchObject({ balance: 0, averageCostPerThousandCents: null });
  });

  it("refuses an edit that would take back miles already spent, changing nothing", async () => {
    const program = await programOf(ana);
    const row = await ana.caller.wallet.accumulations.create({
      programId: program.id,
      milesAcquired: 1_000,
      calculationDate: "2026-03-01",
    });
    await ana.caller.wallet.transactions.create({
      programId: program.id,
      type: "usage",
      amount: 800,
      transactionDate: "2026-03-02",
    });
    await expectTRPCError(
      ana.caller.wallet.accumulations.update({
        id: row.id,
        programId: program.id,
        milesAcquired: 100,
        calculationDate: "2026-03-01",
      }),
      { code: "CONFLICT", message: "Saldo insuficiente para esta alteração: o programa tem 200 milhas." },
    );
    const other = await programOf(ana);
    await expectTRPCError(
      ana.caller.wallet.accumulations.update({
        id: row.id,
        programId: other.id,
        milesAcquired: 1_000,
        calculationDate: "2026-03-01",
      }),
      { code: "CONFLICT" },
    );
    expect((await balanceOf(ana, program.id)).balance).toBe(200);
    expect((await balanceOf(ana, other.id)).balance).toBe(0);
    await expectLedgerConsistent(database.db, program.id);
    await expectLedgerConsistent(database.db, other.id);
  });
});

describe("deleting accumulations", () => {
  it("subtracts the miles and drops the cost from the average", async () => {
    const program = await programOf(ana);
    const cheap = await ana.caller.wallet.accumulations.create({
      programId: program.id,
      milesAcquired: 1_000,
      amountPaidCents: 1_000,
      calculationDate: "2026-03-01",
    });
    await ana.caller.wallet.accumulations.create({
      programId: program.id,
      milesAcquired: 1_000,
      amountPaidCents: 3_000,
      calculationDate: "2026-03-01",
    });
    expect(await ana.caller.wallet.accumulations.delete({ id: cheap.id })).toEqual({
      id: cheap.id,
      programId: program.id,
      programBalance: 1_000,
    });
    expect(await balanceOf(ana, program.id)).toMatchObject({ balance: 1_000, averageCostPerThousandCents: 3_000 });
    expect((await ana.caller.wallet.accumulations.list()).map((row) => row.id)).not.toContain(cheap.id);
    await expectLedgerConsistent(database.db, program.id);
  });

  it("refuses to delete an accumulation whose miles were already used (the balance would go below 0)", async () => {
    const program = await programOf(ana);
    const row = await ana.caller.wallet.accumulations.create({
      programId: program.id,
      milesAcquired: 1_000,
      calculationDate: "2026-03-01",
    });
    await ana.caller.wallet.transactions.create({
      programId: program.id,
      type: "usage",
      amount: 700,
      transactionDate: "2026-03-02",
    });
    await expectTRPCError(ana.caller.wallet.accumulations.delete({ id: row.id }), {
      code: "CONFLICT",
      message:
        "Não é possível remover este acúmulo: o programa tem 300 milhas e o acúmulo soma 1.000 milhas (parte delas já foi usada).",
    });
    expect((await ana.caller.wallet.accumulations.list()).map((item) => item.id)).toContain(row.id);
    expect((await balanceOf(ana, program.id)).balance).toBe(300);
    await expectLedgerConsistent(database.db, program.id);
  });

  it("answers NOT_FOUND for an unknown id", async () => {
    await expectTRPCError(ana.caller.wallet.accumulations.delete({ id: randomUUID() }), {
      code: "NOT_FOUND",
      message: "Acúmulo não encontrado.",
    });
  });
});
