/**
 * Calendar dates the user picks ("2026-03-09"), handled as plain strings so no time zone can
 * shift them by a day. "Today" is the São Paulo calendar day, whatever zone the server runs in.
 */
const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;
export const APP_TIME_ZONE = "America/Sao_Paulo";

function toUtcMs(isoDate: string): number | null {
  const match = PLAIN_DATE.exec(isoDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  // Date.UTC rolls 2026-02-30 over to March; a real date survives the round trip unchanged.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return ms;
}

function fromUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function requireUtcMs(isoDate: string): number {
  const ms = toUtcMs(isoDate);
  if (ms === null) throw new RangeError(`Data inválida: ${isoDate}`);
  return ms;
}

/** A real calendar day written as YYYY-MM-DD (years 1900–2999, enough for any loyalty program). */
export function isPlainDate(value: string): boolean {
  const ms = toUtcMs(value);
  if (ms === null) return false;
  const year = Number(value.slice(0, 4));
  return year >= 1900 && year <= 2999;
}

// Made at first use, not when the module loads: building a formatter for a time zone costs ~100 ms
// (the browser loads its zone data), and this module is in every first visit's script, on pages
// that never ask for today's date (docs/decisions/022).
let saoPauloDay: Intl.DateTimeFormat | undefined;

/** The calendar day it is in São Paulo at `now`. */
export function todayInSaoPaulo(now: Date = new Date()): string {
  saoPauloDay ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: APP_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  const parts = Object.fromEntries(saoPauloDay.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export function addDays(isoDate: string, days: number): string {
  return fromUtcMs(requireUtcMs(isoDate) + days * DAY_MS);
}

/** Whole days from `from` to `to`: positive when `to` is later. */
export function daysBetween(from: string, to: string): number {
  return Math.round((requireUtcMs(to) - requireUtcMs(from)) / DAY_MS);
}
