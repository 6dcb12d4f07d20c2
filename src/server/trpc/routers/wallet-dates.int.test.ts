import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInSaoPaulo } from "@/shared/domain/plain-date";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createActor, expectTRPCError, type TestActor } from "../../testing/wallet-actors";

let database: TestDatabase;
let ana: TestActor;

beforeAll(async () => {
  database = await createTestDatabase();
  ana = await createActor(database.db);
});

afterAll(async () => {
  await database?.destroy();
});

const FUTURE = { code: "BAD_REQUEST", message: "A data não pode ser posterior a hoje." } as const;

describe("movement dates end today, São Paulo time", () => {
  it("refuses a transaction or an accumulation dated tomorrow, and changes nothing", async () => {
    const program = await ana.caller.wallet.programs.create({ name: "Smiles", balance: 1_000 });
    const tomorrow = addDays(todayInSaoPaulo(), 1);
    await expectTRPCError(
      ana.caller.wallet.transactions.create({
        programId: program.id,
        type: "bonus",
        amount: 500,
        transactionDate: tomorrow,
      }),
      FUTURE,
    );
    await expectTRPCError(
      ana.caller.wallet.accumulations.create({ programId: program.id, milesAcquired: 500, calculationDate: tomorrow }),
      FUTURE,
    );
    const [listed] = await ana.caller.wallet.programs.list();
    expect(listed?.balance).toBe(1_000);
    expect(await ana.caller.wallet.transactions.list()).toEqual([]);
  });

  it("refuses moving an existing movement into the future", async () => {
    const program = await ana.caller.wallet.programs.create({ name: "Livelo", balance: 0 });
    const today = todayInSaoPaulo();
    const row = await ana.caller.wallet.transactions.create({
      programId: program.id,
      type: "bonus",
      amount: 10,
      transactionDate: today,
    });
    await expectTRPCError(
      ana.caller.wallet.transactions.update({
        id: row.id,
        programId: program.id,
        type: "bonus",
        amount: 10,
        transactionDate: addDays(today, 1),
      }),
      FUTURE,
    );
    const accumulation = await ana.caller.wallet.accumulations.create({
      programId: program.id,
      milesAcquired: 100,
      calculationDate: today,
    });
    await expectTRPCError(
      ana.caller.wallet.accumulations.update({
        id: accumulation.id,
        programId: program.id,
        milesAcquired: 100,
        calculationDate: addDays(today, 30),
      }),
      FUTURE,
    );
  });
});
