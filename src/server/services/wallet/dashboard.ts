import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { heldCostPerThousandCents } from "@/shared/domain/wallet/lot-consumption";
import { expiryWindow } from "@/shared/domain/wallet/expiry";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import type { EntryType } from "@/shared/domain/wallet/entry-kinds";
import { totalOf as total } from "../../db/aggregates";
import type { Db } from "../../db/client";
import { literalLimit } from "../../db/literal-limit";
import { perDatabase } from "../../db/per-database";
import { loyaltyPrograms, mileLots, walletEntries } from "../../db/schema";
import { ownedBy, SCOPE_OWNER, type WalletScope } from "../access/wallet-scope";

const RECENT_ACTIVITY_LIMIT = 3;

const t = loyaltyPrograms;
const e = walletEntries;
// Drizzle writes columns unqualified in a one-table select; the lots subquery must name the outer row.
const programIdSql = sql.raw(`"loyalty_programs"."id"`);

const todayParam = sql.placeholder("today");
const lastExpiringDayParam = sql.placeholder("lastExpiringDay");

const holderParam = sql.placeholder("holderId");
const lotsOfHolder = sql` and ${mileLots.programId} in (select ${t.id} from ${t} where ${t.holderId} = ${holderParam})`;

/** The summary's totals over every program, or (`byHolder`) over one holder's (docs/decisions/039). */
const totalsSelect = (db: Db, byHolder: boolean) =>
  db
    .select({
      totalMiles: total(sql`sum(${t.balance})`),
      totalPendingBonus: total(sql`sum(${t.pendingBonus})`),
      // 1 to 30 days left; a program expiring today is already 'Vencido' (shared/domain/wallet/expiry.ts).
      // Dated lots count by lot; a program's own date still counts its whole balance when none
      // of its miles are in a live lot (docs/decisions/014).
      expiringMiles: total(
        sql`coalesce(sum(${t.balance}) filter (where ${t.expirationDate} > ${todayParam} and ${t.expirationDate} <= ${lastExpiringDayParam}
          and not exists (select 1 from ${mileLots} where ${mileLots.programId} = ${programIdSql} and ${mileLots.remaining} > 0 and ${mileLots.expiresOn} is not null)), 0)
          + (select coalesce(sum(${mileLots.remaining}), 0) from ${mileLots} where ${ownedBy(mileLots, SCOPE_OWNER)}
            and ${mileLots.remaining} > 0 and ${mileLots.expiresOn} > ${todayParam} and ${mileLots.expiresOn} <= ${lastExpiringDayParam}${byHolder ? lotsOfHolder : sql``})`,
      ),
      heldCostCents: total(sql`sum(${t.heldCostCents})`),
      programCount: total(sql`count(*)`),
      // Active = not expired: no expiry date, or at least one day left (same rule as the card's badge).
      activeProgramCount: total(
        sql`count(*) filter (where ${t.expirationDate} is null or ${t.expirationDate} > ${todayParam})`,
      ),
    })
    .from(t)
    .where(byHolder ? and(ownedBy(t, SCOPE_OWNER), eq(t.holderId, holderParam)) : ownedBy(t, SCOPE_OWNER));

// Hot path (docs/decisions/035, the summary): prepared once per database, its LIMIT written into the SQL.
const totalsQuery = perDatabase((db: Db) => totalsSelect(db, false).prepare("dashboard_totals"));
const holderTotalsQuery = perDatabase((db: Db) => totalsSelect(db, true).prepare("dashboard_totals_holder"));

const recentSelect = (db: Db, byHolder: boolean) => {
  const spec = and(ownedBy(e, SCOPE_OWNER), inArray(e.source, ["transaction", "transfer", "redemption"]));
  return (
    db
      .select({
        id: e.id,
        type: e.type,
        miles: e.miles,
        transactionDate: e.entryDate,
        costCents: e.costCents,
        programId: e.programId,
        programName: t.name,
      })
      .from(e)
      .innerJoin(t, eq(t.id, e.programId))
      // The spec's transactions and the redemptions (read "Emissão"): every movement but accumulations
      // and the program form's corrections.
      .where(byHolder ? and(spec, eq(t.holderId, holderParam)) : spec)
      .orderBy(desc(e.entryDate), desc(e.createdAt))
      .limit(literalLimit(RECENT_ACTIVITY_LIMIT))
  );
};

/** The recent activity's query, before it is prepared: plan-cache.int.test.ts reads its SQL. */
export const recentActivitySelect = (db: Db) => recentSelect(db, false);

const recentQuery = perDatabase((db: Db) => recentActivitySelect(db).prepare("dashboard_recent"));
const holderRecentQuery = perDatabase((db: Db) => recentSelect(db, true).prepare("dashboard_recent_holder"));

/**
 * Minha Gestão's four cards and recent activity (docs/product.md §2) in two queries whatever the number of
 * movements: the totals come from the running totals on the user's few program rows, the recent
 * activity from the ledger's (user_id, entry_date desc, created_at desc) index with LIMIT 3.
 * See docs/decisions/004-balance-changes.md for why no movement table is aggregated here.
 */
export async function dashboardSummary(db: Db, scope: WalletScope, today = todayInSaoPaulo(), holderId?: string) {
  const { lastExpiringDay } = expiryWindow(today);
  const params = { userId: scope.ownerId, today, lastExpiringDay, holderId };
  // One holder's cards (the holder switcher, docs/decisions/039): the same two queries, narrowed.
  const [[totals], recentTransactions] = await Promise.all([
    (holderId ? holderTotalsQuery : totalsQuery)(db).execute(params),
    (holderId ? holderRecentQuery : recentQuery)(db).execute(params),
  ]);
  if (!totals) throw new Error("aggregate returned no row");
  const { heldCostCents, ...cards } = totals;
  return {
    ...cards,
    // docs/product.md §9, docs/decisions/029: what every mile held costs, Σ held cost ÷ Σ balance.
    averageCostPerThousandCents: heldCostPerThousandCents(heldCostCents, totals.totalMiles),
    recentTransactions: recentTransactions.map((row) => ({
      id: row.id,
      type: row.type as EntryType,
      amount: Math.abs(row.miles),
      direction: row.miles > 0 ? ("in" as const) : ("out" as const),
      transactionDate: row.transactionDate,
      costCents: row.costCents > 0 ? row.costCents : null,
      programId: row.programId,
      programName: row.programName,
    })),
  };
}
