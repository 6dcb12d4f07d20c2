import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@/shared/domain/plain-date";
import { walletScopeOf } from "../../services/access/wallet-scope";
import { dashboardSummary } from "../../services/wallet/dashboard";
import { listPrograms } from "../../services/wallet/programs";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createActor, expectLedgerConsistent, expectTRPCError, type TestActor } from "../../testing/wallet-actors";

const today = "2026-03-09";
let database: TestDatabase;
let ana: TestActor;
let bruno: TestActor;

beforeAll(async () => {
  database = await createTestDatabase();
  ana = await createActor(database.db);
  bruno = await createActor(database.db);
});

afterAll(async () => {
  await database?.destroy();
});

async function lotsOf(actor: TestActor, programId: string) {
  const program = (await listPrograms(database.db, walletScopeOf(actor), today)).find((row) => row.id === programId);
  if (!program) throw new Error("program not listed");
  return program;
}

const remainingByMiles = async (actor: TestActor, programId: string) =>
  (await lotsOf(actor, programId)).lots.map((lot) => [lot.miles, lot.remaining]);

describe("expiry by lot", () => {
  it("consumes first-expiring-first across creates, edits and deletes, the balance invariant after each step", async () => {
    const { id: programId } = await ana.caller.wallet.programs.create({ name: "Livelo", balance: 1_000 });
    const check = () => expectLedgerConsistent(database.db, programId);

    const late = await ana.caller.wallet.accumulations.create({
      programId,
      milesAcquired: 5_000,
      calculationDate: "2026-01-10",
      expiresOn: "2027-01-10",
    });
    const early = await ana.caller.wallet.transactions.create({
      programId,
      type: "bonus",
      amount: 3_000,
      transactionDate: "2026-01-15",
      expiresOn: "2026-04-15",
    });
    await check();
    expect(await remainingByMiles(ana, programId)).toEqual([
      [3_000, 3_000],
      [5_000, 5_000],
    ]);

    const usage = await ana.caller.wallet.transactions.create({
      programId,
      type: "usage",
      amount: 4_000,
      transactionDate: "2026-02-01",
    });
    await check();
    // The bonus expires first: it goes entirely, then 1,000 of the later lot; the undated 1,000 stay.
    expect(await remainingByMiles(ana, programId)).toEqual([[5_000, 4_000]]);
    expect((await lotsOf(ana, programId)).nextLotExpiry).toEqual({
      expiresOn: "2027-01-10",
      miles: 4_000,
      daysLeft: 307,
    });

    await ana.caller.wallet.transactions.update({ ...usage, amount: 2_000, description: null, expiresOn: null });
    await check();
    expect(await remainingByMiles(ana, programId)).toEqual([
      [3_000, 1_000],
      [5_000, 5_000],
    ]);

    await ana.caller.wallet.accumulations.update({ ...late, amountPaidCents: 0, expiresOn: "2026-03-01" });
    await check();
    // Now the accumulation expires first and the usage takes from it instead.
    expect(await remainingByMiles(ana, programId)).toEqual([
      [5_000, 3_000],
      [3_000, 3_000],
    ]);

    await ana.caller.wallet.transactions.delete({ id: usage.id });
    await check();
    expect(await remainingByMiles(ana, programId)).toEqual([
      [5_000, 5_000],
      [3_000, 3_000],
    ]);

    await ana.caller.wallet.transactions.delete({ id: early.id });
    await ana.caller.wallet.accumulations.update({ ...late, amountPaidCents: 0, expiresOn: null });
    await check();
    expect((await lotsOf(ana, programId)).lots).toEqual([]);
  });

  it("lets a lowered balance in the program form eat into the lots, never below them", async () => {
    const { id: programId, ...program } = await ana.caller.wallet.programs.create({ name: "Esfera", balance: 0 });
    await ana.caller.wallet.accumulations.create({
      programId,
      milesAcquired: 2_000,
      calculationDate: today,
      expiresOn: "2026-12-31",
    });
    await ana.caller.wallet.programs.update({ id: programId, name: program.name, balance: 500 });
    await expectLedgerConsistent(database.db, programId);
    expect(await remainingByMiles(ana, programId)).toEqual([[2_000, 500]]);
  });

  it("refuses an expiry on miles that go out, or before the movement's date", async () => {
    const { id: programId } = await ana.caller.wallet.programs.create({ name: "Smiles", balance: 100 });
    await expectTRPCError(
      ana.caller.wallet.transactions.create({
        programId,
        type: "usage",
        amount: 10,
        transactionDate: today,
        expiresOn: "2027-01-01",
      }),
      { code: "BAD_REQUEST", message: "Só acúmulos, bônus e transferências têm vencimento." },
    );
    await expectTRPCError(
      ana.caller.wallet.accumulations.create({
        programId,
        milesAcquired: 10,
        calculationDate: today,
        expiresOn: today,
      }),
      { code: "BAD_REQUEST", message: "O vencimento destes pontos deve ser depois da data do lançamento." },
    );
  });

  it("counts lots within 30 days, and a program's own date only when it has no live lots", async () => {
    const actor = await createActor(database.db);
    const dated = await actor.caller.wallet.programs.create({
      name: "Dated",
      balance: 0,
      expirationDate: addDays(today, 10),
    });
    await actor.caller.wallet.accumulations.create({
      programId: dated.id,
      milesAcquired: 700,
      calculationDate: today,
      expiresOn: addDays(today, 20),
    });
    await actor.caller.wallet.accumulations.create({
      programId: dated.id,
      milesAcquired: 900,
      calculationDate: today,
      expiresOn: addDays(today, 45),
    });
    await actor.caller.wallet.programs.create({ name: "Old rule", balance: 1_200, expirationDate: addDays(today, 5) });
    await actor.caller.wallet.programs.create({ name: "Far", balance: 5_000, expirationDate: addDays(today, 60) });
    const summary = await dashboardSummary(database.db, walletScopeOf(actor), today);
    expect(summary.expiringMiles).toBe(700 + 1_200);
  });
});

describe("'Expirar' and 'Confirmar crédito'", () => {
  it("expires what an expired lot still holds, once", async () => {
    const { id: programId } = await bruno.caller.wallet.programs.create({ name: "Livelo", balance: 0 });
    await bruno.caller.wallet.accumulations.create({
      programId,
      milesAcquired: 800,
      calculationDate: "2025-01-01",
      expiresOn: "2026-01-01",
    });
    await bruno.caller.wallet.transactions.create({
      programId,
      type: "usage",
      amount: 300,
      transactionDate: "2025-06-01",
    });
    const [lot] = (await lotsOf(bruno, programId)).lots;
    if (!lot) throw new Error("no lot");
    expect(lot.expiry?.level).toBe("expired");

    // Two clicks at once: one expires the lot, the other finds nothing left.
    const [first, second] = await Promise.allSettled([
      bruno.caller.wallet.lots.expire({ id: lot.id }),
      bruno.caller.wallet.lots.expire({ id: lot.id }),
    ]);
    const expirations = [first, second].filter((result) => result.status === "fulfilled");
    expect(expirations).toHaveLength(1);
    expect(expirations[0]?.value).toMatchObject({
      type: "expiration",
      amount: 500,
      transactionDate: "2026-01-01",
      programBalance: 0,
    });
    await expectLedgerConsistent(database.db, programId);
    await expectTRPCError(bruno.caller.wallet.lots.expire({ id: lot.id }), {
      code: "CONFLICT",
      // Livelo holds pontos (its catalogue entry's kind): the refusal counts in its word.
      message: "Este lote não tem pontos vencidos para expirar.",
    });
    await expectTRPCError(ana.caller.wallet.lots.expire({ id: lot.id }), {
      code: "NOT_FOUND",
      message: "Lote não encontrado.",
    });
  });

  it("refuses to expire a lot that has not expired yet", async () => {
    const { id: programId } = await bruno.caller.wallet.programs.create({ name: "Azul", balance: 0 });
    await bruno.caller.wallet.accumulations.create({
      programId,
      milesAcquired: 100,
      calculationDate: today,
      expiresOn: "2099-01-01",
    });
    const [lot] = (await lotsOf(bruno, programId)).lots;
    await expectTRPCError(bruno.caller.wallet.lots.expire({ id: lot?.id ?? "" }), { code: "CONFLICT" });
  });

  it("moves the pending bonus into the balance as a bonus transaction, once", async () => {
    const { id: programId } = await bruno.caller.wallet.programs.create({
      name: "Smiles",
      balance: 1_000,
      pendingBonus: 2_500,
      pendingBonusExpectedOn: "2026-03-01",
    });
    const bonus = await bruno.caller.wallet.programs.confirmBonus({ id: programId });
    expect(bonus).toMatchObject({ type: "bonus", amount: 2_500, programBalance: 3_500 });
    const program = (await bruno.caller.wallet.programs.list()).find((row) => row.id === programId);
    expect(program).toMatchObject({ balance: 3_500, pendingBonus: 0, pendingBonusExpectedOn: null });
    await expectLedgerConsistent(database.db, programId);
    await expectTRPCError(bruno.caller.wallet.programs.confirmBonus({ id: programId }), {
      code: "CONFLICT",
      message: "Este programa não tem bônus pendente para confirmar.",
    });
    await expectTRPCError(ana.caller.wallet.programs.confirmBonus({ id: programId }), { code: "NOT_FOUND" });
  });
});
