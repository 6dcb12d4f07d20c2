import { averageCostByAirline, type AirlineCostAverages } from "@/shared/domain/flights/airline-programs";
import type { DbOrTx } from "../../db/client";
import { loyaltyPrograms } from "../../db/schema";
import { ownedBy, type WalletScope } from "../access/wallet-scope";

/**
 * The member's average custo do milheiro per airline, from the running totals on their program
 * rows (one small query, whatever the number of accumulations), for the flight finder to price
 * each simulated flight in the member's own money.
 */
export async function milesCostByAirline(db: DbOrTx, scope: WalletScope): Promise<AirlineCostAverages> {
  const programs = await db
    .select({
      name: loyaltyPrograms.name,
      paidCostPerThousandSumCents: loyaltyPrograms.paidCostPerThousandSumCents,
      paidAccumulationCount: loyaltyPrograms.paidAccumulationCount,
    })
    .from(loyaltyPrograms)
    .where(ownedBy(loyaltyPrograms, scope));
  return averageCostByAirline(programs);
}
