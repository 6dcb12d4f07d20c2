import { and, eq, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { ChangePasswordInputSchema } from "@/shared/schemas/account";
import { hashPassword } from "../../auth/passwords";
import type { Db } from "../../db/client";
import { profiles, sessions, users } from "../../db/schema";
import type { CurrentUser } from "../accounts";
import { confirmPassword } from "./password-check";

export async function updateName(db: Db, userId: string, name: string): Promise<void> {
  await db.update(profiles).set({ fullName: name }).where(eq(profiles.id, userId));
}

/** The new password takes over at once: every other session of the account ends, this one stays. */
export async function changePassword(
  db: Db,
  user: CurrentUser,
  currentSessionId: string,
  input: z.output<typeof ChangePasswordInputSchema>,
): Promise<void> {
  await confirmPassword(db, user, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, currentSessionId)));
  });
}
