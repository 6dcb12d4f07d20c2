import { and, eq, inArray } from "drizzle-orm";
import type { EntrySource } from "@/shared/domain/wallet/entry-kinds";
import type { Db, Tx } from "../../../db/client";
import { mileLots, walletEntries as e } from "../../../db/schema";
import { AppError, type AppErrorCode } from "../../../errors";
import { ownedBy, type WalletScope } from "../../access/wallet-scope";
import type { Refusal } from "../program-balance";
import { lockPrograms, type NewEntry } from "./entries";
import { replayProgram } from "./replay";

const entryColumns = {
  id: e.id,
  programId: e.programId,
  source: e.source,
  type: e.type,
  miles: e.miles,
  entryDate: e.entryDate,
  amountPaidCents: e.amountPaidCents,
  costCents: e.costCents,
  expiresOn: e.expiresOn,
  description: e.description,
  transferId: e.transferId,
  createdAt: e.createdAt,
};

export type EntryRow = Awaited<ReturnType<typeof findEntry>>;

async function findEntry(tx: Tx, scope: WalletScope, id: string, sources: EntrySource[], lock: boolean) {
  const query = tx
    .select(entryColumns)
    .from(e)
    .where(and(eq(e.id, id), ownedBy(e, scope), inArray(e.source, sources)));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

interface EntryTarget {
  id: string;
  /** The spec's entity the caller edits; a transfer's sides are found too, to be refused in words. */
  source: "accumulation" | "transaction" | "redemption";
  notFound: AppErrorCode;
}

/**
 * Finds the entry, then locks its program (and `alsoLock`) in id order before locking the entry
 * itself: every writer takes a program's lock before touching its entries, so an edit never waits
 * for an entry a replay holding the program's lock is rewriting. The entry's program cannot change
 * while its program is locked; if it moved just before, the lock is taken again.
 */
async function lockEntry(tx: Tx, scope: WalletScope, target: EntryTarget, alsoLock: string | null) {
  const sources: EntrySource[] = [target.source, "transfer"];
  for (;;) {
    const seen = await findEntry(tx, scope, target.id, sources, false);
    if (!seen) throw new AppError(target.notFound);
    if (seen.transferId !== null) throw new AppError("PART_OF_TRANSFER");
    const programs = await lockPrograms(tx, scope, alsoLock ? [seen.programId, alsoLock] : [seen.programId]);
    const entry = await findEntry(tx, scope, target.id, sources, true);
    if (!entry) throw new AppError(target.notFound);
    if (entry.programId === seen.programId) return { entry, programs };
  }
}

/** Replays each program once, in id order. */
async function replayAll(tx: Tx, scope: WalletScope, balances: Map<string, { balance: number }>, refuse: Refusal) {
  for (const [programId, { balance }] of [...balances].sort(([a], [b]) => (a < b ? -1 : 1))) {
    await replayProgram(tx, scope, programId, refuse, balance);
  }
}

/**
 * Rewrites an accumulation or transaction (possibly onto another program) and replays what it
 * touched. A change of description alone moves nothing and replays nothing.
 */
export async function changeEntry(
  db: Db,
  scope: WalletScope,
  change: EntryTarget & {
    programId: string;
    values: NewEntry;
    refuse: Refusal;
    /** Runs with the programs locked, before the entry is rewritten: a redemption's own rows and checks. */
    beforeWrite?: (tx: Tx, old: EntryRow & object) => Promise<void>;
  },
) {
  return db.transaction(async (tx) => {
    const { entry: old, programs } = await lockEntry(tx, scope, change, change.programId);
    if (!programs.has(change.programId)) throw new AppError("PROGRAM_NOT_FOUND");
    await change.beforeWrite?.(tx, old);
    const { values } = change;
    const moved =
      old.programId !== change.programId ||
      old.type !== values.type ||
      old.miles !== values.miles ||
      old.entryDate !== values.entryDate ||
      old.expiresOn !== values.expiresOn ||
      (old.miles > 0 && old.costCents !== values.costCents);
    const [row] = await tx
      .update(e)
      .set({
        programId: change.programId,
        type: values.type,
        miles: values.miles,
        entryDate: values.entryDate,
        amountPaidCents: values.amountPaidCents,
        costCents: values.miles > 0 ? values.costCents : old.costCents,
        expiresOn: values.expiresOn,
        description: values.description,
      })
      .where(eq(e.id, old.id))
      .returning(entryColumns);
    if (!row) throw new AppError(change.notFound);
    if (!moved) return row;
    await replayAll(tx, scope, programs, change.refuse);
    const [replayed] = await tx.select(entryColumns).from(e).where(eq(e.id, old.id));
    return replayed ?? row;
  });
}

/** Removes an accumulation or transaction and replays its program; refused when it would leave the balance below 0. */
export async function removeEntry(
  db: Db,
  scope: WalletScope,
  target: EntryTarget & { refuse: (old: EntryRow & object) => Refusal },
) {
  return db.transaction(async (tx) => {
    const { entry: old, programs } = await lockEntry(tx, scope, target, null);
    await Promise.all([tx.delete(e).where(eq(e.id, old.id)), tx.delete(mileLots).where(eq(mileLots.id, old.id))]);
    const before = programs.get(old.programId)?.balance ?? 0;
    const { balance } = await replayProgram(tx, scope, old.programId, target.refuse(old), before);
    return { id: old.id, programId: old.programId, programBalance: balance };
  });
}
