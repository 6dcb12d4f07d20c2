import { daysBetween, addDays } from "../plain-date";
import { EXPIRY_WARNING_DAYS } from "./expiry";

/*
 * Expiry by lot (docs/decisions/014, 029): every credit is a lot; the ones with a date are what
 * the card's "next expiry", the badges and the alerts follow. How debits spend lots is in
 * lot-consumption.ts.
 */

export interface LotView {
  expiresOn: string;
  remaining: number;
}

/** The program card's "next expiry": the earliest lot with miles left (already expired ones first). */
export function nextExpiry<T extends LotView>(lots: readonly T[], today: string): (T & { daysLeft: number }) | null {
  const live = lots.filter((lot) => lot.remaining > 0).sort((a, b) => a.expiresOn.localeCompare(b.expiresOn));
  const first = live[0];
  return first ? { ...first, daysLeft: daysBetween(today, first.expiresOn) } : null;
}

/** A lot whose date has come (today included, as in docs/product.md §4) and that still holds miles to expire. */
export function hasMilesToExpire(lot: LotView, today: string): boolean {
  return lot.remaining > 0 && lot.expiresOn <= today;
}

/** Miles of lots with 1 to 30 days left (a lot expiring today is already expired, as in docs/product.md §4). */
export function lotMilesExpiringSoon(lots: readonly LotView[], today: string): number {
  const last = addDays(today, EXPIRY_WARNING_DAYS);
  return lots
    .filter((lot) => lot.remaining > 0 && lot.expiresOn > today && lot.expiresOn <= last)
    .reduce((sum, lot) => sum + lot.remaining, 0);
}

/** The expiry a new lot is offered: its date plus the program's usual validity, if set. */
export function suggestedLotExpiry(acquiredOn: string, usualValidityMonths: number | null): string | null {
  if (usualValidityMonths === null) return null;
  const [year, month, day] = acquiredOn.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + usualValidityMonths, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}
