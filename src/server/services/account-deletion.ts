import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { AppError } from "../errors";

/**
 * Deletes an account and, through the ON DELETE CASCADE of every table that names it, all of its
 * data (sessions included, so the account's next request is already anonymous), in one statement.
 */
export async function deleteUserAccount(db: Db, userId: string): Promise<void> {
  const [deleted] = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  if (!deleted) throw new AppError("USER_NOT_FOUND");
}
