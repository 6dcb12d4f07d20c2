import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cpfFor, createProActor, redemptionTicket } from "../../testing/household";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import type { TestActor } from "../../testing/wallet-actors";

/**
 * Minha Gestão stays constant-query however large the household (docs/performance.md): the
 * statements each of its reads sends are the same for a member with one holder and one program as
 * for one with 10 holders × 10 programs, redemptions on several of them, on "Todos" and on one holder.
 */
let database: TestDatabase;
let statements = 0;
let small: TestActor;
let large: TestActor;
let smallHolder = "";
let largeHolder = "";

async function household(actor: TestActor, holders: number, programsPerHolder: number): Promise<string> {
  const trpc = actor.caller;
  const beneficiary = await trpc.household.beneficiaries.create({ name: "Bia", cpf: cpfFor(900) });
  const ids = [(await trpc.household.holders.list())[0]?.id ?? ""];
  for (let n = 1; n < holders; n += 1) {
    ids.push((await trpc.household.holders.create({ name: `Titular ${n}`, cpf: cpfFor(n) })).id);
  }
  for (const [h, holderId] of ids.entries()) {
    for (let j = 0; j < programsPerHolder; j += 1) {
      const program = await trpc.wallet.programs.create({ name: `Programa ${h}-${j}`, balance: 50_000, holderId });
      if (j > 1) continue;
      const saved = await trpc.household.redemptions.create(
        redemptionTicket(program.id, { miles: 10_000, beneficiaryIds: [beneficiary.id] }),
      );
      expect(saved.status).toBe("saved");
    }
  }
  return ids.at(-1) ?? "";
}

beforeAll(async () => {
  database = await createTestDatabase({
    logger: {
      logQuery() {
        statements += 1;
      },
    },
  });
  small = await createProActor(database.db);
  large = await createProActor(database.db);
  smallHolder = await household(small, 1, 1);
  largeHolder = await household(large, 10, 10);
}, 120_000);

afterAll(async () => {
  await database?.destroy();
});

/** The statements one call sends, after a first call has done any once-per-session work (the session's touch). */
async function statementsOf(call: () => Promise<unknown>): Promise<number> {
  await call();
  const before = statements;
  await call();
  return statements - before;
}

describe("Minha Gestão's reads with 10 holders × 10 programs", () => {
  it("send as many statements as with one holder and one program", async () => {
    const reads = (actor: TestActor, holderId: string) => ({
      summary: () => actor.caller.wallet.dashboard.summary(),
      summaryOfHolder: () => actor.caller.wallet.dashboard.summary({ titular: holderId }),
      programs: () => actor.caller.wallet.programs.list(),
      programsOfHolder: () => actor.caller.wallet.programs.list({ titular: holderId }),
      holders: () => actor.caller.household.holders.list(),
      redemptions: () => actor.caller.household.redemptions.summary({}),
      cpfState: () => actor.caller.household.cpf.state({ titular: holderId }),
    });
    const count = async (actor: TestActor, holderId: string) => {
      const counts: Record<string, number> = {};
      for (const [name, call] of Object.entries(reads(actor, holderId))) counts[name] = await statementsOf(call);
      return counts;
    };
    expect((await large.caller.wallet.programs.list()).length).toBe(100);
    const one = await count(small, smallHolder);
    // Every read was counted (the logger sees each statement).
    expect(Math.min(...Object.values(one))).toBeGreaterThan(0);
    expect(await count(large, largeHolder)).toEqual(one);
    // Narrowing to one holder costs no statement more (docs/decisions/039, "Filters by holder").
    expect(one.summary).toBe(one.summaryOfHolder);
    expect(one.programs).toBe(one.programsOfHolder);
  });
});
