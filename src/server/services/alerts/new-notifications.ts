import type { Db } from "../../db/client";
import { notifications } from "../../db/schema";
import { queuePushDeliveries } from "./push-delivery";

type NewNotification = typeof notifications.$inferInsert;

/** Whether the notification also goes by e-mail: only when the member has not turned e-mail alerts off. */
export function emailStatusFor(emailEnabled: boolean | null): "off" | "pending" {
  return emailEnabled === false ? "off" : "pending";
}

/**
 * Writes the notifications a scan found due, each at most once: its dedupe key (the kind, what
 * it is about and the day) makes a later scan of the same day, or a scan that overlaps, a no-op.
 * The pushes of the new ones are queued in the same transaction (docs/decisions/043). Answers how
 * many were new.
 */
export async function insertNewNotifications(db: Db, due: NewNotification[]): Promise<number> {
  if (due.length === 0) return 0;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(notifications)
      .values(due)
      .onConflictDoNothing({ target: notifications.dedupeKey })
      .returning({ id: notifications.id, userId: notifications.userId, kind: notifications.kind });
    await queuePushDeliveries(tx, inserted);
    return inserted.length;
  });
}
