import { and, eq, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { ChangePasswordInputSchema } from "@/shared/schemas/account";
import { logAuthEvent } from "../../auth/auth-events";
import { assertPasswordAllowed, hashPassword } from "../../auth/passwords";
import type { Db } from "../../db/client";
import type { Logger } from "../../logger";
import { profiles, sessions, users } from "../../db/schema";
import type { CurrentUser } from "./accounts";
import { revokeAllApiTokens } from "./api-tokens";
import { confirmPassword } from "./password-check";

export async function updateName(db: Db, userId: string, name: string): Promise<void> {
  await db.update(profiles).set({ fullName: name }).where(eq(profiles.id, userId));
}

/**
 * The new password takes over at once: every other session of the account ends, this one stays;
 * the API tokens end too unless the member unticks it (a changed password often means a leaked one).
 */
export async function changePassword(
  deps: { db: Db; log: Logger },
  user: CurrentUser,
  currentSessionId: string,
  input: z.output<typeof ChangePasswordInputSchema>,
): Promise<void> {
  const { db, log } = deps;
  await confirmPassword(db, log, user, input.currentPassword);
  await assertPasswordAllowed(input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const apiTokensRevoked = await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, currentSessionId)));
    return input.revokeApiTokens ? revokeAllApiTokens(tx, user.id) : 0;
  });
  logAuthEvent(log, "password_changed", { userId: user.id, apiTokensRevoked });
}
