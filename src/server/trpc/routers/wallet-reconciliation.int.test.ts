import fc from "fast-check";
import { TRPCError } from "@trpc/server";
import { and, between, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInSaoPaulo } from "@/shared/domain/plain-date";
import { walletEntries } from "../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createActor, expectLedgerConsistent, type TestActor } from "../../testing/wallet-actors";

/**
 * The ledger's promise (docs/decisions/029): whatever sequence of movements a member makes —
 * back-dated or not, refused or not, transfers and corrections included — for any program and any
 * period, what came in minus what went out equals the balance at the end minus the balance at the
 * start. The test keeps its own model of every accepted movement and checks the database's
 * ledger against it, period by period.
 */
let database: TestDatabase;
let ana: TestActor;
const today = todayInSaoPaulo();
const FIRST_DAY = addDays(today, -90);

beforeAll(async () => {
  database = await createTestDatabase();
  ana = await createActor(database.db);
});

afterAll(async () => {
  await database?.destroy();
});

type Op =
  | { kind: "buy"; program: 0 | 1; miles: number; cents: number; day: number; expires: boolean }
  | { kind: "use"; program: 0 | 1; miles: number; day: number }
  | { kind: "bonus"; program: 0 | 1; miles: number; day: number }
  | { kind: "correct"; program: 0 | 1; balance: number }
  | { kind: "transfer"; from: 0 | 1; points: number; bonus: number; pending: boolean; day: number }
  | { kind: "removeAccumulation"; pick: number }
  | { kind: "removeTransfer"; pick: number }
  | { kind: "confirm"; program: 0 | 1 };

const program = fc.constantFrom(0 as const, 1 as const);
const day = fc.integer({ min: 0, max: 90 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant("buy" as const),
    program,
    miles: fc.integer({ min: 1, max: 30_000 }),
    cents: fc.integer({ min: 0, max: 100_000 }),
    day,
    expires: fc.boolean(),
  }),
  fc.record({ kind: fc.constant("use" as const), program, miles: fc.integer({ min: 1, max: 20_000 }), day }),
  fc.record({ kind: fc.constant("bonus" as const), program, miles: fc.integer({ min: 1, max: 5_000 }), day }),
  fc.record({ kind: fc.constant("correct" as const), program, balance: fc.integer({ min: 0, max: 50_000 }) }),
  fc.record({
    kind: fc.constant("transfer" as const),
    from: program,
    points: fc.integer({ min: 1, max: 15_000 }),
    bonus: fc.constantFrom(0, 25, 80, 100),
    pending: fc.boolean(),
    day,
  }),
  fc.record({ kind: fc.constant("removeAccumulation" as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant("removeTransfer" as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant("confirm" as const), program }),
);

/** What the test believes happened: each accepted movement's day and signed miles, per program. */
type Model = Map<string, { program: string; day: string; miles: number; group: string }>;

/** A refusal the member would read (insufficient balance, miles already used, nothing pending) changes nothing. */
async function accepted<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof TRPCError && error.code === "CONFLICT") return null;
    throw error;
  }
}

async function run(ops: Op[]) {
  const programs = [
    await ana.caller.wallet.programs.create({ name: "Livelo", balance: 0 }),
    await ana.caller.wallet.programs.create({ name: "Smiles", balance: 0 }),
  ] as const;
  const ids = programs.map((row) => row.id);
  const id = (index: 0 | 1) => ids[index] as string;
  const model: Model = new Map();
  const balanceOf = (programId: string) =>
    [...model.values()].filter((row) => row.program === programId).reduce((sum, row) => sum + row.miles, 0);
  const add = (key: string, programId: string, onDay: string, miles: number, group = key) =>
    model.set(key, { program: programId, day: onDay, miles, group });
  const dayOf = (offset: number) => addDays(FIRST_DAY, offset);
  let n = 0;

  for (const step of ops) {
    n += 1;
    if (step.kind === "buy") {
      const row = await ana.caller.wallet.accumulations.create({
        programId: id(step.program),
        milesAcquired: step.miles,
        amountPaidCents: step.cents,
        calculationDate: dayOf(step.day),
        expiresOn: step.expires ? addDays(dayOf(step.day), 200) : null,
      });
      add(row.id, id(step.program), dayOf(step.day), step.miles, "accumulation");
    } else if (step.kind === "use" || step.kind === "bonus") {
      const row = await accepted(
        ana.caller.wallet.transactions.create({
          programId: id(step.program),
          type: step.kind === "use" ? "usage" : "bonus",
          amount: step.miles,
          transactionDate: dayOf(step.day),
        }),
      );
      if (row)
        add(row.id, id(step.program), dayOf(step.day), step.kind === "use" ? -step.miles : step.miles, "transaction");
    } else if (step.kind === "correct") {
      const current = balanceOf(id(step.program));
      await ana.caller.wallet.programs.update({ id: id(step.program), name: "Programa", balance: step.balance });
      if (step.balance !== current)
        add(`correction-${n}`, id(step.program), today, step.balance - current, "correction");
    } else if (step.kind === "transfer") {
      const to = step.from === 0 ? 1 : 0;
      const transfer = await accepted(
        ana.caller.wallet.transfers.create({
          fromProgramId: id(step.from),
          toProgramId: id(to),
          transferDate: dayOf(step.day),
          pointsSent: step.points,
          bonusPercent: step.bonus,
          bonusPending: step.pending,
        }),
      );
      if (transfer) {
        add(`${transfer.id}-out`, id(step.from), dayOf(step.day), -step.points, transfer.id);
        add(`${transfer.id}-base`, id(to), dayOf(step.day), transfer.baseMiles, transfer.id);
        if (transfer.bonusStatus === "credited") {
          add(`${transfer.id}-bonus`, id(to), dayOf(step.day), transfer.bonusMiles, transfer.id);
        }
      }
    } else if (step.kind === "removeAccumulation") {
      const rows = [...model.entries()].filter(([, row]) => row.group === "accumulation");
      const picked = rows[step.pick % Math.max(rows.length, 1)];
      if (picked && (await accepted(ana.caller.wallet.accumulations.delete({ id: picked[0] }))))
        model.delete(picked[0]);
    } else if (step.kind === "removeTransfer") {
      const transfers = await ana.caller.wallet.transfers.list();
      const picked = transfers[step.pick % Math.max(transfers.length, 1)];
      if (picked && (await accepted(ana.caller.wallet.transfers.remove({ id: picked.id })))) {
        for (const [key, row] of model) if (row.group === picked.id) model.delete(key);
      }
    } else {
      const pending = (await ana.caller.wallet.transfers.list()).filter(
        (row) => row.toProgramId === id(step.program) && row.bonusStatus === "pending",
      );
      if (await accepted(ana.caller.wallet.programs.confirmBonus({ id: id(step.program) }))) {
        for (const row of pending) add(`${row.id}-bonus`, id(step.program), today, row.bonusMiles, row.id);
      }
    }
  }
  return { ids, model };
}

/** In and out of one program over [from, to], from the database's ledger, as a report reads it. */
async function flows(programId: string, from: string, to: string) {
  const [row] = await database.db
    .select({
      incoming: sql<number>`coalesce(sum(${walletEntries.miles}) filter (where ${walletEntries.miles} > 0), 0)`.mapWith(
        Number,
      ),
      outgoing:
        sql<number>`coalesce(-sum(${walletEntries.miles}) filter (where ${walletEntries.miles} < 0), 0)`.mapWith(
          Number,
        ),
    })
    .from(walletEntries)
    .where(and(eq(walletEntries.programId, programId), between(walletEntries.entryDate, from, to)));
  return { incoming: row?.incoming ?? 0, outgoing: row?.outgoing ?? 0 };
}

describe("reconciliation", () => {
  it("in − out = balance at the end − balance at the start, for any program and period", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 5, maxLength: 18 }),
        fc.array(fc.tuple(day, day), { minLength: 3, maxLength: 3 }),
        async (ops, periods) => {
          const { ids, model } = await run(ops);
          const balanceAt = (programId: string, onDay: string) =>
            [...model.values()]
              .filter((row) => row.program === programId && row.day <= onDay)
              .reduce((sum, row) => sum + row.miles, 0);
          for (const programId of ids) {
            await expectLedgerConsistent(database.db, programId);
            const [stored] = (await ana.caller.wallet.programs.list()).filter((row) => row.id === programId);
            expect(stored?.balance).toBe(balanceAt(programId, today));
            for (const [a, b] of periods) {
              const [start, end] = [addDays(FIRST_DAY, Math.min(a, b)), addDays(FIRST_DAY, Math.max(a, b))];
              const { incoming, outgoing } = await flows(programId, start, end);
              expect(incoming - outgoing).toBe(balanceAt(programId, end) - balanceAt(programId, addDays(start, -1)));
            }
          }
        },
      ),
      { numRuns: 8 },
    );
  });
});
