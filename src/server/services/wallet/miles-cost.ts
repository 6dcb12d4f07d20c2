import { averageCostByAirline, type AirlineCostAverages } from "@/shared/domain/flights/airline-programs";
import type { DbOrTx } from "../../db/client";
import { loyaltyPrograms } from "../../db/schema";
import { ownedBy, type WalletScope } from "../access/wallet-scope";

/**
 * The member's custo médio do milheiro per airline, from the held cost and balance on their
 * program rows (one small query, whatever the number of movements), for the flight finder to price
 * each simulated flight in the member's own money.
 */
export async function milesCostByAirline(db: DbOrTx, scope: WalletScope): Promise<AirlineCostAverages> {
  const programs = await db
    .select({
      name: loyaltyPrograms.name,
      heldCostCents: loyaltyPrograms.heldCostCents,
      balance: loyaltyPrograms.balance,
    })
    .from(loyaltyPrograms)
    .where(ownedBy(loyaltyPrograms, scope));
  return averageCostByAirline(programs);
}
