import { index, pgEnum, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { timestamptz } from "./columns";
import { payments } from "./payments";

export const accessAuditActionEnum = pgEnum("access_audit_action", ["grant", "revoke"]);

/**
 * Who granted or revoked which product to whom, and when. Rows are never updated; the actor is
 * kept as an e-mail copy too, so the record still reads after the admin's account is deleted.
 * A change a payment made names that payment (`payment_id`) and has no actor account; a change a
 * script made names the API token it used (`actor_api_token_id`).
 */
export const accessAuditLog = pgTable(
  "access_audit_log",
  {
    id: uuid().primaryKey().defaultRandom(),
    actorId: uuid().references(() => users.id, { onDelete: "set null" }),
    actorEmail: text().notNull(),
    targetUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productType: text().notNull(),
    action: accessAuditActionEnum().notNull(),
    // The expiry the grant was given (null: no expiry); always null for revokes.
    expiresAt: timestamptz(),
    paymentId: uuid().references(() => payments.id, { onDelete: "set null" }),
    // The API token the actor's script used (null: a browser session). No foreign key: the row
    // must still name the token after it is revoked (docs/security.md, "API tokens").
    actorApiTokenId: text(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index("access_audit_log_target_created_idx").on(t.targetUserId, t.createdAt.desc().nullsFirst())],
);
