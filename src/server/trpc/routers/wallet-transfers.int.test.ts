import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInSaoPaulo } from "@/shared/domain/plain-date";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createActor, expectLedgerConsistent, expectTRPCError, type TestActor } from "../../testing/wallet-actors";

/** 'Transferir pontos' as one operation (docs/decisions/029), through the real router. */
let database: TestDatabase;
let ana: TestActor;
let bruno: TestActor;
const today = todayInSaoPaulo();
const yesterday = addDays(today, -1);

beforeAll(async () => {
  database = await createTestDatabase();
  [ana, bruno] = await Promise.all([createActor(database.db), createActor(database.db)]);
});

afterAll(async () => {
  await database?.destroy();
});

async function livelaAndSmiles(actor: TestActor) {
  const { caller } = actor;
  const livelo = await caller.wallet.programs.create({ name: "Livelo", balance: 0 });
  const smiles = await caller.wallet.programs.create({ name: "Smiles", balance: 0 });
  await caller.wallet.accumulations.create({
    programId: livelo.id,
    milesAcquired: 20_000,
    amountPaidCents: 70_000,
    calculationDate: yesterday,
  });
  await caller.wallet.accumulations.create({
    programId: smiles.id,
    milesAcquired: 10_000,
    amountPaidCents: 21_000,
    calculationDate: yesterday,
  });
  return { livelo, smiles };
}

const card = async (actor: TestActor, id: string) => {
  const programs = await actor.caller.wallet.programs.list();
  const program = programs.find((row) => row.id === id);
  if (!program) throw new Error("program not listed");
  return program;
};

describe("transfers", () => {
  it("carries the cost: R$ 700 → 20.000 Livelo, 10.000 sent with 80 % → 18.000 Smiles at R$ 19,44", async () => {
    const { livelo, smiles } = await livelaAndSmiles(ana);
    const transfer = await ana.caller.wallet.transfers.create({
      fromProgramId: livelo.id,
      toProgramId: smiles.id,
      transferDate: today,
      pointsSent: 10_000,
      bonusPercent: 80,
    });
    expect(transfer).toMatchObject({
      costCents: 35_000,
      baseMiles: 10_000,
      bonusMiles: 8_000,
      bonusStatus: "credited",
    });
    expect(await card(ana, livelo.id)).toMatchObject({
      balance: 10_000,
      heldCostCents: 35_000,
      averageCostPerThousandCents: 3_500,
    });
    // 10.000 bought at R$ 210 + 18.000 carried R$ 350: R$ 560 over 28.000 = R$ 20,00.
    expect(await card(ana, smiles.id)).toMatchObject({
      balance: 28_000,
      heldCostCents: 56_000,
      averageCostPerThousandCents: 2_000,
    });
    const [listed] = await ana.caller.wallet.transfers.list();
    expect(listed).toMatchObject({ fromProgramName: "Livelo", toProgramName: "Smiles", costPerThousandCents: 1_944 });
    // Both sides are in the history as transfers, never as a usage; the outgoing side goes out.
    const sides = (await ana.caller.wallet.transactions.list()).filter((row) => row.transferId === transfer.id);
    expect(sides.map((row) => [row.type, row.direction, row.amount]).sort()).toEqual([
      ["bonus", "in", 8_000],
      ["transfer", "in", 10_000],
      ["transfer", "out", 10_000],
    ]);
    expect((await card(ana, livelo.id)).usageCostCents).toBe(0);
    await expectLedgerConsistent(database.db, livelo.id);
    await expectLedgerConsistent(database.db, smiles.id);
  });

  it("keeps a bonus pending until 'Confirmar crédito', then credits it with its share of the cost", async () => {
    const { livelo, smiles } = await livelaAndSmiles(ana);
    const transfer = await ana.caller.wallet.transfers.create({
      fromProgramId: livelo.id,
      toProgramId: smiles.id,
      transferDate: today,
      pointsSent: 10_000,
      bonusPercent: 80,
      bonusPending: true,
      bonusExpectedOn: addDays(today, 30),
      bonusExpiresOn: addDays(today, 365),
    });
    expect(transfer.bonusStatus).toBe("pending");
    expect(await card(ana, smiles.id)).toMatchObject({
      balance: 20_000,
      pendingBonus: 8_000,
      pendingBonusExpectedOn: addDays(today, 30),
      heldCostCents: 56_000,
    });
    await ana.caller.wallet.programs.confirmBonus({ id: smiles.id });
    expect(await card(ana, smiles.id)).toMatchObject({
      balance: 28_000,
      pendingBonus: 0,
      pendingBonusExpectedOn: null,
      heldCostCents: 56_000,
      averageCostPerThousandCents: 2_000,
    });
    await expectTRPCError(ana.caller.wallet.transfers.confirmBonus({ id: transfer.id }), { code: "CONFLICT" });
    // Redeem 15.000: the bonus lot (dated) goes first, 8.000 at R$ 155,56, then 7.000 of the
    // older undated purchase at R$ 21,00 (R$ 147,00): R$ 302,56.
    const usage = await ana.caller.wallet.transactions.create({
      programId: smiles.id,
      type: "usage",
      amount: 15_000,
      transactionDate: today,
    });
    expect(usage.costCents).toBe(15_556 + 14_700);
    expect(await card(ana, smiles.id)).toMatchObject({ balance: 13_000, heldCostCents: 56_000 - 30_256 });
    await expectLedgerConsistent(database.db, smiles.id);
  });

  it("removes a transfer as a whole, restoring both programs, and refuses once its miles are used", async () => {
    const { livelo, smiles } = await livelaAndSmiles(ana);
    const before = [await card(ana, livelo.id), await card(ana, smiles.id)];
    const input = { fromProgramId: livelo.id, toProgramId: smiles.id, transferDate: today, pointsSent: 5_000 };
    const first = await ana.caller.wallet.transfers.create({ ...input, bonusPercent: 50, bonusPending: true });
    await ana.caller.wallet.transfers.remove({ id: first.id });
    const after = [await card(ana, livelo.id), await card(ana, smiles.id)];
    for (const [index, program] of after.entries()) {
      expect(program).toMatchObject({
        balance: before[index]?.balance,
        heldCostCents: before[index]?.heldCostCents,
        pendingBonus: 0,
      });
    }

    const second = await ana.caller.wallet.transfers.create({ ...input, baseExpiresOn: addDays(today, 10) });
    await ana.caller.wallet.transactions.create({
      programId: smiles.id,
      type: "usage",
      amount: 1,
      transactionDate: today,
    });
    await expectTRPCError(ana.caller.wallet.transfers.remove({ id: second.id }), {
      code: "CONFLICT",
      message: "Não é possível remover esta transferência: parte das milhas creditadas em Smiles já foi usada.",
    });
    const [side] = (await ana.caller.wallet.transactions.list()).filter((row) => row.transferId === second.id);
    await expectTRPCError(ana.caller.wallet.transactions.delete({ id: side?.id ?? "" }), { code: "CONFLICT" });
    await expectLedgerConsistent(database.db, livelo.id);
    await expectLedgerConsistent(database.db, smiles.id);
  });

  it("refuses an overdraw in words and records nothing", async () => {
    const { livelo, smiles } = await livelaAndSmiles(ana);
    await expectTRPCError(
      ana.caller.wallet.transfers.create({
        fromProgramId: livelo.id,
        toProgramId: smiles.id,
        transferDate: today,
        pointsSent: 20_001,
      }),
      { code: "CONFLICT", message: "Saldo insuficiente: Livelo tem 20.000 pontos." },
    );
    expect(await card(ana, livelo.id)).toMatchObject({ balance: 20_000 });
    expect(await card(ana, smiles.id)).toMatchObject({ balance: 10_000 });
    expect(await ana.caller.wallet.transfers.list()).toSatisfy((rows: { fromProgramId: string }[]) =>
      rows.every((row) => row.fromProgramId !== livelo.id),
    );
  });

  it("applies a 2:1 ratio and a bonus cap, rounding down to whole miles", async () => {
    const { livelo, smiles } = await livelaAndSmiles(ana);
    const transfer = await ana.caller.wallet.transfers.create({
      fromProgramId: livelo.id,
      toProgramId: smiles.id,
      transferDate: today,
      pointsSent: 10_001,
      ratioFrom: 2,
      ratioTo: 1,
      bonusPercent: 100,
      bonusCapMiles: 3_000,
    });
    expect(transfer).toMatchObject({ baseMiles: 5_000, bonusMiles: 3_000, costCents: 35_004 });
    expect(await card(ana, smiles.id)).toMatchObject({ balance: 18_000, heldCostCents: 21_000 + 35_004 });
  });

  it("refuses the same program on both sides and a transfer that credits nothing", async () => {
    const { livelo, smiles } = await livelaAndSmiles(ana);
    await expectTRPCError(
      ana.caller.wallet.transfers.create({
        fromProgramId: livelo.id,
        toProgramId: livelo.id,
        transferDate: today,
        pointsSent: 1,
      }),
      { code: "BAD_REQUEST", message: "A origem e o destino devem ser programas diferentes." },
    );
    await expectTRPCError(
      ana.caller.wallet.transfers.create({
        fromProgramId: livelo.id,
        toProgramId: smiles.id,
        transferDate: today,
        pointsSent: 1,
        ratioFrom: 2,
      }),
      { code: "BAD_REQUEST", message: "Com esta proporção, os pontos enviados não creditam nenhuma milha." },
    );
  });

  it("never reaches another member's program as source or destination, nor their transfers", async () => {
    const mine = await livelaAndSmiles(ana);
    const theirs = await livelaAndSmiles(bruno);
    for (const [fromProgramId, toProgramId] of [
      [theirs.livelo.id, mine.smiles.id],
      [mine.livelo.id, theirs.smiles.id],
    ] as const) {
      await expectTRPCError(
        ana.caller.wallet.transfers.create({ fromProgramId, toProgramId, transferDate: today, pointsSent: 100 }),
        { code: "NOT_FOUND" },
      );
    }
    const theirTransfer = await bruno.caller.wallet.transfers.create({
      fromProgramId: theirs.livelo.id,
      toProgramId: theirs.smiles.id,
      transferDate: today,
      pointsSent: 100,
      bonusPercent: 10,
      bonusPending: true,
    });
    await expectTRPCError(ana.caller.wallet.transfers.remove({ id: theirTransfer.id }), { code: "NOT_FOUND" });
    await expectTRPCError(ana.caller.wallet.transfers.confirmBonus({ id: theirTransfer.id }), { code: "NOT_FOUND" });
    expect((await ana.caller.wallet.transfers.list()).map((row) => row.id)).not.toContain(theirTransfer.id);
    expect(await card(bruno, theirs.livelo.id)).toMatchObject({ balance: 19_900 });
    expect(await card(bruno, theirs.smiles.id)).toMatchObject({ balance: 10_100, pendingBonus: 10 });
  });
});
