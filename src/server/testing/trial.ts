import { and, eq, sql } from "drizzle-orm";
import { TRIAL_PRODUCT } from "@/shared/domain/payments/plan-access";
import type { DbOrTx } from "../db/client";
import { userProductAccess } from "../db/schema";

/**
 * Ends a member's PRO trial as its time would (docs/decisions/031): the grant stays, expired a
 * day ago, so the member has no plan left. The one way tests end the trial.
 */
export async function endTrial(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(userProductAccess)
    .set({ expiresAt: sql`now() - interval '1 day'` })
    .where(and(eq(userProductAccess.userId, userId), eq(userProductAccess.productType, TRIAL_PRODUCT)));
}
