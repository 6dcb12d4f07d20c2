import { sql } from "drizzle-orm";
import type { CostedLot } from "@/shared/domain/wallet/lot-consumption";
import type { Tx } from "../../../db/client";
import { mileLots } from "../../../db/schema";

/**
 * What debits left of stored lots (consumeLots lowers their miles and cost in memory), written
 * back in one UPDATE from a VALUES list however many lots: appendDebit's one debit, and the
 * batches of transfers (transfers/batch.ts) and of redemptions (household/redemption-batch.ts).
 * The statement itself, not a promise, so a caller's Promise.all sends it in the order it is
 * listed, in the same round trip as the rest; null when no lot was touched, nothing to send.
 */
export function writeLotRemainders(
  tx: Tx,
  lots: readonly Pick<CostedLot, "id" | "remaining" | "remainingCostCents">[],
) {
  if (lots.length === 0) return null;
  const values = sql.join(
    lots.map((lot) => sql`(${lot.id}::uuid, ${lot.remaining}::integer, ${lot.remainingCostCents}::bigint)`),
    sql`, `,
  );
  return tx.execute(
    sql`update ${mileLots} set remaining = v.remaining, remaining_cost_cents = v.cost from (values ${values}) as v(id, remaining, cost) where ${mileLots.id} = v.id`,
  );
}
