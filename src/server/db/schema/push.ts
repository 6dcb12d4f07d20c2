import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { notifications } from "./alerts";
import { users } from "./auth";
import { timestamptz } from "./columns";

/**
 * One browser's Web Push subscription ('Ativar notificações neste aparelho'): where the push
 * service takes its messages (`endpoint`) and the keys the payload is encrypted to (RFC 8291).
 * An endpoint belongs to one browser profile, so it is unique: subscribing again from the same
 * browser moves it to whoever is logged in there now.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    userAgent: text(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId, t.createdAt)],
);

export const pushStatusEnum = pgEnum("push_delivery_status", ["pending", "sending", "sent", "failed"]);

/**
 * One alert to one device (docs/decisions/043). The primary key is the "once per device and
 * alert" guarantee: a notification's deliveries are written with it, in the same transaction, and
 * a worker claims a row before sending, as the e-mail column of `notifications` is claimed.
 */
export const pushDeliveries = pgTable(
  "push_deliveries",
  {
    notificationId: uuid()
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    subscriptionId: uuid()
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    status: pushStatusEnum().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    claimedAt: timestamptz(),
    sentAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.subscriptionId] }),
    index("push_deliveries_subscription_idx").on(t.subscriptionId),
    index("push_deliveries_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    check("push_deliveries_attempts_nonnegative", sql`${t.attempts} >= 0`),
  ],
);

/**
 * The VAPID key pair of the embedded default (docs/decisions/043): made at the first push and kept
 * here, so every restart signs with the same key and existing subscriptions stay valid. One row.
 * In production the keys are settings (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY) and this stays empty.
 */
export const vapidKeys = pgTable(
  "vapid_keys",
  {
    id: integer().primaryKey().default(1),
    publicKey: text().notNull(),
    privateKey: text().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [check("vapid_keys_single_row", sql`${t.id} = 1`)],
);
