import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { costPerThousandCents } from "@/shared/domain/wallet/cost";
import type { AccumulationInputSchema, AccumulationUpdateInputSchema, IdInputSchema } from "@/shared/schemas/wallet";
import type { Db } from "../../db/client";
import { groupCommit } from "../../db/group-commit";
import { perDatabase } from "../../db/per-database";
import { loyaltyPrograms, walletEntries as e } from "../../db/schema";
import { AppError } from "../../errors";
import { ownedBy, type WalletScope } from "../access/wallet-scope";
import { appendCredits } from "./ledger/append";
import type { NewEntry } from "./ledger/entries";
import { changeEntry, removeEntry } from "./ledger/change";
import { refuseEdit, refuseRemoval } from "./program-balance";

/**
 * The spec's accumulations (docs/product.md §5) are the ledger's entries with source
 * 'accumulation' (docs/decisions/029): what was paid is the lot's cost, and the cost per
 * thousand is derived from it here, never taken from the client.
 */
const accumulationColumns = {
  id: e.id,
  programId: e.programId,
  miles: e.miles,
  amountPaidCents: e.amountPaidCents,
  entryDate: e.entryDate,
  expiresOn: e.expiresOn,
  createdAt: e.createdAt,
};

type AccumulationRow = { [K in keyof typeof accumulationColumns]: (typeof e.$inferSelect)[K] };

function toAccumulation(row: AccumulationRow) {
  const amountPaidCents = row.amountPaidCents ?? 0;
  return {
    id: row.id,
    programId: row.programId,
    milesAcquired: row.miles,
    amountPaidCents,
    costPerThousandCents: costPerThousandCents(amountPaidCents, row.miles),
    calculationDate: row.entryDate,
    expiresOn: row.expiresOn,
    createdAt: row.createdAt,
  };
}

const isAccumulation = eq(e.source, "accumulation");

/** docs/product.md §7: newest first, with the program's name for the list. */
export async function listAccumulations(db: Db, scope: WalletScope) {
  const rows = await db
    .select({ ...accumulationColumns, programName: loyaltyPrograms.name })
    .from(e)
    .innerJoin(loyaltyPrograms, eq(loyaltyPrograms.id, e.programId))
    .where(and(ownedBy(e, scope), isAccumulation))
    .orderBy(desc(e.entryDate), desc(e.createdAt));
  return rows.map((row) => ({ ...toAccumulation(row), programName: row.programName }));
}

type NewAccumulation = z.output<typeof AccumulationInputSchema>;

function accumulationEntry(id: string, input: Omit<NewAccumulation, "programId">): NewEntry {
  return {
    id,
    source: "accumulation",
    type: "accumulation",
    miles: input.milesAcquired,
    entryDate: input.calculationDate,
    amountPaidCents: input.amountPaidCents,
    costCents: input.amountPaidCents,
    expiresOn: input.expiresOn,
    description: null,
    transferId: null,
  };
}

interface AccumulationCall {
  scope: WalletScope;
  input: NewAccumulation;
}

/**
 * All of these accumulations, on one program of one member, in one transaction: their entries
 * and lots with the balance UPDATE that locks the program, in one round trip (ledger/append.ts).
 * Each answer carries the balance right after its own miles, as if the accumulations had been
 * committed one by one in the order given.
 */
async function insertTogether(db: Db, calls: AccumulationCall[]) {
  const [first] = calls;
  if (!first) return [];
  const { scope } = first;
  const { programId } = first.input;
  // Ids from here, so each caller finds its own row whatever order the database answers in.
  const entries = calls.map(({ input }) => accumulationEntry(randomUUID(), input));
  const { balance } = await db.transaction((tx) => appendCredits(tx, scope, programId, entries, refuseEdit));
  let programBalance = balance - entries.reduce((sum, entry) => sum + entry.miles, 0);
  return entries.map((entry) => {
    programBalance += entry.miles;
    return {
      ...toAccumulation({ ...entry, programId, createdAt: new Date() }),
      programBalance,
    };
  });
}

// Hot path (docs/decisions/035, accumulations): concurrent accumulations on one program would
// otherwise commit one after another on its row's lock, one WAL flush each; together they share both.
const accumulationCommits = perDatabase((db: Db) =>
  groupCommit({
    commit: (calls: AccumulationCall[]) => insertTogether(db, calls),
    // A refusal (the program is gone, the sum passes the balance limit) is each call's own to hear.
    retryAlone: (error) => error instanceof AppError,
    maxBatch: 100,
  }),
);

export function createAccumulation(db: Db, scope: WalletScope, input: NewAccumulation) {
  return accumulationCommits(db)(`${scope.ownerId}:${input.programId}`, { scope, input });
}

/** The entry is rewritten and its program (both, when it moved) replayed, all or nothing. */
export async function updateAccumulation(
  db: Db,
  scope: WalletScope,
  input: z.output<typeof AccumulationUpdateInputSchema>,
) {
  const { id, programId, ...fields } = input;
  const row = await changeEntry(db, scope, {
    id,
    source: "accumulation",
    notFound: "ACCUMULATION_NOT_FOUND",
    programId,
    values: accumulationEntry(id, fields),
    refuse: refuseEdit,
  });
  return toAccumulation(row);
}

/** Refused when its miles were already spent: the balance would go below 0 (docs/product.md §4). */
export async function deleteAccumulation(db: Db, scope: WalletScope, input: z.output<typeof IdInputSchema>) {
  return removeEntry(db, scope, {
    id: input.id,
    source: "accumulation",
    notFound: "ACCUMULATION_NOT_FOUND",
    refuse: (old) => refuseRemoval("este acúmulo", old.miles),
  });
}
