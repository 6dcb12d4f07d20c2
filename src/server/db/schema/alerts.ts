import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgEnum, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { NOTIFICATION_KINDS } from "@/shared/domain/alerts/notifications";
import { PUSH_KINDS, type PushKind } from "@/shared/domain/alerts/push-kinds";
import { users } from "./auth";
import { timestamptz } from "./columns";
import { loyaltyPrograms } from "./wallet";

export const notificationKindEnum = pgEnum("notification_kind", NOTIFICATION_KINDS);

const pushKindsSql = `'{${PUSH_KINDS.join(",")}}'::text[]`;

/** A member's choices in 'Preferências de alerta'; no row means the defaults. */
export const alertPreferences = pgTable(
  "alert_preferences",
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    thresholds: integer()
      .array()
      .notNull()
      .default(sql`'{90,30,7,1}'`),
    emailEnabled: boolean().notNull().default(true),
    weeklySummary: boolean().notNull().default(true),
    // Which kinds also go by push to the member's devices (docs/decisions/043); every one by default.
    // Text, not notification_kind: a fresh database migrates in one transaction, and PostgreSQL
    // refuses an enum value added earlier in it (cpf_place_freed, drizzle/0014) until it commits.
    pushKinds: text().array().notNull().default(sql.raw(pushKindsSql)).$type<PushKind[]>(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    check("alert_preferences_thresholds_known", sql`${t.thresholds} <@ '{90,30,7,1}'::integer[]`),
    check("alert_preferences_push_kinds_known", sql`${t.pushKinds} <@ ${sql.raw(pushKindsSql)}`),
  ],
);

export const emailStatusEnum = pgEnum("notification_email_status", ["pending", "sending", "sent", "off", "failed"]);

/**
 * Every alert, reminder and summary, in-app and by e-mail. `dedupe_key` is the idempotency
 * guarantee (docs/decisions/012): one row per lot (or program expiry) and threshold, per bonus
 * date, per summary week; whoever inserts it first is the only one that sends it.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    programId: uuid().references(() => loyaltyPrograms.id, { onDelete: "cascade" }),
    kind: notificationKindEnum().notNull(),
    dedupeKey: text().notNull().unique(),
    title: text().notNull(),
    body: text().notNull(),
    miles: integer(),
    expiresOn: date({ mode: "string" }),
    emailStatus: emailStatusEnum().notNull().default("pending"),
    emailAttempts: integer().notNull().default(0),
    // Set when a worker claims the e-mail; a claim older than a few minutes is a crashed worker's.
    emailClaimedAt: timestamptz(),
    emailedAt: timestamptz(),
    readAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    index("notifications_email_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.emailStatus} = 'pending'`),
  ],
);
