import { and, asc, count, eq } from "drizzle-orm";
import { describePromotionAlert, PROMOTION_ALERT_LIMIT } from "@/shared/domain/promotions/promotion-alerts";
import type { PromotionAlertInput } from "@/shared/schemas/promotion-alerts";
import type { Db, DbOrTx } from "../../db/client";
import { violatesUnique } from "../../db/driver-errors";
import { promotionAlerts as a, users } from "../../db/schema";
import { AppError } from "../../errors";
import { ownedBy, type WalletScope } from "../access/wallet-scope";

const alertColumns = {
  id: a.id,
  category: a.category,
  program: a.program,
  fromProgram: a.fromProgram,
  minPercent: a.minPercent,
  originAirport: a.originAirport,
  createdAt: a.createdAt,
};

/** The member's 'Avise-me' alerts, oldest first, each with its description in words. */
export async function listPromotionAlerts(db: DbOrTx, scope: WalletScope) {
  const rows = await db.select(alertColumns).from(a).where(ownedBy(a, scope)).orderBy(asc(a.createdAt), asc(a.id));
  return rows.map((row) => ({ ...row, description: describePromotionAlert(row) }));
}

/**
 * Saves an alert. The limit is counted under a lock on the member's account row, so two taps at once
 * cannot pass it together; the same filter twice is refused by the table's unique key.
 */
export async function createPromotionAlert(db: Db, scope: WalletScope, input: PromotionAlertInput) {
  try {
    return await db.transaction(async (tx) => {
      // The member's own row: it exists even before their first alert, which an alert's lock would not.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, scope.ownerId)).for("no key update");
      const [held] = await tx.select({ n: count() }).from(a).where(ownedBy(a, scope));
      if ((held?.n ?? 0) >= PROMOTION_ALERT_LIMIT) throw new AppError("PROMOTION_ALERT_LIMIT");
      const [row] = await tx
        .insert(a)
        .values({ userId: scope.ownerId, ...input })
        .returning(alertColumns);
      if (!row) throw new Error("alerta não gravado");
      return { ...row, description: describePromotionAlert(row) };
    });
  } catch (error) {
    if (violatesUnique(error, "promotion_alerts_same_filter")) throw new AppError("PROMOTION_ALERT_TAKEN");
    throw error;
  }
}

/** Another member's alert answers NOT_FOUND, like an unknown one. */
export async function removePromotionAlert(db: DbOrTx, scope: WalletScope, id: string) {
  const removed = await db
    .delete(a)
    .where(and(eq(a.id, id), ownedBy(a, scope)))
    .returning({ id: a.id });
  if (removed.length === 0) throw new AppError("PROMOTION_ALERT_NOT_FOUND");
  return { ok: true as const };
}
