import { addDays, daysBetween } from "../plain-date";
import { formatCount } from "../../format";

/** docs/product.md §4 and §9: warning at 30 days or fewer, critical at 7 or fewer, 'Vencido' at 0 or less. */
export const EXPIRY_WARNING_DAYS = 30;
export const EXPIRY_CRITICAL_DAYS = 7;

type ExpiryLevel = "ok" | "warning" | "critical" | "expired";

export interface ExpiryStatus {
  daysLeft: number;
  level: ExpiryLevel;
  /** The card shows a badge at 30 days or fewer (destructive from 7 down). */
  showBadge: boolean;
  label: string;
}

export function expiryStatus(expirationDate: string | null, today: string): ExpiryStatus | null {
  if (expirationDate === null) return null;
  const daysLeft = daysBetween(today, expirationDate);
  if (daysLeft <= 0) return { daysLeft, level: "expired", showBadge: true, label: "Vencido" };
  const label = formatCount(daysLeft, "dia", "dias");
  if (daysLeft <= EXPIRY_CRITICAL_DAYS) return { daysLeft, level: "critical", showBadge: true, label };
  if (daysLeft <= EXPIRY_WARNING_DAYS) return { daysLeft, level: "warning", showBadge: true, label };
  return { daysLeft, level: "ok", showBadge: false, label };
}

/*
 * The dashboard's two expiry counts follow the same 'Vencido at 0' rule, so a program expiring
 * today is expired (not active, not "expiring soon") on the card and in the summary alike.
 * The SQL in server/services/wallet/dashboard.ts uses `expiryWindow` for its bounds.
 */

/** Active: no expiry date, or at least one day left. */
export function isProgramActive(expirationDate: string | null, today: string): boolean {
  return expirationDate === null || daysBetween(today, expirationDate) > 0;
}

/** Counted in "miles expiring within 30 days": 1 to 30 days left. */
export function isExpiringSoon(expirationDate: string | null, today: string): boolean {
  if (expirationDate === null) return false;
  const daysLeft = daysBetween(today, expirationDate);
  return daysLeft > 0 && daysLeft <= EXPIRY_WARNING_DAYS;
}

/** Expiring soon ⇔ today < expiry ≤ lastExpiringDay; active ⇔ no expiry or expiry > today. */
export function expiryWindow(today: string): { today: string; lastExpiringDay: string } {
  return { today, lastExpiringDay: addDays(today, EXPIRY_WARNING_DAYS) };
}

export interface ProgramExpiry extends ExpiryStatus {
  /** The date the card shows as 'Vencimento'. */
  date: string;
  /** Miles (or points) due that day when it comes from a lot; null for the program's own date. */
  miles: number | null;
}

/**
 * The one 'Vencimento' a program card tells (docs/decisions/014): the earliest lot with miles left
 * (an expired one first) when the program holds dated lots, else the program's own date, else none.
 * The badges and 'Vencido' follow that date.
 */
export function programExpiry(
  ownDate: string | null,
  lots: readonly { expiresOn: string; remaining: number }[],
  today: string,
): ProgramExpiry | null {
  let earliest: { expiresOn: string; remaining: number } | null = null;
  for (const lot of lots) {
    if (lot.remaining > 0 && (earliest === null || lot.expiresOn < earliest.expiresOn)) earliest = lot;
  }
  const date = earliest?.expiresOn ?? ownDate;
  const status = expiryStatus(date, today);
  if (date === null || status === null) return null;
  const miles = earliest ? lots.filter((lot) => lot.remaining > 0 && lot.expiresOn === date) : null;
  return { ...status, date, miles: miles && miles.reduce((sum, lot) => sum + lot.remaining, 0) };
}
