import { sql } from "drizzle-orm";
import { ALERT_THRESHOLDS } from "@/shared/domain/alerts/notifications";
import { PUSH_KINDS, type PushKind } from "@/shared/domain/alerts/push-kinds";
import type { AlertPreferencesInput } from "@/shared/schemas/notifications";
import type { DbOrTx } from "../../db/client";
import { alertPreferences } from "../../db/schema";
import { ownedBy, type WalletScope } from "../access/wallet-scope";

export const DEFAULT_ALERT_PREFERENCES = {
  thresholds: [...ALERT_THRESHOLDS] as number[],
  emailEnabled: true,
  weeklySummary: true,
  pushKinds: [...PUSH_KINDS] as PushKind[],
};

/** 'Preferências de alerta': the stored choices, or the defaults when the member never saved them. */
export async function getAlertPreferences(db: DbOrTx, scope: WalletScope) {
  const [row] = await db
    .select({
      thresholds: alertPreferences.thresholds,
      emailEnabled: alertPreferences.emailEnabled,
      weeklySummary: alertPreferences.weeklySummary,
      pushKinds: alertPreferences.pushKinds,
    })
    .from(alertPreferences)
    .where(ownedBy(alertPreferences, scope));
  return row ?? DEFAULT_ALERT_PREFERENCES;
}

export async function saveAlertPreferences(db: DbOrTx, scope: WalletScope, input: AlertPreferencesInput) {
  await db
    .insert(alertPreferences)
    .values({ userId: scope.ownerId, ...input })
    .onConflictDoUpdate({ target: alertPreferences.userId, set: { ...input, updatedAt: sql`now()` } });
  return getAlertPreferences(db, scope);
}
