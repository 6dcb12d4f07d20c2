import { and, asc, eq, gte, sql } from "drizzle-orm";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import { programLabel } from "@/shared/domain/wallet/program-label";
import {
  alignBalance,
  balanceAxis,
  fillMonthlyFlow,
  flowAxis,
  type BalanceChange,
} from "@/shared/domain/reports/report-charts";
import { balanceGranularity, periodStart } from "@/shared/domain/reports/report-filters";
import type { ReportFilters } from "@/shared/schemas/reports";
import { totalOf } from "../../db/aggregates";
import type { Db } from "../../db/client";
import { loyaltyPrograms, walletEntries } from "../../db/schema";
import { ownedBy, type WalletScope } from "../access/wallet-scope";
import { movementFilter, programsFilter } from "./reports";

const e = walletEntries;
const t = loyaltyPrograms;

/** Miles in (credits) and out (debits) per month for exactly the entries the filters select. */
function monthlyFlowRows(db: Db, scope: WalletScope, filters: ReportFilters, today: string) {
  const month = sql<string>`to_char(${e.entryDate}, 'YYYY-MM')`;
  return db
    .select({
      month,
      milesIn: totalOf(sql`sum(${e.miles}) filter (where ${e.miles} > 0)`),
      milesOut: totalOf(sql`sum(-${e.miles}) filter (where ${e.miles} < 0)`),
    })
    .from(e)
    .where(movementFilter(scope, filters, today))
    .groupBy(month)
    .orderBy(month);
}

/**
 * Each program's balance around every bucket (day or month) in which it moved, anchored on the
 * current balance: balance after bucket b = balance now − net of the entries after b. Anchoring
 * reads only the period's entries, where a running sum from the start would read the whole
 * history (docs/decisions/007). Every entry moves the balance, so the type filter does not apply
 * here (it selects the movements listed, not what a balance is).
 */
function balanceChangeRows(db: Db, scope: WalletScope, filters: ReportFilters, today: string) {
  const start = periodStart(filters.periodo, today);
  const format = balanceGranularity(filters.periodo) === "month" ? "YYYY-MM" : "YYYY-MM-DD";
  const bucket = sql<string>`to_char(${e.entryDate}, ${sql.raw(`'${format}'`)})`;
  const nets = db
    .select({
      programId: e.programId,
      bucket: bucket.as("bucket"),
      net: sql<number>`sum(${e.miles})`.as("net"),
    })
    .from(e)
    .where(
      and(
        ownedBy(e, scope),
        filters.programa ? eq(e.programId, filters.programa) : undefined,
        filters.titular
          ? sql`${e.programId} in (select ${t.id} from ${t} where ${t.holderId} = ${filters.titular})`
          : undefined,
        start ? gte(e.entryDate, start) : undefined,
      ),
    )
    .groupBy(e.programId, bucket)
    .as("nets");
  const laterNet = sql`coalesce(sum(${nets.net}) over (partition by ${t.id} order by ${nets.bucket} desc rows between unbounded preceding and 1 preceding), 0)`;
  return db
    .select({
      programId: t.id,
      name: t.name,
      accountNumber: t.accountNumber,
      balance: t.balance,
      bucket: nets.bucket,
      balanceAfter: sql<number>`${t.balance} - ${laterNet}`.mapWith(Number),
      balanceBefore: sql<number>`${t.balance} - ${laterNet} - coalesce(${nets.net}, 0)`.mapWith(Number),
    })
    .from(t)
    .leftJoin(nets, eq(nets.programId, t.id))
    .where(and(ownedBy(t, scope), programsFilter(filters)))
    .orderBy(asc(t.createdAt), asc(t.id), asc(nets.bucket));
}

interface ProgramBalances {
  id: string;
  label: string;
  balance: number;
  changes: BalanceChange[];
}

function groupByProgram(rows: Awaited<ReturnType<typeof balanceChangeRows>>): ProgramBalances[] {
  const programs = new Map<string, ProgramBalances>();
  for (const row of rows) {
    let program = programs.get(row.programId);
    if (!program) {
      program = {
        id: row.programId,
        label: programLabel(row.name, row.accountNumber),
        balance: row.balance,
        changes: [],
      };
      programs.set(row.programId, program);
    }
    if (row.bucket !== null) {
      program.changes.push({ bucket: row.bucket, balanceBefore: row.balanceBefore, balanceAfter: row.balanceAfter });
    }
  }
  return [...programs.values()];
}

/** Both charts of the reports page (docs/product.md §2), aggregated in SQL, laid on gap-free axes. */
export async function reportCharts(db: Db, scope: WalletScope, filters: ReportFilters, today = todayInSaoPaulo()) {
  const [flowRows, balanceRows] = await Promise.all([
    monthlyFlowRows(db, scope, filters, today),
    balanceChangeRows(db, scope, filters, today),
  ]);
  const start = periodStart(filters.periodo, today);
  const monthly = fillMonthlyFlow(
    flowRows,
    flowAxis(
      start,
      today,
      flowRows.map((row) => row.month),
    ),
  );
  const programs = groupByProgram(balanceRows);
  const buckets = balanceAxis(
    start,
    today,
    programs.flatMap((program) => program.changes.map((change) => change.bucket)),
  );
  return {
    monthly,
    balance: {
      granularity: balanceGranularity(filters.periodo),
      buckets,
      programs: programs.map((program) => ({
        id: program.id,
        label: program.label,
        balances: alignBalance(buckets, program.changes, program.balance),
      })),
    },
  };
}
