import { desc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mailOutbox } from "../../db/schema";

/** What the admin page lists: the newest messages. */
const LISTED = 50;

/**
 * /admin 'Caixa de saída' (docs/decisions/033): mail a server without SMTP_URL kept, newest first,
 * whole (links included: an admin may already act for any member).
 */
export async function listOutbox(db: Db) {
  return db
    .select({
      id: mailOutbox.id,
      recipient: mailOutbox.recipient,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(LISTED);
}
