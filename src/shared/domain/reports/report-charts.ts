import { addDays } from "../plain-date";
import type { BalanceGranularity } from "./report-filters";

/**
 * Chart axes for the reports page. The server aggregates in SQL; these functions only lay the
 * results on a gap-free axis, so a quiet month shows as zero and a quiet day keeps the balance.
 */

/** "2026-11" for any day of November 2026. */
export function monthOf(isoDate: string): string {
  return isoDate.slice(0, 7);
}

function nextMonth(month: string): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  return monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, "0")}`;
}

/** Every month from `from` to `to` ("YYYY-MM"), both included; empty when `to` is earlier. */
export function monthRange(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = nextMonth(month)) months.push(month);
  return months;
}

/** Every day from `from` to `to` ("YYYY-MM-DD"), both included. */
export function dayRange(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

function earliest(values: readonly string[]): string | undefined {
  return [...values].sort()[0];
}

/**
 * Months of the in/out chart: from the period's first month (for the whole history, the first
 * month with movements) to this month, or further when movements are dated in the future.
 */
export function flowAxis(start: string | null, today: string, dataMonths: readonly string[]): string[] {
  const thisMonth = monthOf(today);
  const from = start ? monthOf(start) : (earliest([...dataMonths, thisMonth]) ?? thisMonth);
  const to = [...dataMonths, thisMonth].sort().at(-1) ?? thisMonth;
  return monthRange(from, to);
}

function previousMonth(month: string): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  return monthNumber === 1 ? `${year - 1}-12` : `${year}-${String(monthNumber - 1).padStart(2, "0")}`;
}

/**
 * Buckets of the balance chart, ending today: every day of a 7/30/90-day period, or for the whole
 * history every month from the one before the first movement, so the line starts at the balance
 * before it: a history of one month is a line from there to today, not a lone dot per program.
 */
export function balanceAxis(start: string | null, today: string, changeBuckets: readonly string[]): string[] {
  if (start) return dayRange(start, today);
  const thisMonth = monthOf(today);
  const first = earliest([...changeBuckets.filter((bucket) => bucket <= thisMonth), thisMonth]) ?? thisMonth;
  return monthRange(previousMonth(first), thisMonth);
}

export interface MonthlyFlow {
  month: string;
  milesIn: number;
  milesOut: number;
}

/** One entry per month of the axis, zero where nothing moved. */
export function fillMonthlyFlow(rows: readonly MonthlyFlow[], axis: readonly string[]): MonthlyFlow[] {
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return axis.map((month) => byMonth.get(month) ?? { month, milesIn: 0, milesOut: 0 });
}

/** A bucket where the program's balance moved: what it was before and after that bucket. */
export interface BalanceChange {
  bucket: string;
  balanceBefore: number;
  balanceAfter: number;
}

/**
 * The balance at the end of each axis bucket: the last change at or before it, or the balance
 * before the first change. `changes` are sorted by bucket; without any, the balance never moved.
 */
export function alignBalance(
  axis: readonly string[],
  changes: readonly BalanceChange[],
  currentBalance: number,
): number[] {
  const first = changes[0];
  let balance = first ? first.balanceBefore : currentBalance;
  let next = 0;
  return axis.map((bucket) => {
    while (next < changes.length && (changes[next] as BalanceChange).bucket <= bucket) {
      balance = (changes[next] as BalanceChange).balanceAfter;
      next += 1;
    }
    return balance;
  });
}

const MONTH_ABBREVIATIONS = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"];

/** "nov/2026" for a month, "21/11" for a day. */
export function bucketLabel(granularity: BalanceGranularity, bucket: string): string {
  const [year, month, day] = bucket.split("-");
  if (granularity === "month") return `${MONTH_ABBREVIATIONS[Number(month) - 1] ?? month}/${year}`;
  return `${day}/${month}`;
}
