import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";

/** A message waits this long in the outbox; older ones are dropped as new ones arrive. */
const KEPT_DAYS = 14;

/** A message the server could not send (no SMTP_URL): kept for admins instead of the log. */
export async function keepInOutbox(db: Db, message: { to: string; subject: string; text: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(mailOutbox).where(lt(mailOutbox.createdAt, sql`now() - make_interval(days => ${KEPT_DAYS})`));
    await tx.insert(mailOutbox).values({ recipient: message.to, subject: message.subject, text: message.text });
  });
}
