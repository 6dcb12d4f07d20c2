import { eq, isNull, or } from "drizzle-orm";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import {
  describePromotionAlert,
  matchesPromotionAlert,
  programPair,
} from "@/shared/domain/promotions/promotion-alerts";
import { promotionState } from "@/shared/domain/promotions/promotions";
import { formatPlainDate } from "@/shared/format";
import type { Db } from "../../db/client";
import { alertPreferences, promocoes as p, promotionAlerts as a } from "../../db/schema";
import { membersWithFeature } from "../access/entitlements";
import { emailStatusFor, insertNewNotifications } from "../alerts/new-notifications";

/** The task an admin's publish or edit queues (jobs/promotion-jobs.ts). */
export const PROMOTION_MATCH_QUEUE = "promotion-matches";

/**
 * Tells every member whose 'Avise-me' matches the promotion (docs/decisions/044): one notification
 * per member and promotion, however many of their alerts match and however often it is edited or
 * this runs (its dedupe key), sent by the channels of 'Preferências de alerta' (bell always,
 * e-mail unless turned off, push per kind, queued with it). Only members whose plan opens
 * promotion alerts today, and only while the promotion is valid. Answers how many were told.
 */
export async function notifyPromotionMatches(db: Db, promotionId: string, now: Date): Promise<number> {
  const [promotion] = await db
    .select({
      id: p.id,
      title: p.title,
      category: p.category,
      program: p.program,
      fromProgram: p.fromProgram,
      discount: p.discount,
      routes: p.routes,
      validUntil: p.validUntil,
    })
    .from(p)
    .where(eq(p.id, promotionId));
  if (!promotion || promotionState(promotion.validUntil, todayInSaoPaulo(now)) === "expired") return 0;

  // Only the category narrows in SQL; every criterion is then judged by the one rule, matchesPromotionAlert.
  const candidates = await db
    .select({
      userId: a.userId,
      category: a.category,
      program: a.program,
      fromProgram: a.fromProgram,
      minPercent: a.minPercent,
      originAirport: a.originAirport,
      emailEnabled: alertPreferences.emailEnabled,
    })
    .from(a)
    .leftJoin(alertPreferences, eq(alertPreferences.userId, a.userId))
    .where(or(isNull(a.category), eq(a.category, promotion.category)));
  const matching = candidates.filter((alert) => matchesPromotionAlert(alert, promotion));
  const entitled = await membersWithFeature(
    db,
    [...new Set(matching.map((alert) => alert.userId))],
    "promotionAlerts",
    now,
  );

  const firstMatchOf = new Map<string, (typeof matching)[number]>();
  for (const alert of matching) {
    if (entitled.has(alert.userId) && !firstMatchOf.has(alert.userId)) firstMatchOf.set(alert.userId, alert);
  }
  const offer = `${programPair(promotion.program, promotion.fromProgram)}: ${promotion.discount}`;
  return insertNewNotifications(
    db,
    [...firstMatchOf.values()].map((alert) => ({
      userId: alert.userId,
      kind: "promotion_match" as const,
      dedupeKey: `promotion_match:${promotion.id}:${alert.userId}`,
      title: promotion.title,
      body: `${offer}, válida até ${formatPlainDate(promotion.validUntil)}. Combina com seu alerta “${describePromotionAlert(alert)}”.`,
      expiresOn: promotion.validUntil,
      emailStatus: emailStatusFor(alert.emailEnabled),
    })),
  );
}
