/**
 * The custo do milheiro rules of docs/product.md §9, in integer centavos. Every division rounds half-up
 * to the centavo with exact integer arithmetic; the SQL that keeps program summaries
 * (server/services/wallet/program-balance.ts) uses the same formulas, and tests hold them together.
 */

/**
 * round(a × b / d), halves up, for non-negative integers. BigInt keeps the product exact even
 * past 2^53 (a 100-million-mile usage at a high average), where a float would drift.
 */
export function mulDivRoundHalfUp(a: number, b: number, d: number): number {
  for (const value of [a, b, d]) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`expected a non-negative integer: ${value}`);
  }
  if (d === 0) throw new RangeError("division by zero");
  const n = BigInt(a) * BigInt(b);
  const big = BigInt(d);
  return Number((2n * n + big) / (2n * big));
}

export function divideRoundHalfUp(numerator: number, denominator: number): number {
  return mulDivRoundHalfUp(numerator, 1, denominator);
}

/** docs/product.md §9: amount paid / miles × 1000; 0 when the miles were free. */
export function costPerThousandCents(amountPaidCents: number, miles: number): number {
  if (miles <= 0) throw new RangeError("miles must be positive");
  if (amountPaidCents <= 0) return 0;
  return mulDivRoundHalfUp(amountPaidCents, 1000, miles);
}

/** Only accumulations with something paid enter the average (docs/product.md §9). */
export function isPaidAccumulation(amountPaidCents: number): boolean {
  return amountPaidCents > 0;
}

/** The mean of per-accumulation costs from their running totals; null when nothing was paid. */
export function averageFromTotals(costPerThousandSumCents: number, paidCount: number): number | null {
  if (paidCount <= 0) return null;
  return divideRoundHalfUp(costPerThousandSumCents, paidCount);
}

export interface CostedAccumulation {
  amountPaidCents: number;
  costPerThousandCents: number;
}

/** docs/product.md §9: a simple mean of cost_per_thousand over paid accumulations (not weighted by miles). */
export function averageCostPerThousandCents(accumulations: readonly CostedAccumulation[]): number | null {
  const paid = accumulations.filter((row) => isPaidAccumulation(row.amountPaidCents));
  const sum = paid.reduce((total, row) => total + row.costPerThousandCents, 0);
  return averageFromTotals(sum, paid.length);
}

/** docs/product.md §9: a usage costs amount / 1000 × the program's average, only when that average is above 0. */
export function usageCostCents(amount: number, averageCents: number | null): number | null {
  if (averageCents === null || averageCents <= 0) return null;
  return mulDivRoundHalfUp(amount, averageCents, 1000);
}
