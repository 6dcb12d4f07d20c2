import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { goesByPush } from "@/shared/domain/alerts/push-kinds";
import { pushPayloadOf } from "@/shared/domain/alerts/push-payload";
import type { NotificationKind } from "@/shared/domain/alerts/notifications";
import { currentTime } from "../../clock";
import type { Db, DbOrTx } from "../../db/client";
import { alertPreferences, notifications as n, pushDeliveries as d, pushSubscriptions as s } from "../../db/schema";
import type { PushSender } from "../../integrations/push";
import type { Logger } from "../../logger";
import { membersWithFeature } from "../access/entitlements";
import { DEFAULT_ALERT_PREFERENCES } from "./preferences";
import { claimable, SEND_BATCH, statusAfterFailure } from "./send-claims";

export interface AlertPushDeps {
  db: Db;
  /** Made when there is something to send: the VAPID keys may have to be read or made first. */
  pushSender: () => Promise<PushSender>;
  log: Logger;
}

/**
 * One delivery row per device of the member for each new alert whose kind they chose to have
 * pushed (docs/decisions/043). Runs in the transaction that inserts the alerts, so an alert is
 * never written without its pushes; the primary key makes a second call a no-op. Push comes with
 * Minha Gestão: a member whose plan no longer opens it keeps the devices listed but is sent
 * nothing until it opens again (the bell and e-mail go on).
 */
export async function queuePushDeliveries(
  tx: DbOrTx,
  alerts: readonly { id: string; userId: string; kind: NotificationKind }[],
): Promise<void> {
  if (alerts.length === 0) return;
  const userIds = [...new Set(alerts.map((alert) => alert.userId))];
  const [choices, devices, withPush] = await Promise.all([
    tx
      .select({ userId: alertPreferences.userId, pushKinds: alertPreferences.pushKinds })
      .from(alertPreferences)
      .where(inArray(alertPreferences.userId, userIds)),
    tx.select({ id: s.id, userId: s.userId }).from(s).where(inArray(s.userId, userIds)),
    membersWithFeature(tx, userIds, "dashboard", currentTime()),
  ]);
  const pushKindsOf = new Map(choices.map((choice) => [choice.userId, choice.pushKinds]));
  const rows = alerts.flatMap((alert) =>
    withPush.has(alert.userId) &&
    goesByPush(alert.kind, pushKindsOf.get(alert.userId) ?? DEFAULT_ALERT_PREFERENCES.pushKinds)
      ? devices
          .filter((device) => device.userId === alert.userId)
          .map((device) => ({ notificationId: alert.id, subscriptionId: device.id }))
      : [],
  );
  if (rows.length > 0) await tx.insert(d).values(rows).onConflictDoNothing();
}

/**
 * Sends the pushes still pending. Each row is claimed by one UPDATE over rows picked FOR UPDATE
 * SKIP LOCKED, so two workers never take the same one and a sent row is never claimed again: an
 * alert reaches a device once, whatever the retries. A failed send goes back to pending for the
 * next run (jobs/alert-jobs.ts, send-claims.ts); a device the push service no longer knows
 * (404, 410) is removed with its pending pushes.
 */
export async function deliverPendingPushes(deps: AlertPushDeps, now: Date): Promise<number> {
  const { db } = deps;
  const waiting = db
    .select({ notificationId: d.notificationId, subscriptionId: d.subscriptionId })
    .from(d)
    .where(claimable(d.status, d.claimedAt, now))
    .orderBy(asc(d.createdAt))
    .limit(SEND_BATCH)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(d)
    .set({ status: "sending", claimedAt: now, attempts: sql`${d.attempts} + 1` })
    .where(sql`(${d.notificationId}, ${d.subscriptionId}) in ${waiting}`)
    .returning({ notificationId: d.notificationId, subscriptionId: d.subscriptionId, attempts: d.attempts });
  if (claimed.length === 0) return 0;

  const rows = await db
    .select({
      notificationId: n.id,
      kind: n.kind,
      title: n.title,
      body: n.body,
      subscriptionId: s.id,
      endpoint: s.endpoint,
      p256dh: s.p256dh,
      auth: s.auth,
    })
    .from(d)
    .innerJoin(n, eq(n.id, d.notificationId))
    .innerJoin(s, eq(s.id, d.subscriptionId))
    .where(
      inArray(
        d.notificationId,
        claimed.map((row) => row.notificationId),
      ),
    );
  const attemptsOf = new Map(claimed.map((row) => [`${row.notificationId}:${row.subscriptionId}`, row.attempts]));
  const sender = await deps.pushSender();

  let sent = 0;
  for (const row of rows) {
    const attempts = attemptsOf.get(`${row.notificationId}:${row.subscriptionId}`);
    if (attempts === undefined) continue;
    const thisRow = and(eq(d.notificationId, row.notificationId), eq(d.subscriptionId, row.subscriptionId));
    try {
      const payload = pushPayloadOf({ id: row.notificationId, kind: row.kind, title: row.title, body: row.body });
      // The alert's id without dashes: 32 characters, the most a Topic may have (RFC 8030 §5.4).
      const outcome = await sender.send(row, JSON.stringify(payload), row.notificationId.replaceAll("-", ""));
      if (outcome === "gone") {
        await db.delete(s).where(eq(s.id, row.subscriptionId));
        continue;
      }
      if (outcome !== "sent") throw new Error(`O serviço de push respondeu ${outcome.refused}`);
      await db.update(d).set({ status: "sent", sentAt: now }).where(thisRow);
      sent += 1;
    } catch (error) {
      deps.log.error({ err: error, notificationId: row.notificationId }, "Falha ao enviar notificação push");
      await db
        .update(d)
        .set({ status: statusAfterFailure(attempts) })
        .where(thisRow);
    }
  }
  return sent;
}
