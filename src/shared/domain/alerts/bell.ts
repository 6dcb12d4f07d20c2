import { daysBetween } from "../plain-date";
import { EXPIRY_CRITICAL_DAYS } from "../wallet/expiry";
import { formatCount, formatMiles, formatPlainDate } from "../../format";
import type { NotificationKind } from "./notifications";

/** What the bell knows of an alert: enough to say what and when, today. */
export interface BellAlert {
  kind: NotificationKind;
  /** Null only if the alert is about no program (none of the bell's kinds today). */
  programName: string | null;
  miles: number | null;
  /** The expiry day, or the day a bonus was expected. */
  expiresOn: string | null;
  /** The line written when the alert was raised: the fallback for an alert missing its facts. */
  title: string;
  createdAt: Date | string;
}

export interface BellLine {
  text: string;
  /** 7 days or fewer to an expiry: the bell shows it in the destructive style (docs/product.md §4). */
  urgent: boolean;
}

const isExpiry = (kind: NotificationKind) => kind === "lot_expiry" || kind === "program_expiry";

/** Days left to an expiry still ahead (1 or more), else null: passed expiries and reminders have none. */
function daysAhead(alert: Pick<BellAlert, "kind" | "expiresOn">, today: string): number | null {
  if (!isExpiry(alert.kind) || alert.expiresOn === null) return null;
  const days = daysBetween(today, alert.expiresOn);
  return days > 0 ? days : null;
}

/**
 * One line of what and when, counted from today rather than from the day the alert was raised
 * (an alert raised at 30 days reads "em 12 dias" 18 days later).
 */
export function bellLine(alert: BellAlert, today: string): BellLine {
  // A promotion's alert is about no program of the wallet: its line is the promotion's title.
  if (alert.kind === "promotion_match") return { text: `Promoção para você: ${alert.title}`, urgent: false };
  const { programName, miles, expiresOn } = alert;
  if (programName === null || miles === null || expiresOn === null) return { text: alert.title, urgent: false };
  const when = formatPlainDate(expiresOn);
  if (alert.kind === "bonus_reminder") {
    return { text: `Bônus de ${formatMiles(miles)} do ${programName} era esperado em ${when}`, urgent: false };
  }
  const days = daysAhead(alert, today);
  if (days === null) return { text: `${formatMiles(miles)} do ${programName} venceram em ${when}`, urgent: false };
  return {
    text: `${formatMiles(miles)} do ${programName} vencem em ${formatCount(days, "dia", "dias")} (${when})`,
    urgent: days <= EXPIRY_CRITICAL_DAYS,
  };
}

/**
 * The bell's order: expiries still ahead, soonest first; then everything else (reminders, passed
 * expiries), newest first.
 */
export function bellOrder<T extends Pick<BellAlert, "kind" | "expiresOn" | "createdAt">>(
  alerts: readonly T[],
  today: string,
): T[] {
  const time = (alert: T) => new Date(alert.createdAt).getTime();
  return [...alerts].sort((a, b) => {
    const aDays = daysAhead(a, today);
    const bDays = daysAhead(b, today);
    if (aDays !== null && bDays !== null) return aDays - bDays || time(b) - time(a);
    if (aDays !== null) return -1;
    if (bDays !== null) return 1;
    return time(b) - time(a);
  });
}
