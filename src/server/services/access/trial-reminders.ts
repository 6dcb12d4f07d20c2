import { and, eq, gt, sql } from "drizzle-orm";
import { PLAN_PRODUCT, TRIAL_PRODUCT } from "@/shared/domain/payments/plan-access";
import { trialLastDay, trialReminderDue } from "@/shared/domain/payments/trial";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import { formatPlainDate } from "@/shared/format";
import type { Db } from "../../db/client";
import { alertPreferences, userProductAccess as g } from "../../db/schema";
import { trialEndingSubject } from "../../mail/templates";
import { emailStatusFor, insertNewNotifications } from "../alerts/new-notifications";

/**
 * The trial's reminders (docs/decisions/031): on each alert scan, one notification for the
 * reminder due today (3 days, 1 day before the last day, and on it) of every running trial whose
 * member has not subscribed meanwhile. The dedupe key (user, last day, reminder) sends each once,
 * whatever runs twice; a scan after downtime sends the one due now. Its e-mail goes out with the
 * alerts' (services/alerts/delivery.ts), unless the member turned alert e-mails off.
 */
export async function scanTrialReminders(db: Db, now: Date): Promise<number> {
  const today = todayInSaoPaulo(now);
  const subscribed = sql`exists (select 1 from ${g} paid where paid.user_id = ${g.userId}
    and paid.product_type in (${PLAN_PRODUCT.promocoes}, ${PLAN_PRODUCT.pro}) and paid.access_granted
    and (paid.expires_at is null or paid.expires_at > ${now.toISOString()}::timestamptz))`;
  const trials = await db
    .select({
      userId: g.userId,
      expiresAt: g.expiresAt,
      emailEnabled: sql<boolean | null>`${alertPreferences.emailEnabled}`,
    })
    .from(g)
    .leftJoin(alertPreferences, eq(alertPreferences.userId, g.userId))
    .where(
      and(eq(g.productType, TRIAL_PRODUCT), eq(g.accessGranted, true), gt(g.expiresAt, now), sql`not ${subscribed}`),
    );
  const due = trials.flatMap((trial) => {
    if (!trial.expiresAt) return [];
    const lastDay = trialLastDay(trial.expiresAt);
    const daysLeft = trialReminderDue(lastDay, today);
    if (daysLeft === null) return [];
    return [
      {
        userId: trial.userId,
        kind: "trial_ending" as const,
        dedupeKey: `trial:${trial.userId}:${lastDay}:${daysLeft}`,
        title: trialEndingSubject({ daysLeft }),
        body: `Teste grátis até ${formatPlainDate(lastDay)}. Assine o Promoções ou o PRO para seguir com a Minha Gestão e o feed de promoções; nada é apagado.`,
        expiresOn: lastDay,
        emailStatus: emailStatusFor(trial.emailEnabled),
      },
    ];
  });
  return insertNewNotifications(db, due);
}
