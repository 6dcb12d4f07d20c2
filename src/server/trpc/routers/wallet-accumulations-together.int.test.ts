import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRPCError } from "@trpc/server";
import { WALLET_LIMITS } from "@/shared/domain/wallet/wallet-limits";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createActor, expectLedgerConsistent, programLedger, type TestActor } from "../../testing/wallet-actors";

/**
 * Accumulations that arrive together on one program are committed together (docs/decisions/025):
 * each caller must still get exactly the answer it would have had alone.
 */
let database: TestDatabase;
let ana: TestActor;
let bia: TestActor;

beforeAll(async () => {
  database = await createTestDatabase();
  ana = await createActor(database.db);
  bia = await createActor(database.db);
});

afterAll(async () => {
  await database?.destroy();
});

const day = "2026-03-09";
const range = (count: number) => Array.from({ length: count }, (_, index) => index);

async function accumulationsOf(actor: TestActor, programId: string) {
  return (await actor.caller.wallet.accumulations.list()).filter((row) => row.programId === programId);
}

describe("accumulations committed together", () => {
  it("answers each with the balance right after its own miles, and shares commits", async () => {
    const initial = 1_000;
    const program = await ana.caller.wallet.programs.create({ name: "Smiles", balance: initial });
    const answers = await Promise.all(
      range(30).map((i) =>
        ana.caller.wallet.accumulations.create({
          programId: program.id,
          milesAcquired: 100 + i,
          amountPaidCents: i % 2 === 0 ? 0 : 1_000 + i,
          calculationDate: day,
        }),
      ),
    );

    // Whatever order they were committed in, the balances step by each answer's own miles.
    const inOrder = [...answers].sort((a, b) => a.programBalance - b.programBalance);
    let balance = initial;
    for (const answer of inOrder) {
      balance += answer.milesAcquired;
      expect(answer.programBalance).toBe(balance);
    }
    const added = range(30).reduce((total, i) => total + 100 + i, 0);
    expect(balance).toBe(initial + added);
    expect((await programLedger(database.db, program.id)).balance).toBe(initial + added);
    await expectLedgerConsistent(database.db, program.id);

    const rows = await accumulationsOf(ana, program.id);
    expect(rows.map((row) => row.id).sort()).toEqual(answers.map((answer) => answer.id).sort());
    // Rows of one transaction share its start time: fewer distinct times than rows means shared commits.
    const commits = new Set(rows.map((row) => row.createdAt.getTime()));
    expect(commits.size).toBeLessThan(rows.length);
  });

  it("refuses only the accumulation that passes the balance limit, not the ones committed with it", async () => {
    const program = await ana.caller.wallet.programs.create({ name: "Azul", balance: WALLET_LIMITS.maxBalance - 100 });
    const results = await Promise.allSettled(
      range(6).map(() =>
        ana.caller.wallet.accumulations.create({ programId: program.id, milesAcquired: 20, calculationDate: day }),
      ),
    );

    const refused = results.filter((result) => result.status === "rejected");
    expect(refused).toHaveLength(1);
    for (const result of refused) {
      expect(result.reason).toBeInstanceOf(TRPCError);
      expect(result.reason).toMatchObject({
        message: "O saldo do programa passaria do limite de 1.000.000.000 milhas.",
      });
    }
    expect((await programLedger(database.db, program.id)).balance).toBe(WALLET_LIMITS.maxBalance);
    expect(await accumulationsOf(ana, program.id)).toHaveLength(5);
    await expectLedgerConsistent(database.db, program.id);
  });

  it("never lets a member's accumulations reach another member's program, however many arrive", async () => {
    const program = await ana.caller.wallet.programs.create({ name: "LATAM", balance: 500 });
    const results = await Promise.allSettled(
      range(10).map(() =>
        bia.caller.wallet.accumulations.create({ programId: program.id, milesAcquired: 50, calculationDate: day }),
      ),
    );

    for (const result of results) {
      expect(result.status).toBe("rejected");
      if (result.status === "rejected")
        expect(result.reason).toMatchObject({ code: "NOT_FOUND", message: "Programa não encontrado." });
    }
    expect((await programLedger(database.db, program.id)).balance).toBe(500);
    expect(await accumulationsOf(ana, program.id)).toHaveLength(0);
    expect(await bia.caller.wallet.accumulations.list()).toHaveLength(0);
  });

  it("keeps one member's accumulations apart from another's on programs of their own", async () => {
    const anas = await ana.caller.wallet.programs.create({ name: "Livelo", balance: 0 });
    const bias = await bia.caller.wallet.programs.create({ name: "Livelo", balance: 0 });
    await Promise.all(
      range(20).flatMap(() => [
        ana.caller.wallet.accumulations.create({ programId: anas.id, milesAcquired: 10, calculationDate: day }),
        bia.caller.wallet.accumulations.create({ programId: bias.id, milesAcquired: 3, calculationDate: day }),
      ]),
    );

    expect((await programLedger(database.db, anas.id)).balance).toBe(200);
    expect((await programLedger(database.db, bias.id)).balance).toBe(60);
    expect((await bia.caller.wallet.accumulations.list()).every((row) => row.programId === bias.id)).toBe(true);
    await expectLedgerConsistent(database.db, anas.id);
    await expectLedgerConsistent(database.db, bias.id);
  });
});
