import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
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
import { REPORT_IN_TYPES, REPORT_OUT_TYPES } from "@/shared/domain/reports/report-totals";
import type { ReportFilters } from "@/shared/schemas/reports";
import { totalOf } from "../../db/aggregates";
import type { Db } from "../../db/client";
import { costCalculations, loyaltyPrograms, pointsTransactions } from "../../db/schema";
import { ownedBy, type WalletScope } from "../access/wallet-scope";
import { movementFilter } from "./reports";

const p = pointsTransactions;
const c = costCalculations;
const t = loyaltyPrograms;

/** Miles in and out per month for exactly the rows the filters select. */
function monthlyFlowRows(db: Db, scope: WalletScope, filters: ReportFilters, today: string) {
  const month = sql<string>`to_char(${p.transactionDate}, 'YYYY-MM')`;
  return db
    .select({
      month,
      milesIn: totalOf(sql`sum(${p.amount}) filter (where ${inArray(p.type, [...REPORT_IN_TYPES])})`),
      milesOut: totalOf(sql`sum(${p.amount}) filter (where ${inArray(p.type, [...REPORT_OUT_TYPES])})`),
    })
    .from(p)
    .where(movementFilter(scope, filters, today))
    .groupBy(month)
    .orderBy(month);
}

/**
 * Each program's balance around every bucket (day or month) in which it moved, anchored on the
 * current balance: balance after bucket b = balance now − net of the movements after b.
 * Anchoring on the stored balance keeps what has no date (the opening balance and corrections
 * typed in the program form) and only reads the period's rows, where a running sum from the
 * start would read the whole history. Accumulations move the balance too, so they count here,
 * whatever the type filter says (it applies to the transaction list, not to what a balance is).
 */
function balanceChangeRows(db: Db, scope: WalletScope, filters: ReportFilters, today: string) {
  const start = periodStart(filters.periodo, today);
  const transactionDeltas = db
    .select({
      programId: p.programId,
      day: p.transactionDate,
      delta: sql<number>`case when ${inArray(p.type, [...REPORT_OUT_TYPES])} then -${p.amount} else ${p.amount} end`.as(
        "delta",
      ),
    })
    .from(p)
    .where(
      and(
        ownedBy(p, scope),
        filters.programa ? eq(p.programId, filters.programa) : undefined,
        start ? gte(p.transactionDate, start) : undefined,
      ),
    );
  const accumulationDeltas = db
    .select({ programId: c.programId, day: c.calculationDate, delta: sql<number>`${c.milesAcquired}`.as("delta") })
    .from(c)
    .where(
      and(
        ownedBy(c, scope),
        filters.programa ? eq(c.programId, filters.programa) : undefined,
        start ? gte(c.calculationDate, start) : undefined,
      ),
    );
  const movements = unionAll(transactionDeltas, accumulationDeltas).as("movements");
  const format = balanceGranularity(filters.periodo) === "month" ? "YYYY-MM" : "YYYY-MM-DD";
  const bucket = sql<string>`to_char(${movements.day}, ${sql.raw(`'${format}'`)})`;
  const nets = db
    .select({
      programId: movements.programId,
      bucket: bucket.as("bucket"),
      net: sql<number>`sum(${movements.delta})`.as("net"),
    })
    .from(movements)
    .groupBy(movements.programId, bucket)
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
    .where(and(ownedBy(t, scope), filters.programa ? eq(t.id, filters.programa) : undefined))
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
