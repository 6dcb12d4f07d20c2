import type { z } from "zod";
import { redemptionTotals } from "@/shared/domain/household/redemption-value";
import type { RedemptionListInputSchema } from "@/shared/schemas/household";
import type { Db } from "../../db/client";
import type { WalletScope } from "../access/wallet-scope";
import { readRedemptions, type RedemptionView } from "./redemption-rows";

/**
 * 'Emissões' (docs/decisions/039): per year (of the issue day) and per holder, the miles used,
 * taxes paid, R$ obtained, economia and the average R$ per thousand obtained, with the list and
 * each verdict; the totals over everything shown first.
 */
export async function redemptionSummary(db: Db, scope: WalletScope, input: z.output<typeof RedemptionListInputSchema>) {
  const rows = await readRedemptions(db, scope, { holderId: input.titular, year: input.ano });
  const groups = new Map<string, { year: number; holderId: string; holderName: string; rows: RedemptionView[] }>();
  for (const row of rows) {
    const year = Number(row.issuedOn.slice(0, 4));
    const key = `${year}#${row.holderId}`;
    const group = groups.get(key) ?? { year, holderId: row.holderId, holderName: row.holderName, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return {
    totals: redemptionTotals(rows),
    groups: [...groups.values()]
      .sort((a, b) => b.year - a.year || a.holderName.localeCompare(b.holderName, "pt-BR"))
      .map((group) => ({
        year: group.year,
        holderId: group.holderId,
        holderName: group.holderName,
        totals: redemptionTotals(group.rows),
        redemptions: group.rows,
      })),
  };
}
