import { addDays } from "../plain-date";
import { cpfUsage, type CpfLimitHistory, type CpfLimitRule } from "./cpf-limits";

/**
 * When the alert scan tells a member a CPF place is free again (docs/decisions/039): the latest
 * day, within the last `lookbackDays` up to `today`, on which a program that was at its limit the
 * day before had a place free, and still has one today. A scan that was down a few days still
 * finds it; the notification's key is that day, so it is told once. A fixed list frees only when
 * the member takes someone off it, which the member already knows: no alert.
 */
export function placeFreedAtLimit(
  rule: CpfLimitRule,
  history: CpfLimitHistory,
  today: string,
  lookbackDays: number,
): string | null {
  if (rule.window === "fixed_list" || cpfUsage(rule, history, today).available === 0) return null;
  for (let back = 0; back <= lookbackDays; back += 1) {
    const day = addDays(today, -back);
    const before = cpfUsage(rule, history, addDays(day, -1));
    if (before.available === 0 && cpfUsage(rule, history, day).available > 0) return day;
  }
  return null;
}
