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
