import { addDays } from "../plain-date";

/**
 * Report periods (docs/product.md §2, §9): the last 7, 30 or 90 days, or everything. Numbers so the URL
 * reads `?periodo=30`; "todos" is the default and means no lower bound.
 */
export const REPORT_PERIODS = [7, 30, 90, "todos"] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const DEFAULT_REPORT_PERIOD: ReportPeriod = "todos";

export const REPORT_PERIOD_LABELS: Record<ReportPeriod, string> = {
  7: "Últimos 7 dias",
  30: "Últimos 30 dias",
  90: "Últimos 90 dias",
  todos: "Todo o período",
};

/**
 * The first São Paulo calendar day inside the period, or null for everything. "Últimos 7 dias"
 * is today and the 6 days before it. There is no upper bound: a movement dated in the future
 * stays visible in every period rather than vanishing from all but "Todo o período".
 */
export function periodStart(period: ReportPeriod, today: string): string | null {
  return period === "todos" ? null : addDays(today, -(period - 1));
}

/** Balance points: one per day for the short periods, one per month for everything. */
export type BalanceGranularity = "day" | "month";

export function balanceGranularity(period: ReportPeriod): BalanceGranularity {
  return period === "todos" ? "month" : "day";
}
