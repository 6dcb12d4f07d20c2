import { and, asc, eq, gte, sql } from "drizzle-orm";
import { deriveLots, type LotMovement } from "@/shared/domain/wallet/lots";
import { balanceDirection } from "@/shared/domain/wallet/transaction-types";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { perDatabase } from "../../db/per-database";
import { costCalculations as c, loyaltyPrograms, mileLots, pointsTransactions as p } from "../../db/schema";
import { ownedBy, SCOPE_OWNER, type WalletScope } from "../access/wallet-scope";

/**
 * Rebuilds a program's lots from its movements (docs/decisions/014). Called inside the
 * transaction that changed a movement, after its balance UPDATE has locked the program row, so
 * two changes on one program re-derive in turn and the lots always match the committed balance.
 * A program with no dated movement costs one indexed lookup: members who never date a lot
 * (and the old, heavy wallets) pay nothing more per write.
 */
export async function rederiveProgramLots(tx: Tx, scope: WalletScope, programId: string): Promise<void> {
  await rebuildLots(tx, scope, programId, await clearLotsAndFindFirstDatedDay(tx, programId));
}

/**
 * The same, sent right behind `write` (a statement of this transaction already sent: the balance
 * UPDATE that locks the program's row, or a write made while it is held) without waiting for its
 * answer. The transaction has one connection, which runs statements in the order they were sent,
 * each on a snapshot taken when it starts, so the lookup still reads every movement committed
 * before the lock was granted; both answers come back in one round trip of the time the row stays
 * locked (docs/decisions/016). `write`'s own failure is the one reported.
 */
export async function rederiveLotsBehind<T>(
  tx: Tx,
  scope: WalletScope,
  programId: string,
  write: Promise<T>,
): Promise<T> {
  const [written, firstLotDay] = await Promise.allSettled([write, clearLotsAndFindFirstDatedDay(tx, programId)]);
  if (written.status === "rejected") throw written.reason;
  if (firstLotDay.status === "rejected") throw firstLotDay.reason;
  await rebuildLots(tx, scope, programId, firstLotDay.value);
  return written.value;
}

/** Independent, so sent together: on PostgreSQL they share one round trip. */
async function clearLotsAndFindFirstDatedDay(tx: Tx, programId: string): Promise<string | null> {
  const [firstLotDay] = await Promise.all([
    firstDatedDay(tx, programId),
    tx.delete(mileLots).where(eq(mileLots.programId, programId)),
  ]);
  return firstLotDay;
}

async function rebuildLots(tx: Tx, scope: WalletScope, programId: string, firstLotDay: string | null): Promise<void> {
  if (firstLotDay === null) return;
  const [undatedAtStart, movements] = await Promise.all([
    undatedBefore(tx, programId, firstLotDay),
    movementsFrom(tx, programId, firstLotDay),
  ]);
  const lots = deriveLots(undatedAtStart, movements);
  if (lots.length === 0) return;
  const sources = new Map(movements.map((movement) => [movement.id, movement.source]));
  const userId = scope.ownerId;
  await tx
    .insert(mileLots)
    .values(lots.map((lot) => ({ ...lot, userId, programId, source: sources.get(lot.id) ?? "transaction" })));
}

/** After an edit that may have moved a movement between programs: each program once, in id order. */
export async function rederiveLotsOf(tx: Tx, scope: WalletScope, programIds: string[]): Promise<void> {
  for (const programId of [...new Set(programIds)].sort()) await rederiveProgramLots(tx, scope, programId);
}

/**
 * For changes that leave the balance alone (a movement's date or expiry): takes the same row lock
 * the balance UPDATE would, so the re-derivation still runs one at a time per program.
 */
export async function lockProgram(tx: Tx, scope: WalletScope, programId: string): Promise<void> {
  await tx
    .select({ id: loyaltyPrograms.id })
    .from(loyaltyPrograms)
    .where(and(eq(loyaltyPrograms.id, programId), ownedBy(loyaltyPrograms, scope)))
    .for("update");
}

async function firstDatedDay(tx: DbOrTx, programId: string): Promise<string | null> {
  const [row] = await tx
    .select({
      day: sql<string | null>`least(
        (select min(${c.calculationDate}) from ${c} where ${c.programId} = ${programId} and ${c.expiresOn} is not null),
        (select min(${p.transactionDate}) from ${p} where ${p.programId} = ${programId} and ${p.expiresOn} is not null)
      )::text`,
    })
    .from(loyaltyPrograms)
    .where(eq(loyaltyPrograms.id, programId));
  return row?.day ?? null;
}

/** Everything before the first lot is undated, so it only moves the undated pool. */
async function undatedBefore(tx: DbOrTx, programId: string, day: string): Promise<number> {
  const [row] = await tx
    .select({
      miles: sql`${loyaltyPrograms.openingBalance}
        + (select coalesce(sum(${c.milesAcquired}), 0) from ${c} where ${c.programId} = ${programId} and ${c.calculationDate} < ${day})
        + (select coalesce(sum(case when ${p.type} in ('usage', 'expiration') then -${p.amount} else ${p.amount} end), 0)
           from ${p} where ${p.programId} = ${programId} and ${p.transactionDate} < ${day})`.mapWith(Number),
    })
    .from(loyaltyPrograms)
    .where(eq(loyaltyPrograms.id, programId));
  return row?.miles ?? 0;
}

type SourcedMovement = LotMovement & { source: "accumulation" | "transaction" };

async function movementsFrom(tx: DbOrTx, programId: string, day: string): Promise<SourcedMovement[]> {
  const [accumulations, transactions] = await Promise.all([
    tx
      .select({
        id: c.id,
        date: c.calculationDate,
        createdAt: c.createdAt,
        miles: c.milesAcquired,
        expiresOn: c.expiresOn,
      })
      .from(c)
      .where(and(eq(c.programId, programId), gte(c.calculationDate, day))),
    tx
      .select({
        id: p.id,
        date: p.transactionDate,
        createdAt: p.createdAt,
        type: p.type,
        amount: p.amount,
        expiresOn: p.expiresOn,
      })
      .from(p)
      .where(and(eq(p.programId, programId), gte(p.transactionDate, day))),
  ]);
  return [
    ...accumulations.map((row) => ({ ...row, createdAt: row.createdAt.getTime(), source: "accumulation" as const })),
    ...transactions.map(({ type, amount, ...row }) => ({
      ...row,
      createdAt: row.createdAt.getTime(),
      miles: balanceDirection(type) * amount,
      source: "transaction" as const,
    })),
  ];
}

// Prepared once per database (docs/decisions/016): the program cards ask for it on every visit.
const liveLotsQuery = perDatabase((db: Db) =>
  db
    .select({
      id: mileLots.id,
      programId: mileLots.programId,
      source: mileLots.source,
      acquiredOn: mileLots.acquiredOn,
      expiresOn: mileLots.expiresOn,
      miles: mileLots.miles,
      remaining: mileLots.remaining,
    })
    .from(mileLots)
    .where(and(ownedBy(mileLots, SCOPE_OWNER), sql`${mileLots.remaining} > 0`))
    .orderBy(asc(mileLots.expiresOn), asc(mileLots.acquiredOn), asc(mileLots.id))
    .prepare("live_lots"),
);

/** The lots of the caller's programs, earliest expiry first, for the cards. */
export function listLots(db: Db, scope: WalletScope) {
  return liveLotsQuery(db).execute({ userId: scope.ownerId });
}

export type LotRow = Awaited<ReturnType<typeof listLots>>[number];
