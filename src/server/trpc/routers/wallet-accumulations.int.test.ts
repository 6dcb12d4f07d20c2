import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestDatabase } from "../../testing/test-database";
import {
  createActor,
  expectLedgerConsistent,
  expectTRPCError,
  malformed,
  type TestActor,
} from "../../testing/wallet-actors";
import { programState, startTwoMembers } from "../../testing/wallet-members";

let database: TestDatabase;
let ana: TestActor;
let bruno: TestActor;

beforeAll(async () => ({ database, ana, bruno } = await startTwoMembers()));
afterAll(async () => {
  await database?.destroy();
});

async function programOf(actor: TestActor, balance = 0, name = "Smiles") {
  return actor.caller.wallet.programs.create({ name, balance });
}

const balanceOf = programState;

describe("creating accumulations", () => {
  it("adds the miles to the balance and computes the cost per thousand on the server", async () => {
    const program = await programOf(ana, 1_000);
    const accumulation = await ana.caller.wallet.accumulations.create({
      programId: program.id,
      milesAcquired: 3_000,
      amountPaidCents: 5_000,
      calculationDate: "2026-03-09",
    });
    expect(accumulation).toMatchObject({
      programId: program.id,
      milesAcquired: 3_000,
      amountPaidCents: 5_000,
      costPerThousandCents: 1_667,
      calculationDate: "2026-03-09",
      programBalance: 4_000,
    });
    // Money over miles held (docs/decisions/029): R$ 50,00 over the 1.000 opening miles and these 3.000.
    expect(await balanceOf(ana, program.id)).toMatchObject({ balance: 4_000, averageCostPerThousandCents: 1_250 });
    await expectLedgerConsistent(database.db, program.id);
  });

  it("treats a blank amount as free: cost 0, held miles that cost nothing", async () => {
    const program = await programOf(ana);
    const free = await ana.caller.wallet.accumulations.create({
      programId: program.id,
      milesAcquired: 500,
      calculationDate: "2026-03-09",
    });
    expect(free).toMatchObject({ amountPaidCents: 0, costPerThousandCents: 0 });
    expect(await balanceOf(ana, program.id)).toMatchObject({ balance: 500, averageCostPerThousandCents: null });

    await ana.caller.wallet.accumulations.create({
      programId: program.id,
      milesAcquired: 10_000,
      amountPaidCents: 17_500,
      calculationDate: "2026-03-09",
    });
    await ana.caller.wallet.accumulations.create({
      programId: program.id,
      milesAcquired: 1_000,
      amountPaidCents: 2_500,
      calculationDate: "2026-03-09",
    });
    // R$ 200,00 over the 11.500 miles held, the free ones included (docs/decisions/029).
    expect(await balanceOf(ana, program.id)).toMatchObject({ balance: 11_500, averageCostPerThousandCents: 1_739 });
    await expectLedgerConsistent(database.db, program.id);
  });

  it("ignores any cost the client tries to send", async () => {
    const program = await programOf(ana);
    const input = {
      programId: program.id,
      milesAcquired: 1_000,
      amountPaidCents: 2_000,
      calculationDate: "2026-03-09",
      costPerThousandCents: 1,
    };
    expect((await ana.caller.wallet.accumulations.create(malformed(input))).costPerThousandCents).toBe(2_000);
  });

  it("lists newest first by date, then by creation", async () => {
    const { caller } = await createActor(database.db);
    const program = await caller.wallet.programs.create({ name: "Azul" });
    const old = await caller.wallet.accumulations.create({
      programId: program.id,
      milesAcquired: 1,
      calculationDate: "2026-01-01",
    });
    const newest = await caller.wallet.accumulations.create({
      programId: program.id,
      milesAcquired: 2,
      calculationDate: "2026-03-01",
    });
    const sameDayLater = await caller.wallet.accumulations.create({
      programId: program.id,
      milesAcquired: 3,
      calculationDate: "2026-01-01",
    });
    const list = await caller.wallet.accumulations.list();
    expect(list.map((row) => row.id)).toEqual([newest.id, sameDayLater.id, old.id]);
    expect(list[0]).toMatchObject({ programName: "Azul", milesAcquired: 2 });
  });

  it.each([
    [{ milesAcquired: 0 }, "A quantidade de milhas deve ser um número inteiro maior que 0."],
    [{ milesAcquired: undefined }, "Informe a quantidade de milhas."],
    [{ amountPaidCents: -100 }, "O valor pago deve ser maior ou igual a R$ 0,00."],
    [{ calculationDate: "" }, "Informe a data do acúmulo."],
    [{ programId: "" }, "Selecione o programa."],
  ])("refuses %j with a pt-BR message", async (override, message) => {
    const program = await programOf(ana);
    const input = {
      programId: program.id,
      milesAcquired: 1_000,
      amountPaidCents: 100,
      calculationDate: "2026-03-09",
      ...override,
    };
    await expectTRPCError(ana.caller.wallet.accumulations.create(malformed(input)), { code: "BAD_REQUEST", message });
  });
});

describe("accumulation ownership", () => {
  it("never shows, edits or deletes another user's accumulation, nor adds to their program", async () => {
    const theirs = await programOf(bruno, 100);
    const row = await bruno.caller.wallet.accumulations.create({
      programId: theirs.id,
      milesAcquired: 1_000,
      amountPaidCents: 2_000,
      calculationDate: "2026-03-01",
    });
    const mine = await programOf(ana);
    const rowCounts = async () => [
      (await ana.caller.wallet.accumulations.list()).length,
      (await bruno.caller.wallet.accumulations.list()).length,
    ];
    const countsBefore = await rowCounts();

    expect((await ana.caller.wallet.accumulations.list()).map((item) => item.id)).not.toContain(row.id);
    await expectTRPCError(
      ana.caller.wallet.accumulations.create({
        programId: theirs.id,
        milesAcquired: 5_000,
        calculationDate: "2026-03-01",
      }),
      { code: "NOT_FOUND", message: "Programa não encontrado." },
    );
    await expectTRPCError(
      ana.caller.wallet.accumulations.create({
        programId: "00000000-0000-4000-8000-000000000000",
        milesAcquired: 5_000,
        calculationDate: "2026-03-01",
      }),
      { code: "NOT_FOUND", message: "Programa não encontrado." },
    );
    expect(await rowCounts()).toEqual(countsBefore);
    await expectTRPCError(
      ana.caller.wallet.accumulations.update({
        id: row.id,
        programId: mine.id,
        milesAcquired: 1_000,
        calculationDate: "2026-03-01",
      }),
      { code: "NOT_FOUND", message: "Acúmulo não encontrado." },
    );
    await expectTRPCError(ana.caller.wallet.accumulations.delete({ id: row.id }), {
      code: "NOT_FOUND",
      message: "Acúmulo não encontrado.",
    });

    // Moving one's own accumulation onto someone else's program is refused too, and rolls back.
    const own = await ana.caller.wallet.accumulations.create({
      programId: mine.id,
      milesAcquired: 10,
      calculationDate: "2026-03-01",
    });
    await expectTRPCError(
      ana.caller.wallet.accumulations.update({
        id: own.id,
        programId: theirs.id,
        milesAcquired: 10,
        calculationDate: "2026-03-01",
      }),
      { code: "NOT_FOUND", message: "Programa não encontrado." },
    );
    expect((await balanceOf(ana, mine.id)).balance).toBe(10);
    expect(await balanceOf(bruno, theirs.id)).toMatchObject({ balance: 1_100, averageCostPerThousandCents: 1_818 });
    await expectLedgerConsistent(database.db, theirs.id);
  });
});
