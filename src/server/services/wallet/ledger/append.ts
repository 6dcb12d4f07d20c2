import { and, eq, inArray, sql } from "drizzle-orm";
import { spendsMiles } from "@/shared/domain/wallet/entry-kinds";
import { consumeLots } from "@/shared/domain/wallet/lot-consumption";
import type { Tx } from "../../../db/client";
import { violatesForeignKey } from "../../../db/driver-errors";
import { literalLimit } from "../../../db/literal-limit";
import { loyaltyPrograms, mileLots, walletEntries } from "../../../db/schema";
import { AppError } from "../../../errors";
import type { WalletScope } from "../../access/wallet-scope";
import { WALLET_LIMITS } from "@/shared/domain/wallet/wallet-limits";
import { balanceLimitExceeded, moveBalance, type Refusal } from "../program-balance";
import { programKindColumn } from "../program-kind";
import {
  entryRow,
  insertEntriesOfPrograms,
  insertEntriesWithLots,
  lastEntryDay,
  type NewEntry,
  type ProgramEntries,
} from "./entries";
import { writeLotRemainders } from "./lot-remainders";
import { replayProgram } from "./replay";

const PROGRAM_OWNER_FK = "wallet_entries_program_owner_fk";

/** Each appended entry's cost (a debit's: what its lots cost), and the balance after all of them. */
export interface Appended {
  balance: number;
  costs: Map<string, number>;
}

function settle<T>(result: PromiseSettledResult<T>): T {
  if (result.status === "rejected") throw result.reason;
  return result.value;
}

/**
 * Credits on one program (an accumulation batch, a bonus, a transfer's base and bonus): the
 * balance UPDATE that locks the program, the lookup of its last day, and the INSERTs of the
 * entries and their lots are sent together, one round trip (docs/decisions/016). On or after the
 * last day nothing else moves; a back-dated credit may have been spent by a later debit, so then
 * the program is replayed.
 */
export async function appendCredits(
  tx: Tx,
  scope: WalletScope,
  programId: string,
  entries: NewEntry[],
  refuse: Refusal,
): Promise<Appended> {
  const miles = entries.reduce((sum, entry) => sum + entry.miles, 0);
  const heldCostCents = entries.reduce((sum, entry) => sum + entry.costCents, 0);
  const [moved, lastDay, inserted] = await Promise.allSettled([
    moveBalance(tx, scope, programId, { miles, heldCostCents }, refuse),
    lastEntryDay(tx, programId),
    insertEntriesWithLots(tx, scope, programId, entries),
  ]);
  if (inserted.status === "rejected" && violatesForeignKey(inserted.reason, PROGRAM_OWNER_FK)) {
    throw new AppError("PROGRAM_NOT_FOUND");
  }
  const { balance } = settle(moved);
  settle(inserted);
  const day = settle(lastDay);
  const costs = new Map(entries.map((entry) => [entry.id, entry.costCents]));
  if (day === null || entries.every((entry) => entry.entryDate >= day)) return { balance, costs };
  return { ...(await replayProgram(tx, scope, programId, refuse, balance - miles)), costs };
}

/**
 * One debit (a usage, an expiration, a correction down, a transfer's outgoing side). The guarded
 * UPDATE refuses an overdraw; behind it, in the same round trip, the program's last day and the
 * first live lots in consumption order (read from the consumption index, stopping early however
 * many lots there are). Appended on or after the last day, the debit takes those lots and their
 * cost in one more round trip; back-dated, the program is replayed. `alongside` receives the
 * debit's cost and is sent with its writes (a transfer's credits), sharing that round trip.
 */
export async function appendDebit(
  tx: Tx,
  scope: WalletScope,
  programId: string,
  entry: NewEntry,
  refuse: Refusal,
  alongside: (costCents: number) => Promise<unknown> = async () => undefined,
): Promise<Appended> {
  const wanted = -entry.miles;
  const [moved, lastDay, firstLots] = await Promise.allSettled([
    moveBalance(tx, scope, programId, { miles: entry.miles, heldCostCents: 0 }, refuse),
    lastEntryDay(tx, programId),
    liveLots(tx, programId, FIRST_LOTS),
  ]);
  const { balance } = settle(moved);
  const day = settle(lastDay);

  if (day !== null && entry.entryDate < day) {
    await tx.insert(walletEntries).values(entryRow(scope, programId, { ...entry, costCents: 0 }));
    await replayProgram(tx, scope, programId, refuse, balance - entry.miles);
    const [row] = await tx
      .select({ costCents: walletEntries.costCents })
      .from(walletEntries)
      .where(eq(walletEntries.id, entry.id));
    const costCents = row?.costCents ?? 0;
    await alongside(costCents);
    return { balance, costs: new Map([[entry.id, costCents]]) };
  }

  let lots = settle(firstLots);
  const held = lots.reduce((sum, lot) => sum + lot.remaining, 0);
  // A debit larger than the first lots hold (rare: many small lots) reads the rest.
  if (held < wanted && lots.length === FIRST_LOTS) lots = await liveLots(tx, programId, null);
  const { takes, costCents, shortfall } = consumeLots(lots, wanted, true);
  // The balance UPDATE let the debit through, so the lots, which always hold the balance, cover it.
  if (shortfall > 0) throw new Error(`lots of ${programId} hold ${shortfall} miles less than its balance`);
  // The lots taken, in the order taken: consumeLots walks them in the order read.
  const taken = new Set(takes.map((take) => take.lotId));
  await Promise.all([
    writeLotRemainders(
      tx,
      lots.filter((lot) => taken.has(lot.id)),
    ),
    tx.insert(walletEntries).values(entryRow(scope, programId, { ...entry, costCents })),
    costCents > 0 &&
      tx
        .update(loyaltyPrograms)
        .set({
          heldCostCents: sql`${loyaltyPrograms.heldCostCents} - ${costCents}::bigint`,
          usageCostCents: spendsMiles(entry.type)
            ? sql`${loyaltyPrograms.usageCostCents} + ${costCents}::bigint`
            : loyaltyPrograms.usageCostCents,
        })
        .where(eq(loyaltyPrograms.id, programId)),
    alongside(costCents),
  ]);
  return { balance, costs: new Map([[entry.id, costCents]]) };
}

/** How many lots a debit reads first: most debits take one or two. */
export const FIRST_LOTS = 64;

/**
 * The program's live lots in consumption order (dated first to expire, undated last, then oldest,
 * then id), as the consumption index holds them, so a LIMIT stops the scan early. `remaining > 0`
 * and the limit are written into the statement: a parameter in their place left the prepared
 * statement's generic plan unable to use the partial index (it walked every spent lot of the
 * program), and a `limit $n` is re-planned on every call (db/literal-limit.ts, docs/decisions/036).
 */
export function liveLots(tx: Tx, programId: string, limit: number | null) {
  const query = tx
    .select({
      id: mileLots.id,
      acquiredOn: mileLots.acquiredOn,
      expiresOn: mileLots.expiresOn,
      remaining: mileLots.remaining,
      remainingCostCents: mileLots.remainingCostCents,
    })
    .from(mileLots)
    .where(and(eq(mileLots.programId, programId), sql`${mileLots.remaining} > 0`))
    .orderBy(sql`${mileLots.expiresOn} asc nulls last`, mileLots.acquiredOn, mileLots.id);
  return limit === null ? query : query.limit(literalLimit(limit));
}

/**
 * Credits on many programs in one go (the clubs' monthly posting, docs/decisions/042), in a
 * constant number of statements however many programs: the programs locked in id order with
 * their balances and last days read behind the lock, then one balance UPDATE for all of them and
 * every entry and lot in two inserts. Refused whole when a program is not the scope's or would pass
 * the balance limit; a program whose credits are back-dated is replayed, as appendCredits does.
 */
export async function appendCreditsToPrograms(tx: Tx, groups: readonly ProgramEntries[], refuse: Refusal) {
  if (groups.length === 0) return;
  const sorted = [...groups].sort((a, b) => (a.programId < b.programId ? -1 : 1));
  const ids = sorted.map((group) => group.programId);
  const [locked, lastDays] = await Promise.all([
    tx
      .select({
        id: loyaltyPrograms.id,
        userId: loyaltyPrograms.userId,
        balance: loyaltyPrograms.balance,
        kind: programKindColumn,
      })
      .from(loyaltyPrograms)
      .where(inArray(loyaltyPrograms.id, ids))
      .orderBy(loyaltyPrograms.id)
      .for("update", { of: loyaltyPrograms }),
    tx
      .select({ programId: walletEntries.programId, day: sql<string>`max(${walletEntries.entryDate})::text` })
      .from(walletEntries)
      .where(inArray(walletEntries.programId, ids))
      .groupBy(walletEntries.programId),
  ]);
  const programs = new Map(locked.map((row) => [row.id, row]));
  const changes = sorted.map((group) => {
    const program = programs.get(group.programId);
    if (!program || program.userId !== group.scope.ownerId) throw new AppError("PROGRAM_NOT_FOUND");
    const miles = group.entries.reduce((sum, entry) => sum + entry.miles, 0);
    if (program.balance + miles > WALLET_LIMITS.maxBalance) throw balanceLimitExceeded(program.kind);
    const costCents = group.entries.reduce((sum, entry) => sum + entry.costCents, 0);
    return { ...group, miles, costCents, balanceBefore: program.balance };
  });
  const values = sql.join(
    changes.map(
      ({ programId, miles, costCents }) => sql`(${programId}::uuid, ${miles}::integer, ${costCents}::bigint)`,
    ),
    sql`, `,
  );
  await Promise.all([
    tx.execute(
      sql`update ${loyaltyPrograms} set balance = ${loyaltyPrograms.balance} + c.miles,
          held_cost_cents = ${loyaltyPrograms.heldCostCents} + c.cost, updated_at = now()
          from (values ${values}) as c(id, miles, cost) where ${loyaltyPrograms.id} = c.id`,
    ),
    insertEntriesOfPrograms(tx, sorted),
  ]);
  const lastDay = new Map(lastDays.map((row) => [row.programId, row.day]));
  for (const { scope, programId, entries, balanceBefore } of changes) {
    const day = lastDay.get(programId);
    if (day && entries.some((entry) => entry.entryDate < day)) {
      await replayProgram(tx, scope, programId, refuse, balanceBefore);
    }
  }
}
