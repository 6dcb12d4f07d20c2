import { redemptionValue as cashRedemption, type RedemptionResult } from "../wallet/calculators";
import type { AirlineId } from "./airlines";
import { redemptionValue, type AirlineCostAverages, type RedemptionValue } from "./airline-programs";

/**
 * What a simulated flight costs the member in money (docs/features.md, flight finder): the miles
 * at their own custo do milheiro (the wallet's figure, read as the flight finder receives it) plus
 * the taxes paid in cash. Totals are the whole trip: both legs of a round trip.
 */
export interface FlightCost extends RedemptionValue {
  taxesCents: number;
  /** valueCents (the miles) + taxesCents. */
  totalCents: number;
}

/** Null when the member has no cost for that airline's program: there is nothing to price the miles at. */
export function flightCost(
  airline: AirlineId,
  trip: { miles: number; taxesCents: number },
  averages: AirlineCostAverages | null | undefined,
): FlightCost | null {
  const miles = redemptionValue(airline, trip.miles, averages);
  if (!miles) return null;
  return { ...miles, taxesCents: trip.taxesCents, totalCents: miles.valueCents + trip.taxesCents };
}

/**
 * The member typed what the same trip costs in cash: R$ obtained per thousand miles (cash fare
 * minus the taxes still paid, over the miles) against their own cost per thousand, with the
 * redemption calculator's rule and verdict (shared/domain/wallet/calculators.ts).
 */
export function cashFareComparison(
  cashFareCents: number,
  trip: { miles: number; taxesCents: number },
  averageCents: number | null,
): RedemptionResult {
  return cashRedemption({
    cashPriceCents: cashFareCents,
    milesUsed: trip.miles,
    taxesCents: trip.taxesCents,
    averageCostCents: averageCents,
  });
}
