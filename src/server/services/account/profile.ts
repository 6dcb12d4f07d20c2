import { and, eq, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { ChangePasswordInputSchema } from "@/shared/schemas/account";
import { logAuthEvent } from "../../auth/auth-events";
import { assertPasswordAllowed, hashPassword } from "../../auth/passwords";
import type { Db } from "../../db/client";
import type { Logger } from "../../logger";
import { profiles, sessions, users } from "../../db/schema";
import type { CurrentUser } from "./accounts";
import { confirmPassword } from "./password-check";

export async function updateName(db: Db, userId: string, name: string): Promise<void> {
  await db.update(profiles).set({ fullName: name }).where(eq(profiles.id, userId));
}

/** The new password takes over at once: every other session of the account ends, this one stays. */
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
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, currentSessionId)));
  });
  logAuthEvent(log, "password_changed", { userId: user.id });
}
