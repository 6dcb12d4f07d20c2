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

/**
 * What `amount` miles are worth at a program's custo médio (the redemption calculator, the flight
 * finder's "Equivale a R$ …"); null when the average is unknown or 0. A recorded usage costs what
 * its lots cost instead (lot-consumption.ts, docs/decisions/029).
 */
export function usageCostCents(amount: number, averageCents: number | null): number | null {
  if (averageCents === null || averageCents <= 0) return null;
  return mulDivRoundHalfUp(amount, averageCents, 1000);
}
