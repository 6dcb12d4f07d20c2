import type { ReadableSheet } from "@/shared/domain/account/readable-export";
import { redemptionSheet } from "@/shared/domain/household/redemption-csv";
import { beneficiariesSheet, holdersSheet, passengersSheet } from "@/shared/domain/household/readable-sheets";
import type { Db } from "../../db/client";
import type { WalletScope } from "../access/wallet-scope";
import { readBeneficiaries } from "./beneficiaries";
import { readAllHolders } from "./holders";
import { readRedemptions } from "./redemption-rows";

/**
 * The household's spreadsheets in 'Baixar meus dados' (docs/decisions/039): holders and
 * beneficiaries with their whole CPFs, the redemptions as the Emissões CSV writes them, and each
 * passenger with the CPF that took a place.
 */
export async function householdSheets(db: Db, scope: WalletScope): Promise<ReadableSheet[]> {
  const [holders, beneficiaries, redemptions] = await Promise.all([
    readAllHolders(db, scope),
    readBeneficiaries(db, scope),
    readRedemptions(db, scope),
  ]);
  return [
    holdersSheet(holders),
    beneficiariesSheet(beneficiaries),
    redemptionSheet(redemptions),
    passengersSheet(redemptions, [...holders, ...beneficiaries]),
  ];
}
