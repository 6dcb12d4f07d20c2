import { eq } from "drizzle-orm";
import { logAuthEvent } from "../../auth/auth-events";
import { tooManyAttempts } from "../../auth/login-throttle";
import { verifyPassword } from "../../auth/passwords";
import { claimAttempt, clearAttempts, throttleKey } from "../../auth/throttle";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema";
import { AppError } from "../../errors";
import type { Logger } from "../../logger";

/**
 * The password asked again before the account's keys change hands (e-mail, password, deletion).
 * Each try is counted before the check, so a stolen session cannot be used to guess it, not
 * even with concurrent requests; the lock is the session's alone, logins are not affected.
 */
export async function confirmPassword(
  db: DbOrTx,
  log: Logger,
  user: { id: string; email: string },
  password: string,
): Promise<void> {
  const key = throttleKey("confirm", user.id);
  const claim = await claimAttempt(db, "confirm", key);
  if (!claim.allowed) {
    logAuthEvent(log, "login_throttled", { userId: user.id, scope: "confirm", retryAfterMs: claim.retryAfterMs });
    throw tooManyAttempts(claim.retryAfterMs);
  }
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (row && (await verifyPassword(row.passwordHash, password))) {
    await clearAttempts(db, key);
    return;
  }
  logAuthEvent(log, "password_confirm_failed", { userId: user.id });
  throw new AppError("WRONG_PASSWORD");
}
