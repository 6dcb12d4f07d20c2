import { tzOffset } from "@date-fns/tz/tzOffset";
import { addDays, APP_TIME_ZONE } from "./plain-date";

// Not in plain-date.ts: that module is in every first visit's script (docs/decisions/022), which
// the bundle budget leaves no room to grow, and a day's end is needed only by admin forms and the
// server. Reading the zone's offsets costs ~250 bytes on the wire.

const DAY_MS = 24 * 60 * 60 * 1000;

/** How far São Paulo's clock is from UTC at the instant `ms`, in ms (−3 h today, −2 h in past summers). */
function saoPauloOffsetMs(ms: number): number {
  return tzOffset(APP_TIME_ZONE, new Date(ms)) * 60_000;
}

/**
 * The last instant of a São Paulo calendar day: an access "valid until 10/03" still opens on the
 * evening of the 10th, and formatDate() of it reads that same day back. It is the instant before
 * the next day begins, with the offset the time zone data gives for that date: Brazil kept summer
 * time (UTC−2) until 2019 and may bring it back.
 */
export function endOfDayInSaoPaulo(isoDate: string): Date {
  // The next midnight as a wall-clock reading, counted as if it were UTC (RangeError if no date).
  const nextMidnight = Date.parse(`${addDays(isoDate, 1)}T00:00:00Z`);
  // The offsets a day either side differ only when the clocks change around this midnight.
  const before = saoPauloOffsetMs(nextMidnight - DAY_MS);
  const after = saoPauloOffsetMs(nextMidnight + DAY_MS);
  // Of the instants that would read 00:00, those that really do; the earliest begins the day.
  const starts = [nextMidnight - before, nextMidnight - after].filter(
    (at) => at + saoPauloOffsetMs(at) === nextMidnight,
  );
  // None: summer time began at that midnight (00:00 became 01:00), so the day began at the jump,
  // the instant the old clock would have struck midnight.
  const nextDayStart = starts.length > 0 ? Math.min(...starts) : nextMidnight - before;
  return new Date(nextDayStart - 1);
}
