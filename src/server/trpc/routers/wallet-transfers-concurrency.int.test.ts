import { asc, inArray, sql } from "drizzle-orm";
import { loyaltyPrograms, mileLots, walletEntries } from "../../db/schema";
import { walletScopeOf } from "../../services/access/wallet-scope";
import { replayProgram } from "../../services/wallet/ledger/replay";
import { refuseEdit } from "../../services/wallet/program-balance";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInSaoPaulo } from "@/shared/domain/plain-date";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createActor, expectLedgerConsistent, type TestActor } from "../../testing/wallet-actors";

/**
 * Transfers under load (docs/decisions/029): on PostgreSQL these really run side by side on a pool
 * of connections, both ways between one pair of programs; no mile and no centavo is lost or made.
 */
let database: TestDatabase;
let ana: TestActor;
const today = todayInSaoPaulo();

beforeAll(async () => {
  database = await createTestDatabase();
  ana = await createActor(database.db);
});

afterAll(async () => {
  await database?.destroy();
});

const range = (count: number) => Array.from({ length: count }, (_, index) => index);

describe("concurrent transfers", () => {
  it("50 at once, both ways, leave both balances and every centavo exact", async () => {
    const { caller } = ana;
    const livelo = await caller.wallet.programs.create({ name: "Livelo", balance: 0 });
    const smiles = await caller.wallet.programs.create({ name: "Smiles", balance: 0 });
    const yesterday = addDays(today, -1);
    await caller.wallet.accumulations.create({
      programId: livelo.id,
      milesAcquired: 100_000,
      amountPaidCents: 350_000,
      calculationDate: yesterday,
    });
    await caller.wallet.accumulations.create({
      programId: smiles.id,
      milesAcquired: 100_000,
      amountPaidCents: 210_000,
      calculationDate: yesterday,
    });

    // Each way sends 1.000 points, 1:1 without bonus, so the miles that move are known whichever wins.
    const results = await Promise.allSettled(
      range(50).map((index) =>
        caller.wallet.transfers.create({
          fromProgramId: index % 2 ? livelo.id : smiles.id,
          toProgramId: index % 2 ? smiles.id : livelo.id,
          transferDate: today,
          pointsSent: 1_000 + (index % 2) * 1_000,
        }),
      ),
    );
    const failures = results.filter((result) => result.status === "rejected");
    expect(failures).toEqual([]);
    const programs = await caller.wallet.programs.list();
    const balance = (id: string) => programs.find((row) => row.id === id)?.balance;
    // 25 transfers of 2.000 Livelo → Smiles, 25 of 1.000 Smiles → Livelo.
    expect(balance(livelo.id)).toBe(100_000 - 25 * 2_000 + 25 * 1_000);
    expect(balance(smiles.id)).toBe(100_000 + 25 * 2_000 - 25 * 1_000);
    await expectLedgerConsistent(database.db, livelo.id);
    await expectLedgerConsistent(database.db, smiles.id);

    // What the two programs paid is still all there, held or carried: transfers move cost, never make it.
    const [held] = await database.db
      .select({ cents: sql<number>`sum(${loyaltyPrograms.heldCostCents})`.mapWith(Number) })
      .from(loyaltyPrograms)
      .where(inArray(loyaltyPrograms.id, [livelo.id, smiles.id]));
    expect(held?.cents).toBe(350_000 + 210_000);
    expect(await caller.wallet.transfers.list()).toHaveLength(50);

    // Worked out together, they took the lots a replay of the whole history gives, one by one.
    const snapshot = async () => ({
      lots: await database.db
        .select({ id: mileLots.id, remaining: mileLots.remaining, cost: mileLots.remainingCostCents })
        .from(mileLots)
        .where(inArray(mileLots.programId, [livelo.id, smiles.id]))
        .orderBy(asc(mileLots.id)),
      costs: await database.db
        .select({ id: walletEntries.id, cost: walletEntries.costCents })
        .from(walletEntries)
        .where(inArray(walletEntries.programId, [livelo.id, smiles.id]))
        .orderBy(asc(walletEntries.id)),
    });
    const together = await snapshot();
    await database.db.transaction(async (tx) => {
      for (const id of [livelo.id, smiles.id].sort()) await replayProgram(tx, walletScopeOf(ana), id, refuseEdit, 0);
    });
    expect(await snapshot()).toEqual(together);
  });
});
