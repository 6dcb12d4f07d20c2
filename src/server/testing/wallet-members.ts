import { createTestDatabase, type TestDatabase } from "./test-database";
import { createActor, type TestActor } from "./wallet-actors";

/** A fresh database with two members, Ana and Bruno: one to act, one whose data must stay apart. */
export async function startTwoMembers(): Promise<{ database: TestDatabase; ana: TestActor; bruno: TestActor }> {
  const database = await createTestDatabase();
  return { database, ana: await createActor(database.db), bruno: await createActor(database.db) };
}

/** The date the wallet tests record movements on. */
export const WALLET_TEST_DAY = "2026-03-09";

/** A Smiles program with `balance` miles, then each paid accumulation on it. */
export async function programWithAverage(
  actor: TestActor,
  balance: number,
  paid: { miles: number; cents: number }[] = [],
) {
  const program = await actor.caller.wallet.programs.create({ name: "Smiles", balance });
  for (const { miles, cents } of paid) {
    await actor.caller.wallet.accumulations.create({
      programId: program.id,
      milesAcquired: miles,
      amountPaidCents: cents,
      calculationDate: WALLET_TEST_DAY,
    });
  }
  return program;
}

/** A program as its owner's list shows it. */
export async function programState(actor: TestActor, programId: string) {
  const program = (await actor.caller.wallet.programs.list()).find((row) => row.id === programId);
  if (!program) throw new Error("program not listed");
  return program;
}
