import { and, eq, gt, sql } from "drizzle-orm";
import { consumeLots } from "@/shared/domain/wallet/lot-consumption";
import type { Tx } from "../../../db/client";
import { violatesForeignKey } from "../../../db/driver-errors";
import { loyaltyPrograms, mileLots, walletEntries } from "../../../db/schema";
import { AppError } from "../../../errors";
import type { WalletScope } from "../../access/wallet-scope";
import { moveBalance, type Refusal } from "../program-balance";
import { entryRow, insertEntriesWithLots, lastEntryDay, type NewEntry } from "./entries";
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
 * UPDATE refuses an overdraw; behind it, the program's last day and its live lots in consumption
 * order up to the miles wanted (the consumption index, however many lots are spent) come back in
 * the same round trip. Appended on or after the last day, the debit takes those lots and their
 * cost; back-dated, the program is replayed.
 */
export async function appendDebit(
  tx: Tx,
  scope: WalletScope,
  programId: string,
  entry: NewEntry,
  refuse: Refusal,
): Promise<Appended> {
  const wanted = -entry.miles;
  const [moved, lastDay, candidates] = await Promise.allSettled([
    moveBalance(tx, scope, programId, { miles: entry.miles, heldCostCents: 0 }, refuse),
    lastEntryDay(tx, programId),
    liveLotsCovering(tx, programId, wanted),
  ]);
  const { balance } = settle(moved);
  const day = settle(lastDay);
  const lots = settle(candidates);

  if (day !== null && entry.entryDate < day) {
    await tx.insert(walletEntries).values(entryRow(scope, programId, { ...entry, costCents: 0 }));
    await replayProgram(tx, scope, programId, refuse, balance - entry.miles);
    const [row] = await tx
      .select({ costCents: walletEntries.costCents })
      .from(walletEntries)
      .where(eq(walletEntries.id, entry.id));
    return { balance, costs: new Map([[entry.id, row?.costCents ?? 0]]) };
  }

  const { takes, costCents, shortfall } = consumeLots(lots, wanted, true);
  // The balance UPDATE let the debit through, so the lots, which always hold the balance, cover it.
  if (shortfall > 0) throw new Error(`lots of ${programId} hold ${shortfall} miles less than its balance`);
  const spent = new Map(lots.map((lot) => [lot.id, lot]));
  const values = sql.join(
    takes.map(({ lotId }) => {
      const lot = spent.get(lotId);
      return sql`(${lotId}::uuid, ${lot?.remaining ?? 0}::integer, ${lot?.remainingCostCents ?? 0}::bigint)`;
    }),
    sql`, `,
  );
  await Promise.all([
    takes.length > 0 &&
      tx.execute(
        sql`update ${mileLots} set remaining = v.remaining, remaining_cost_cents = v.cost from (values ${values}) as v(id, remaining, cost) where ${mileLots.id} = v.id`,
      ),
    tx.insert(walletEntries).values(entryRow(scope, programId, { ...entry, costCents })),
    costCents > 0 &&
      tx
        .update(loyaltyPrograms)
        .set({
          heldCostCents: sql`${loyaltyPrograms.heldCostCents} - ${costCents}::bigint`,
          usageCostCents:
            entry.type === "usage"
              ? sql`${loyaltyPrograms.usageCostCents} + ${costCents}::bigint`
              : loyaltyPrograms.usageCostCents,
        })
        .where(eq(loyaltyPrograms.id, programId)),
  ]);
  return { balance, costs: new Map([[entry.id, costCents]]) };
}

/**
 * The program's live lots in consumption order (dated first to expire, undated last, then oldest,
 * then id), only as many as cover `miles` (the running sum of the lots before each one).
 */
async function liveLotsCovering(tx: Tx, programId: string, miles: number) {
  const ordered = tx
    .select({
      id: mileLots.id,
      acquiredOn: mileLots.acquiredOn,
      expiresOn: mileLots.expiresOn,
      remaining: mileLots.remaining,
      remainingCostCents: mileLots.remainingCostCents,
      before:
        sql<number>`coalesce(sum(${mileLots.remaining}) over (order by ${mileLots.expiresOn} asc nulls last, ${mileLots.acquiredOn}, ${mileLots.id} rows between unbounded preceding and 1 preceding), 0)`.as(
          "before",
        ),
    })
    .from(mileLots)
    .where(and(eq(mileLots.programId, programId), gt(mileLots.remaining, 0)))
    .as("ordered");
  return tx
    .select({
      id: ordered.id,
      acquiredOn: ordered.acquiredOn,
      expiresOn: ordered.expiresOn,
      remaining: ordered.remaining,
      remainingCostCents: ordered.remainingCostCents,
    })
    .from(ordered)
    .where(sql`${ordered.before} < ${miles}`)
    .orderBy(sql`${ordered.expiresOn} asc nulls last`, ordered.acquiredOn, ordered.id);
}
