import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";

/**
 * E-mails a server without SMTP_URL could not send, kept for admins to read in /admin instead of
 * being written to the log (docs/decisions/033). Rows older than 14 days are dropped as new ones arrive (integrations/mail-outbox.ts).
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid().primaryKey().defaultRandom(),
    recipient: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_created_idx").on(t.createdAt.desc())],
);
