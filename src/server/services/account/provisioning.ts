import { eq, sql } from "drizzle-orm";
import { hashPassword } from "../../auth/passwords";
import { invalidateUserSessions } from "../../auth/sessions";
import { forgetAccountThrottles } from "../../auth/throttle";
import type { Db } from "../../db/client";
import { userRoles, users } from "../../db/schema";
import { AppError } from "../../errors";
import { insertAccount } from "./accounts";
import { revokeAllApiTokens } from "./api-tokens";

/**
 * Accounts made by an operator (the CLI, the demo seed) rather than by a visitor: no sign-up
 * switch, no confirmation e-mail; whoever runs the command vouches for the address.
 */
export interface ProvisionedAccount {
  name: string;
  email: string;
  password: string;
  admin: boolean;
}

export async function provisionAccount(db: Db, account: ProvisionedAccount): Promise<{ id: string }> {
  const passwordHash = await hashPassword(account.password);
  return db.transaction(async (tx) => {
    const id = await insertAccount(tx, {
      email: account.email,
      name: account.name,
      passwordHash,
      emailConfirmed: true,
    });
    if (account.admin) await tx.insert(userRoles).values({ userId: id, role: "admin" });
    return { id };
  });
}

/** A new password set by an operator: every session and API token of the account ends, as after a reset by link. */
export async function setAccountPassword(db: Db, email: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [account] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.email, email))
      .returning({ id: users.id });
    if (!account) throw new AppError("USER_NOT_FOUND");
    await invalidateUserSessions(tx, account.id);
    await revokeAllApiTokens(tx, account.id);
    await forgetAccountThrottles(tx, email);
  });
}
