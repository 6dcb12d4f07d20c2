/**
 * How `npm run bench` pairs the app with its twin, pure so it is unit tested. Each pair runs the two
 * back to back, so it shares the machine's mood; which of the two goes first alternates, since the
 * second of a pair meets a machine the first has just warmed (caches, CPU frequency) or loaded
 * (another engineer's job starting), and a fixed order would lean every pair the same way.
 */

export type Side = "app" | "twin";

/** The order of pair `pair` (0-based): the app first in even pairs, the twin first in odd ones. */
export function pairOrder(pair: number): readonly [Side, Side] {
  return pair % 2 === 0 ? ["app", "twin"] : ["twin", "app"];
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The app's rate over its twin's in each pair: the median is judged, the range is printed beside it. */
export interface RatioSpread {
  median: number;
  min: number;
  max: number;
  pairs: number;
}

/** The ratios of the pairs both sides completed, or null when the scenario has no twin. */
export function ratioSpread(app: readonly number[], twin: readonly number[]): RatioSpread | null {
  const pairs = Math.min(app.length, twin.length);
  if (pairs === 0) return null;
  const ratios = Array.from({ length: pairs }, (_, i) => (app[i] ?? 0) / (twin[i] || 1));
  return { median: median(ratios), min: Math.min(...ratios), max: Math.max(...ratios), pairs };
}
