import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { DescribedCpfProblem } from "@/shared/domain/household/cpf-problems";
import type { HouseholdIdInputSchema, RedemptionUpdateInputSchema } from "@/shared/schemas/household";
import type { Db, Tx } from "../../db/client";
import { groupCommit } from "../../db/group-commit";
import { perDatabase } from "../../db/per-database";
import { redemptionPassengers, redemptions } from "../../db/schema";
import { AppError } from "../../errors";
import { ownedBy, type WalletScope } from "../access/wallet-scope";
import { appendDebit } from "../wallet/ledger/append";
import { changeEntry, removeEntry } from "../wallet/ledger/change";
import { refuseEdit, refuseSpending } from "../wallet/program-balance";
import { limitCheckFacts } from "./cpf-history";
import { redemptionsTogether, type Written } from "./redemption-batch";
import {
  limitCheck,
  passengerValues,
  readPassengers,
  redemptionEntry,
  redemptionRow,
  type RedemptionFields,
  type RedemptionInputOutput,
} from "./redemption-parts";
import { readRedemptions, type RedemptionView } from "./redemption-rows";

/**
 * A redemption (emissão, docs/decisions/039) is one debit of the one ledger, through its own debit
 * path (wallet/ledger/append.ts): the lots it consumes and their cost are the ledger's, and editing
 * or removing it replays the program like any other entry, so lots and CPF places come back exactly.
 * Before it is written, the program's row is locked and its CPF limit counted: redemptions
 * arriving together on one program are written in one transaction behind that lock, each counted
 * after those before it, so two racing for the last place never both take it.
 */
export type RedemptionOutcome =
  | { status: "saved"; redemption: RedemptionView }
  /** Nothing was saved: the limit would break. Sent again with confirmOverLimit, it is saved anyway. */
  | { status: "needs_confirmation"; problems: DescribedCpfProblem[] };

/** What breaks if the redemption is saved on `programId` (whose row the caller has locked), in one round trip. */
async function limitProblems(
  tx: Tx,
  scope: WalletScope,
  programId: string,
  redemptionId: string | null,
  input: RedemptionFields,
): Promise<{ problems: DescribedCpfProblem[] }> {
  const day = { first: input.issuedOn, last: input.issuedOn };
  const [read, people] = await Promise.allSettled([
    limitCheckFacts(tx, scope, programId, day, redemptionId),
    readPassengers(tx, scope, input),
  ]);
  // The program is looked at before its passengers, whichever answer came first.
  if (read.status === "rejected") throw read.reason;
  if (!read.value) throw new AppError("PROGRAM_NOT_FOUND");
  if (people.status === "rejected") throw people.reason;
  return limitCheck(read.value, people.value, input, redemptionId);
}

function writePassengers(tx: Tx, scope: WalletScope, redemptionId: string, input: RedemptionFields) {
  return tx.insert(redemptionPassengers).values(passengerValues(scope, redemptionId, input));
}

async function view(db: Db, scope: WalletScope, id: string): Promise<RedemptionView> {
  const [row] = await readRedemptions(db, scope, { id });
  if (!row) throw new AppError("REDEMPTION_NOT_FOUND");
  return row;
}

/** One redemption inside its batch's transaction, the program locked: counted after those before it. */
async function writeRedemption(tx: Tx, scope: WalletScope, input: RedemptionInputOutput): Promise<Written> {
  const { programId, ...fields } = input;
  const id = randomUUID();
  const { problems } = await limitProblems(tx, scope, programId, null, fields);
  if (problems.length > 0 && !input.confirmOverLimit) return { status: "needs_confirmation", problems };
  await appendDebit(tx, scope, programId, redemptionEntry(id, fields), refuseSpending);
  // Sent together, in this order, on the transaction's connection: one round trip.
  await Promise.all([
    tx
      .insert(redemptions)
      .values({ id, userId: scope.ownerId, programId, ...redemptionRow(fields, problems.length > 0) }),
    writePassengers(tx, scope, id, fields),
  ]);
  return { status: "saved", id };
}

interface RedemptionCall {
  scope: WalletScope;
  input: RedemptionInputOutput;
}

/**
 * Redemptions on one program, in one transaction: worked out together (redemption-batch.ts), or,
 * when one is back-dated, each in arrival order behind the lock, the program replayed as needed.
 */
async function commitRedemptions(db: Db, calls: RedemptionCall[]): Promise<RedemptionOutcome[]> {
  const [first] = calls;
  if (!first) return [];
  const { scope } = first;
  const { programId } = first.input;
  const inputs = calls.map((call) => call.input);
  const written = await db.transaction(async (tx) => {
    const together = await redemptionsTogether(tx, scope, programId, inputs);
    if (together) return together;
    const oneByOne: Written[] = [];
    for (const input of inputs) oneByOne.push(await writeRedemption(tx, scope, input));
    return oneByOne;
  });
  // Every saved one as the answers show it, read together once committed.
  const saved = written.flatMap((outcome) => (outcome.status === "saved" ? [outcome.id] : []));
  const views = new Map(
    (saved.length > 0 ? await readRedemptions(db, scope, { ids: saved }) : []).map((row) => [row.id, row]),
  );
  return written.map((outcome) => {
    if (outcome.status !== "saved") return outcome;
    const redemption = views.get(outcome.id);
    // Not an AppError: groupCommit would write the batch again one by one.
    if (!redemption) throw new Error("a redemption just saved was not read back");
    return { status: "saved", redemption };
  });
}

// Hot path (docs/decisions/035, redemptions): concurrent redemptions on one program would commit
// one after another on its row's lock, one WAL flush each; together they share both, each still
// counted after the ones before it (docs/decisions/040).
const redemptionCommits = perDatabase((db: Db) =>
  groupCommit({
    commit: (calls: RedemptionCall[]) => commitRedemptions(db, calls),
    // A refusal (the balance, a passenger not found) is each call's own to hear.
    retryAlone: (error) => error instanceof AppError,
    maxBatch: 50,
  }),
);

export function createRedemption(db: Db, scope: WalletScope, input: RedemptionInputOutput): Promise<RedemptionOutcome> {
  return redemptionCommits(db)(`${scope.ownerId}:${input.programId}`, { scope, input });
}

/** Thrown inside the edit's transaction to roll it back and answer with the problems. */
class NeedsConfirmation extends Error {
  constructor(readonly problems: DescribedCpfProblem[]) {
    super("redemption would pass a CPF limit");
  }
}

/** Rewritten like any ledger entry (replayed when its miles or day change); its places counted without its old self. */
export async function updateRedemption(
  db: Db,
  scope: WalletScope,
  input: z.output<typeof RedemptionUpdateInputSchema>,
): Promise<RedemptionOutcome> {
  const { id, programId, ...fields } = input;
  try {
    await changeEntry(db, scope, {
      id,
      source: "redemption",
      notFound: "REDEMPTION_NOT_FOUND",
      programId,
      values: redemptionEntry(id, fields),
      refuse: refuseEdit,
      beforeWrite: async (tx) => {
        const { problems } = await limitProblems(tx, scope, programId, id, fields);
        if (problems.length > 0 && !input.confirmOverLimit) throw new NeedsConfirmation(problems);
        await tx
          .update(redemptions)
          .set({ ...redemptionRow(fields, problems.length > 0), programId, updatedAt: sql`now()` })
          .where(and(eq(redemptions.id, id), ownedBy(redemptions, scope)));
        await tx
          .delete(redemptionPassengers)
          .where(and(eq(redemptionPassengers.redemptionId, id), ownedBy(redemptionPassengers, scope)));
        await writePassengers(tx, scope, id, fields);
      },
    });
  } catch (error) {
    if (error instanceof NeedsConfirmation) return { status: "needs_confirmation", problems: error.problems };
    throw error;
  }
  return { status: "saved", redemption: await view(db, scope, id) };
}

/** Its miles go back to the lots they came from (the program is replayed) and its CPF places free. */
export async function deleteRedemption(db: Db, scope: WalletScope, input: z.output<typeof HouseholdIdInputSchema>) {
  return removeEntry(db, scope, {
    id: input.id,
    source: "redemption",
    notFound: "REDEMPTION_NOT_FOUND",
    refuse: () => refuseEdit,
  });
}

export async function getRedemption(db: Db, scope: WalletScope, input: z.output<typeof HouseholdIdInputSchema>) {
  return view(db, scope, input.id);
}
