import { eq } from "drizzle-orm";
import { verifyPassword } from "../../auth/passwords";
import { recordLoginFailure, remainingLockMs, throttleKey } from "../../auth/throttle";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema";
import { AppError } from "../../errors";

/**
 * The password asked again before the account's keys change hands (e-mail, password, deletion).
 * Misses count toward the login lockout, so a stolen session cannot be used to guess it.
 */
export async function confirmPassword(db: DbOrTx, user: { id: string; email: string }, password: string): Promise<void> {
  if ((await remainingLockMs(db, [throttleKey("account", user.email)])) > 0) throw new AppError("TOO_MANY_LOGIN_ATTEMPTS");
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (row && (await verifyPassword(row.passwordHash, password))) return;
  await recordLoginFailure(db, "account", user.email);
  throw new AppError("WRONG_PASSWORD");
}
