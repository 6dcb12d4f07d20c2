import { addDays, daysBetween, todayInSaoPaulo } from "../plain-date";
import { PLANS } from "./plans";

/**
 * The PRO trial's calendar (docs/decisions/031), in São Paulo days: a trial started on day D runs
 * through D + 14 (the day it shows as "Teste grátis até") and ends at the midnight that starts the
 * next day, so the member gets the whole of the fourteen days after the one they signed up on.
 */
const HOUR_MS = 60 * 60 * 1000;

/** The instant a São Paulo calendar day begins (the zone's offset read for that day, -3h since 2019). */
export function startOfSaoPauloDay(isoDate: string): Date {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(year, month - 1, day);
  for (const offsetHours of [3, 2, 4]) {
    const candidate = new Date(utcMidnight + offsetHours * HOUR_MS);
    if (todayInSaoPaulo(candidate) === isoDate && todayInSaoPaulo(new Date(candidate.getTime() - 1)) !== isoDate) {
      return candidate;
    }
  }
  throw new RangeError(`Sem meia-noite em São Paulo: ${isoDate}`);
}

export interface TrialWindow {
  /** The trial's last São Paulo day, the date "Teste grátis até" shows. */
  lastDay: string;
  /** The instant it ends: the grant's expires_at. */
  endsAt: Date;
}

export function trialWindow(start: Date): TrialWindow {
  const lastDay = addDays(todayInSaoPaulo(start), PLANS.pro.trialDays);
  return { lastDay, endsAt: startOfSaoPauloDay(addDays(lastDay, 1)) };
}

/** The São Paulo day a trial ending at `endsAt` shows as its last (an admin's extension may end at any instant). */
export function trialLastDay(endsAt: Date): string {
  return todayInSaoPaulo(new Date(endsAt.getTime() - 1));
}

/** The reminders sent before a trial ends: 3 days and 1 day before, and on its last day. */
const TRIAL_REMINDER_DAYS = [3, 1, 0] as const;
export type TrialReminder = (typeof TRIAL_REMINDER_DAYS)[number];

/**
 * The reminder due on `today` for a trial whose last day is `lastDay`: the nearest one reached, so
 * a scan after downtime sends the one that is due now, late, and skips those already stale.
 */
export function trialReminderDue(lastDay: string, today: string): TrialReminder | null {
  const daysLeft = daysBetween(today, lastDay);
  if (daysLeft < 0) return null;
  const reached = TRIAL_REMINDER_DAYS.filter((days) => daysLeft <= days);
  return reached.at(-1) ?? null;
}
