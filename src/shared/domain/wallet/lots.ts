import { daysBetween, addDays } from "../plain-date";
import { EXPIRY_WARNING_DAYS } from "./expiry";

/**
 * Expiry by lot (docs/decisions/014). A movement that adds miles with an expiry date is a lot;
 * miles that go out are taken from the lots that expire first, then from miles with no date —
 * the order the programs themselves spend them in. Pure, so the order is unit tested here and
 * the server only feeds it rows.
 */
export interface LotMovement {
  id: string;
  /** The movement's date (YYYY-MM-DD); a replay follows it. */
  date: string;
  /** Tie-break within one day, in insertion order. */
  createdAt: number;
  /** Positive: miles in; negative: miles out. */
  miles: number;
  /** Only for miles in: when they expire. */
  expiresOn: string | null;
}

export interface DerivedLot {
  id: string;
  acquiredOn: string;
  expiresOn: string;
  miles: number;
  remaining: number;
}

/** Expiring first, then the older credit, then the id, so the order is total and stable. */
function byExpiry(a: Pick<DerivedLot, "expiresOn" | "acquiredOn" | "id">, b: typeof a): number {
  return a.expiresOn.localeCompare(b.expiresOn) || a.acquiredOn.localeCompare(b.acquiredOn) || a.id.localeCompare(b.id);
}

/** In date order; within a day credits come before debits, so a same-day usage can spend a same-day credit. */
function replayOrder(a: LotMovement, b: LotMovement): number {
  return (
    a.date.localeCompare(b.date) ||
    Math.sign(b.miles) - Math.sign(a.miles) ||
    a.createdAt - b.createdAt ||
    a.id.localeCompare(b.id)
  );
}

function take(lots: DerivedLot[], wanted: number): number {
  let left = wanted;
  for (const lot of [...lots].sort(byExpiry)) {
    if (left === 0) break;
    const taken = Math.min(lot.remaining, left);
    lot.remaining -= taken;
    left -= taken;
  }
  return left;
}

/**
 * Replays a program's movements from `undatedAtStart` miles without a date (the opening balance
 * plus everything before the first lot). An outflow larger than what is there leaves the undated
 * pool negative (a back-dated usage, or a correction lowering the balance); that debt is settled
 * from the lots at the end, so the lots never hold more than the balance.
 */
export function deriveLots(undatedAtStart: number, movements: readonly LotMovement[]): DerivedLot[] {
  const lots: DerivedLot[] = [];
  let undated = undatedAtStart;
  for (const movement of [...movements].sort(replayOrder)) {
    if (movement.miles > 0 && movement.expiresOn !== null) {
      lots.push({
        id: movement.id,
        acquiredOn: movement.date,
        expiresOn: movement.expiresOn,
        miles: movement.miles,
        remaining: movement.miles,
      });
    } else if (movement.miles > 0) {
      undated += movement.miles;
    } else {
      undated -= take(lots, -movement.miles);
    }
  }
  if (undated < 0) take(lots, -undated);
  return lots;
}

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
