import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestDatabase } from "../../testing/test-database";
import {
  createActor,
  expectLedgerConsistent,
  expectTRPCError,
  malformed,
  type TestActor,
} from "../../testing/wallet-actors";
import { programState, programWithAverage, startTwoMembers, WALLET_TEST_DAY } from "../../testing/wallet-members";

let database: TestDatabase;
let ana: TestActor;
let bruno: TestActor;

beforeAll(async () => ({ database, ana, bruno } = await startTwoMembers()));
afterAll(async () => {
  await database?.destroy();
});

const day = WALLET_TEST_DAY;

describe("creating transactions (product §4)", () => {
  it.each([
    ["accumulation", 1_500],
    ["bonus", 1_500],
    ["transfer", 1_500],
    ["usage", 500],
    ["expiration", 500],
  ] as const)("a %s moves the balance to %i", async (type, expected) => {
    const program = await programWithAverage(ana, 1_000);
    const row = await ana.caller.wallet.transactions.create({
      programId: program.id,
      type,
      amount: 500,
      description: " Nota ",
      transactionDate: day,
    });
    expect(row).toMatchObject({
      type,
      amount: 500,
      description: "Nota",
      transactionDate: day,
      programBalance: expected,
      costCents: null,
    });
    expect((await programState(ana, program.id)).balance).toBe(expected);
    await expectLedgerConsistent(database.db, program.id);
  });

  it("gives a usage the cost of the lots it takes (docs/decisions/029) and adds it to the total spent", async () => {
    const program = await programWithAverage(ana, 0);
    const buy = (miles: number, cents: number, calculationDate: string) =>
      ana.caller.wallet.accumulations.create({
        programId: program.id,
        milesAcquired: miles,
        amountPaidCents: cents,
        calculationDate,
      });
    // R$ 17,50 and R$ 25,00 per thousand: the older lot is spent first, at its own price.
    await buy(10_000, 17_500, "2026-03-01");
    await buy(2_000, 5_000, "2026-03-05");
    const usage = await ana.caller.wallet.transactions.create({
      programId: program.id,
      type: "usage",
      amount: 4_000,
      transactionDate: day,
    });
    expect(usage.costCents).toBe(7_000);
    const second = await ana.caller.wallet.transactions.create({
      programId: program.id,
      type: "usage",
      amount: 333,
      transactionDate: day,
    });
    // 333 of the 6.000 left, which still cost R$ 105,00: R$ 5,8275, half-up.
    expect(second.costCents).toBe(583);
    expect(await programState(ana, program.id)).toMatchObject({
      balance: 7_667,
      usageCostCents: 7_583,
      heldCostCents: 22_500 - 7_583,
    });
    await expectLedgerConsistent(database.db, program.id);
  });

  it("spends a lot in pieces for exactly its cost, to the centavo", async () => {
    const program = await programWithAverage(ana, 0, [{ miles: 3_000, cents: 5_000 }]);
    let spent = 0;
    for (const amount of [1, 375, 1_001, 1_623]) {
      const usage = await ana.caller.wallet.transactions.create({
        programId: program.id,
        type: "usage",
        amount,
        transactionDate: day,
      });
      spent += usage.costCents ?? 0;
    }
    expect(spent).toBe(5_000);
    expect(await programState(ana, program.id)).toMatchObject({ balance: 0, usageCostCents: 5_000, heldCostCents: 0 });
  });

  it("leaves a usage without cost when the program has no paid accumulation", async () => {
    const program = await programWithAverage(ana, 1_000, [{ miles: 5_000, cents: 0 }]);
    const usage = await ana.caller.wallet.transactions.create({
      programId: program.id,
      type: "usage",
      amount: 100,
      transactionDate: day,
    });
    expect(usage.costCents).toBeNull();
    expect((await programState(ana, program.id)).usageCostCents).toBe(0);
  });

  it("refuses a usage or expiration larger than the balance and records nothing", async () => {
    const program = await programWithAverage(ana, 1_234);
    await expectTRPCError(
      ana.caller.wallet.transactions.create({
        programId: program.id,
        type: "usage",
        amount: 1_235,
        transactionDate: day,
      }),
      { code: "CONFLICT", message: "Saldo insuficiente: o programa tem 1.234 milhas." },
    );
    await expectTRPCError(
      ana.caller.wallet.transactions.create({
        programId: program.id,
        type: "expiration",
        amount: 5_000,
        transactionDate: day,
      }),
      { code: "CONFLICT", message: "Saldo insuficiente: o programa tem 1.234 milhas." },
    );
    const exact = await ana.caller.wallet.transactions.create({
      programId: program.id,
      type: "usage",
      amount: 1_234,
      transactionDate: day,
    });
    expect(exact.programBalance).toBe(0);
    const rows = (await ana.caller.wallet.transactions.list()).filter((row) => row.programId === program.id);
    expect(rows.map((row) => row.id)).toEqual([exact.id]);
    await expectLedgerConsistent(database.db, program.id);
  });

  it("lists newest transaction date first, with the program's name and account", async () => {
    const { caller } = await createActor(database.db);
    const program = await caller.wallet.programs.create({ name: "Azul", accountNumber: "77", balance: 100 });
    const older = await caller.wallet.transactions.create({
      programId: program.id,
      type: "bonus",
      amount: 1,
      transactionDate: "2026-01-10",
    });
    const newer = await caller.wallet.transactions.create({
      programId: program.id,
      type: "bonus",
      amount: 2,
      transactionDate: "2026-02-10",
    });
    const backdated = await caller.wallet.transactions.create({
      programId: program.id,
      type: "bonus",
      amount: 3,
      transactionDate: "2025-12-31",
    });
    const list = await caller.wallet.transactions.list();
    expect(list.map((row) => row.id)).toEqual([newer.id, older.id, backdated.id]);
    expect(list[0]).toMatchObject({ programName: "Azul", programAccountNumber: "77", description: null });
  });

  it.each([
    [{ type: "presente" }, "Selecione o tipo de transação."],
    [{ amount: 0 }, "A quantidade deve ser um número inteiro maior que 0."],
    [{ amount: 2.5 }, "A quantidade deve ser um número inteiro maior que 0."],
    [{ transactionDate: "" }, "Informe a data da transação."],
    [{ description: "x".repeat(501) }, "A descrição deve ter no máximo 500 caracteres."],
    [{ programId: undefined }, "Selecione o programa."],
  ])("refuses %j with a pt-BR message", async (override, message) => {
    const program = await programWithAverage(ana, 100);
    const input = { programId: program.id, type: "bonus", amount: 10, transactionDate: day, ...override };
    await expectTRPCError(ana.caller.wallet.transactions.create(malformed(input)), { code: "BAD_REQUEST", message });
  });
});

describe("transaction ownership", () => {
  it("never shows, edits or deletes another user's transaction, nor records one on their program", async () => {
    const theirs = await programWithAverage(bruno, 5_000);
    const row = await bruno.caller.wallet.transactions.create({
      programId: theirs.id,
      type: "usage",
      amount: 100,
      transactionDate: day,
    });
    const mine = await programWithAverage(ana, 5_000);

    expect((await ana.caller.wallet.transactions.list()).map((item) => item.id)).not.toContain(row.id);
    await expectTRPCError(
      ana.caller.wallet.transactions.create({
        programId: theirs.id,
        type: "usage",
        amount: 4_900,
        transactionDate: day,
      }),
      { code: "NOT_FOUND", message: "Programa não encontrado." },
    );
    await expectTRPCError(
      ana.caller.wallet.transactions.update({
        id: row.id,
        programId: mine.id,
        type: "bonus",
        amount: 1,
        transactionDate: day,
      }),
      { code: "NOT_FOUND", message: "Transação não encontrada." },
    );
    await expectTRPCError(ana.caller.wallet.transactions.delete({ id: row.id }), {
      code: "NOT_FOUND",
      message: "Transação não encontrada.",
    });

    const own = await ana.caller.wallet.transactions.create({
      programId: mine.id,
      type: "bonus",
      amount: 10,
      transactionDate: day,
    });
    await expectTRPCError(
      ana.caller.wallet.transactions.update({
        id: own.id,
        programId: theirs.id,
        type: "bonus",
        amount: 10,
        transactionDate: day,
      }),
      { code: "NOT_FOUND", message: "Programa não encontrado." },
    );
    expect((await programState(ana, mine.id)).balance).toBe(5_010);
    expect((await programState(bruno, theirs.id)).balance).toBe(4_900);
    await expectLedgerConsistent(database.db, theirs.id);
    await expectLedgerConsistent(database.db, mine.id);
  });
});
