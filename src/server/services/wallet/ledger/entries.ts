import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { EntrySource, EntryType } from "@/shared/domain/wallet/entry-kinds";
import type { Tx } from "../../../db/client";
import { insertRows } from "../../../db/insert-rows";
import { loyaltyPrograms, mileLots, walletEntries } from "../../../db/schema";
import { ownedBy, type WalletScope } from "../../access/wallet-scope";
import { programKindColumn } from "../program-kind";

/** One movement about to be written to the ledger (docs/decisions/029); its id is made in Node. */
export interface NewEntry {
  id: string;
  source: EntrySource;
  type: EntryType;
  /** Signed: positive credits a lot, negative debits. */
  miles: number;
  entryDate: string;
  amountPaidCents: number | null;
  /** A credit's cost (what was paid, or what a transfer carried); a debit's is what it takes. */
  costCents: number;
  expiresOn: string | null;
  description: string | null;
  transferId: string | null;
}

export function entryRow(scope: WalletScope, programId: string, entry: NewEntry) {
  return { ...entry, userId: scope.ownerId, programId };
}

/** The columns entryRow and lotRow fill, for insertRows. */
export const ENTRY_COLUMNS = [
  "id",
  "userId",
  "programId",
  "source",
  "type",
  "miles",
  "entryDate",
  "amountPaidCents",
  "costCents",
  "expiresOn",
  "description",
  "transferId",
] as const satisfies readonly (keyof ReturnType<typeof entryRow>)[];

export const LOT_COLUMNS = [
  "id",
  "userId",
  "programId",
  "source",
  "acquiredOn",
  "expiresOn",
  "miles",
  "remaining",
  "costCents",
  "remainingCostCents",
] as const satisfies readonly (keyof ReturnType<typeof lotRow>)[];

/** A credit's lot: same id as its entry, everything still held. */
export function lotRow(scope: WalletScope, programId: string, entry: NewEntry) {
  return {
    id: entry.id,
    userId: scope.ownerId,
    programId,
    source: "entry" as const,
    acquiredOn: entry.entryDate,
    expiresOn: entry.expiresOn,
    miles: entry.miles,
    remaining: entry.miles,
    costCents: entry.costCents,
    remainingCostCents: entry.costCents,
  };
}

/** The day of the program's latest entry, or null: an entry on or after it can be appended without a replay. */
export async function lastEntryDay(tx: Tx, programId: string, except: string[] = []): Promise<string | null> {
  const [row] = await tx
    .select({ day: sql<string | null>`max(${walletEntries.entryDate})::text` })
    .from(walletEntries)
    .where(
      and(eq(walletEntries.programId, programId), except.length > 0 ? notInArray(walletEntries.id, except) : undefined),
    );
  return row?.day ?? null;
}

/**
 * Locks the programs' rows in id order, so two operations on the same pair (transfers both ways,
 * an entry moved between them) always lock in one order and never deadlock. Returns what it
 * found (with the kind, whose word a refusal counts in): another member's program is not there.
 */
export async function lockPrograms(tx: Tx, scope: WalletScope, programIds: string[]) {
  const ids = [...new Set(programIds)].sort();
  const rows = await tx
    .select({
      id: loyaltyPrograms.id,
      balance: loyaltyPrograms.balance,
      name: loyaltyPrograms.name,
      kind: programKindColumn,
    })
    .from(loyaltyPrograms)
    .where(and(inArray(loyaltyPrograms.id, ids), ownedBy(loyaltyPrograms, scope)))
    .orderBy(loyaltyPrograms.id)
    .for("update");
  return new Map(rows.map((row) => [row.id, row]));
}

export async function insertEntriesWithLots(tx: Tx, scope: WalletScope, programId: string, entries: NewEntry[]) {
  await insertEntriesOfPrograms(tx, [{ scope, programId, entries }]);
}

/** Entries on one or more programs. */
export interface ProgramEntries {
  scope: WalletScope;
  programId: string;
  entries: NewEntry[];
}

/** The entries of many programs and a lot for each credit among them: two statements, however many rows. */
export async function insertEntriesOfPrograms(tx: Tx, groups: readonly ProgramEntries[]) {
  const rows = groups.flatMap(({ scope, programId, entries }) => entries.map((entry) => ({ scope, programId, entry })));
  const credits = rows.filter(({ entry }) => entry.miles > 0);
  await Promise.all([
    insertRows(
      tx,
      walletEntries,
      ENTRY_COLUMNS,
      rows.map(({ scope, programId, entry }) => entryRow(scope, programId, entry)),
    ),
    credits.length > 0 &&
      insertRows(
        tx,
        mileLots,
        LOT_COLUMNS,
        credits.map(({ scope, programId, entry }) => lotRow(scope, programId, entry)),
      ),
  ]);
}
