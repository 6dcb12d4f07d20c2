import { mulDivRoundHalfUp } from "./cost";

/**
 * A transfer's arithmetic (docs/decisions/029, docs/product.md §9): `ratioFrom` points sent become
 * `ratioTo` miles (1:1 by default, 2:1 for some partners), a bonus in hundredths of a percent
 * (80 % = 8000) on top, optionally capped. Programs credit whole miles, so every division rounds
 * down: a program never credits a fraction it did not promise.
 */
export interface TransferTerms {
  pointsSent: number;
  ratioFrom: number;
  ratioTo: number;
  bonusBasisPoints: number;
  bonusCapMiles: number | null;
}

export interface TransferMiles {
  baseMiles: number;
  bonusMiles: number;
}

export function transferMiles(terms: TransferTerms): TransferMiles {
  const { pointsSent, ratioFrom, ratioTo, bonusBasisPoints, bonusCapMiles } = terms;
  for (const value of [pointsSent, ratioFrom, ratioTo, bonusBasisPoints]) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`expected a non-negative integer: ${value}`);
  }
  if (ratioFrom === 0 || ratioTo === 0) throw new RangeError("a ratio's terms must be positive");
  const baseMiles = Math.floor((pointsSent * ratioTo) / ratioFrom);
  const uncapped = Math.floor((baseMiles * bonusBasisPoints) / 10_000);
  const bonusMiles = bonusCapMiles === null ? uncapped : Math.min(uncapped, bonusCapMiles);
  return { baseMiles, bonusMiles };
}

export interface TransferCostSplit {
  baseCostCents: number;
  bonusCostCents: number;
}

/**
 * The cost carried from the source, shared by the base and the bonus lots in proportion to their
 * miles (half-up to the centavo on the base; the bonus takes the rest), so the two always add up
 * to exactly what the points sent cost and the destination's cost per thousand is exact.
 */
export function splitTransferCost(costCents: number, miles: TransferMiles): TransferCostSplit {
  const total = miles.baseMiles + miles.bonusMiles;
  if (total === 0) return { baseCostCents: costCents, bonusCostCents: 0 };
  const baseCostCents = mulDivRoundHalfUp(costCents, miles.baseMiles, total);
  return { baseCostCents, bonusCostCents: costCents - baseCostCents };
}

/** The bonus percent as typed (80, 12.5) in hundredths of a percent, the unit stored. */
export function bonusBasisPointsOf(percent: number): number {
  return Math.round(percent * 100);
}
