import { inArray, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import { periodStart } from "@/shared/domain/reports/report-filters";
import { netOf, REPORT_IN_TYPES, REPORT_OUT_TYPES } from "@/shared/domain/reports/report-totals";
import type { ReportFilters, ReportMovementsInputSchema } from "@/shared/schemas/reports";
import { totalOf } from "../../db/aggregates";
import type { Db } from "../../db/client";
import { pointsTransactions } from "../../db/schema";
import type { WalletScope } from "../access/wallet-scope";
import { listPrograms } from "../wallet/programs";
import { movementConditions, movementsAfter } from "./movement-pages";
import { decodeCursor, encodeCursor } from "./report-cursor";

/** Reports (docs/product.md §2): for every logged-in user, always and only over their own transactions. */
const REPORT_PAGE_SIZE = 25;

const p = pointsTransactions;

/** The transactions a set of filters selects, for the aggregates over them. */
export function movementFilter(scope: WalletScope, filters: ReportFilters, today: string): SQL {
  return movementConditions({
    owner: scope,
    type: filters.tipo,
    programId: filters.programa,
    since: periodStart(filters.periodo, today),
  });
}

/** The filter's choices: the caller's programs, oldest first like the wallet. */
export async function reportPrograms(db: Db, scope: WalletScope) {
  const programs = await listPrograms(db, scope);
  return programs.map(({ id, name, accountNumber }) => ({ id, name, accountNumber }));
}

/** docs/product.md §9 totals for the filters, in one aggregate over the filtered rows. */
export async function reportSummary(db: Db, scope: WalletScope, filters: ReportFilters, today = todayInSaoPaulo()) {
  const [row] = await db
    .select({
      totalIn: totalOf(sql`sum(${p.amount}) filter (where ${inArray(p.type, [...REPORT_IN_TYPES])})`),
      totalOut: totalOf(sql`sum(${p.amount}) filter (where ${inArray(p.type, [...REPORT_OUT_TYPES])})`),
      count: totalOf(sql`count(*)`),
    })
    .from(p)
    .where(movementFilter(scope, filters, today));
  const totals = row ?? { totalIn: 0, totalOut: 0, count: 0 };
  return { ...totals, net: netOf(totals) };
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
