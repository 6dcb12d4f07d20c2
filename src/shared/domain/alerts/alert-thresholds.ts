import { ALERT_THRESHOLDS } from "./notifications";

/**
 * Which alert is due for an expiry `daysLeft` away: the tightest chosen threshold already
 * reached. Reached but not yet sent (the app was down) means it goes out late; a looser one
 * that was missed is superseded by the tighter one rather than sent as well (docs/decisions/012).
 * Nothing once expired (0 days or less, 'Vencido').
 */
export function dueThreshold(daysLeft: number, chosen: readonly number[]): number | null {
  if (daysLeft <= 0) return null;
  const reached = chosen.filter((threshold) => daysLeft <= threshold);
  return reached.length === 0 ? null : Math.min(...reached);
}

/** The thresholds in the fixed display order, keeping only known ones. */
export function normalizeThresholds(chosen: readonly number[]): number[] {
  return ALERT_THRESHOLDS.filter((threshold) => chosen.includes(threshold));
}
