import { and, eq, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import { periodStart } from "@/shared/domain/reports/report-filters";
import { netOf } from "@/shared/domain/reports/report-totals";
import type { ReportFilters, ReportMovementsInputSchema } from "@/shared/schemas/reports";
import { totalOf } from "../../db/aggregates";
import type { Db } from "../../db/client";
import { loyaltyPrograms, walletEntries } from "../../db/schema";
import { ownedBy, type WalletScope } from "../access/wallet-scope";
import { listPrograms } from "../wallet/programs";
import { movementConditions, movementsAfter } from "./movement-pages";
import { decodeCursor, encodeCursor } from "./report-cursor";

/** Reports (docs/product.md §2): for every logged-in user, always and only over their own ledger. */
const REPORT_PAGE_SIZE = 25;

const e = walletEntries;
const t = loyaltyPrograms;

/** The ledger entries a set of filters selects, for the aggregates over them. */
export function movementFilter(scope: WalletScope, filters: ReportFilters, today: string): SQL {
  return movementConditions({
    owner: scope,
    type: filters.tipo,
    programId: filters.programa,
    holderId: filters.titular,
    since: periodStart(filters.periodo, today),
  });
}

/** The programs a report's filters select, as a condition on loyalty_programs: one, one holder's, or all. */
export function programsFilter(filters: ReportFilters): SQL | undefined {
  return and(
    filters.programa ? eq(t.id, filters.programa) : undefined,
    filters.titular ? eq(t.holderId, filters.titular) : undefined,
  );
}

/** The filter's choices: the caller's programs, oldest first like the wallet. */
export async function reportPrograms(db: Db, scope: WalletScope) {
  const programs = await listPrograms(db, scope);
  return programs.map(({ id, name, accountNumber }) => ({ id, name, accountNumber }));
}

/**
 * docs/product.md §9 totals for the filters, in one aggregate over the period's entries of the
 * selected programs: miles in are the credits, miles out the debits (docs/decisions/029). Beside
 * them, the selected programs' balance at the end (today's) and at the start of the period (today's
 * minus what every entry of the period moved, whatever the type filter), so in − out = end − start
 * whenever no type is picked: the invariant reports.property.int.test.ts holds the report to.
 */
export async function reportSummary(db: Db, scope: WalletScope, filters: ReportFilters, today = todayInSaoPaulo()) {
  const selected = filters.tipo ? sql`${e.type} = ${filters.tipo}` : sql`true`;
  const balanceNow = db
    .select({ total: sql`coalesce(sum(${t.balance}), 0)` })
    .from(t)
    .where(and(ownedBy(t, scope), programsFilter(filters)));
  const [row] = await db
    .select({
      totalIn: totalOf(sql`sum(${e.miles}) filter (where ${e.miles} > 0 and ${selected})`),
      totalOut: totalOf(sql`sum(-${e.miles}) filter (where ${e.miles} < 0 and ${selected})`),
      count: totalOf(sql`count(*) filter (where ${selected})`),
      periodNet: totalOf(sql`sum(${e.miles})`),
      balanceEnd: totalOf(sql`(${balanceNow})`),
    })
    .from(e)
    .where(movementFilter(scope, { ...filters, tipo: undefined }, today));
  const { periodNet, balanceEnd, ...totals } = row ?? {
    totalIn: 0,
    totalOut: 0,
    count: 0,
    periodNet: 0,
    balanceEnd: 0,
  };
  return { ...totals, net: netOf(totals), balanceStart: balanceEnd - periodNet, balanceEnd };
}

export async function reportMovements(
  db: Db,
  scope: WalletScope,
  input: z.output<typeof ReportMovementsInputSchema>,
  today = todayInSaoPaulo(),
) {
  const after = input.after ? decodeCursor(input.after) : null;
  // One row more than a page tells whether another page exists without counting.
  const rows = await movementsAfter(db, scope, input, today, after, REPORT_PAGE_SIZE + 1);
  const page = rows.slice(0, REPORT_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map(({ createdAtKey: _key, ...movement }) => movement),
    nextCursor: rows.length > REPORT_PAGE_SIZE && last ? encodeCursor(last) : null,
    pageSize: REPORT_PAGE_SIZE,
  };
}
