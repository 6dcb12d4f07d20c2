import { addDays } from "../plain-date";

/**
 * A club's calendar (docs/decisions/042): on which days it bills, which billing dates are due, what
 * price each period pays, when it may end. Dates are São Paulo calendar days ("2026-02-28"),
 * handled as plain strings (shared/domain/plain-date.ts).
 */

function parts(isoDate: string): [number, number, number] {
  return isoDate.split("-").map(Number) as [number, number, number];
}

function plain(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The billing date in a month: the billing day, or the month's last day when it is shorter (31 → 28 Feb). */
export function billingDateIn(year: number, month: number, billingDay: number): string {
  return plain(year, month, Math.min(billingDay, daysInMonth(year, month)));
}

/** The billing date `count` months after the month of `from` (0: that month's). */
function billingDateMonthsAfter(from: string, months: number, billingDay: number): string {
  const [year, month] = parts(from);
  const index = year * 12 + (month - 1) + months;
  return billingDateIn(Math.floor(index / 12), (index % 12) + 1, billingDay);
}

/** The first billing date on or after `day`: a club started mid-month first bills on its day of that month or the next. */
export function billingDateOnOrAfter(day: string, billingDay: number): string {
  const thisMonth = billingDateMonthsAfter(day, 0, billingDay);
  return thisMonth >= day ? thisMonth : billingDateMonthsAfter(day, 1, billingDay);
}

/** The billing date after `billedOn` (a billing date of this club). */
export function nextBillingDate(billedOn: string, billingDay: number): string {
  return billingDateMonthsAfter(billedOn, 1, billingDay);
}

export interface ClubSchedule {
  billingDay: number;
  /** The first billing date not yet posted. */
  nextBillingOn: string;
  /** Set while paused: nothing bills from this day on. */
  pausedSince: string | null;
  /** The last day of the club: nothing bills after it. */
  endsOn: string | null;
}

/** The billing dates after the cursor on which nothing stops the club: no pause, no end. */
function* billingDatesFrom(schedule: ClubSchedule): Generator<string> {
  for (let day = schedule.nextBillingOn; ; day = nextBillingDate(day, schedule.billingDay)) {
    if (schedule.pausedSince !== null && day >= schedule.pausedSince) return;
    if (schedule.endsOn !== null && day > schedule.endsOn) return;
    yield day;
  }
}

/**
 * The billing dates due by `today` and not yet posted: every one missed while the app was down is
 * caught up; none from the day a pause began, none after the end.
 */
export function dueBillingDates(schedule: ClubSchedule, today: string): string[] {
  const due: string[] = [];
  for (const day of billingDatesFrom(schedule)) {
    if (day > today) break;
    due.push(day);
  }
  return due;
}

/** "Próximos lançamentos": the next `count` billing dates after `today`; none while paused. */
export function upcomingBillingDates(schedule: ClubSchedule, today: string, count: number): string[] {
  const upcoming: string[] = [];
  for (const day of billingDatesFrom(schedule)) {
    if (upcoming.length === count) break;
    if (day > today) upcoming.push(day);
  }
  return upcoming;
}

/**
 * The earliest last day the minimum stay allows: the club must have billed `minimumStayMonths`
 * times (docs/product.md: Clube Smiles, 6 months). Null when there is no minimum.
 */
export function minimumStayEndsOn(club: { startsOn: string; billingDay: number; minimumStayMonths: number }) {
  if (club.minimumStayMonths === 0) return null;
  const first = billingDateOnOrAfter(club.startsOn, club.billingDay);
  return billingDateMonthsAfter(first, club.minimumStayMonths - 1, club.billingDay);
}

export interface ClubPrice {
  effectiveFrom: string;
  priceCents: number;
}

/** The price a period pays: the latest change in effect on its billing date. */
export function priceOn(prices: readonly ClubPrice[], billingOn: string): number {
  let found: ClubPrice | null = null;
  for (const price of prices) {
    if (price.effectiveFrom <= billingOn && (found === null || price.effectiveFrom > found.effectiveFrom))
      found = price;
  }
  if (found === null) throw new RangeError(`no price in effect on ${billingOn}`);
  return found.priceCents;
}

/** A price change applies from the next period: the first billing date after today. */
export function priceChangeEffectiveFrom(today: string, billingDay: number): string {
  return billingDateOnOrAfter(addDays(today, 1), billingDay);
}

/** Where the cursor goes when a paused club resumes: billing dates during the pause are skipped, not owed. */
export function resumedNextBillingOn(nextBillingOn: string, resumedOn: string, billingDay: number): string {
  const first = billingDateOnOrAfter(resumedOn, billingDay);
  return first > nextBillingOn ? first : nextBillingOn;
}
