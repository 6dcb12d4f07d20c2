import { and, eq, gt, sql } from "drizzle-orm";
import type { z } from "zod";
import type { ChangeEmailInputSchema } from "@/shared/schemas/account";
import { CONFIRMATION_TOKEN_TTL_MS } from "../../auth/email-confirmation";
import { generateRandomToken, hashToken } from "../../auth/tokens";
import type { Db } from "../../db/client";
import { emailChangeTokens, profiles, users } from "../../db/schema";
import type { Env } from "../../env";
import { AppError } from "../../errors";
import type { Mailer } from "../../integrations/mail";
import type { Logger } from "../../logger";
import { emailChangeMail, emailChangeNoticeMail } from "../../mail/templates";
import type { CurrentUser } from "./accounts";
import { confirmPassword } from "./password-check";
import { hitRateLimit } from "./rate-limit";

export interface EmailChangeDeps {
  db: Db;
  env: Pick<Env, "APP_URL">;
  mailer: Mailer;
  log: Logger;
}

function emailChangeLink(appUrl: string, token: string): string {
  const url = new URL("/auth/confirmar-novo-email", appUrl);
  url.searchParams.set("token", token);
  return url.toString();
}

const HOUR_MS = 60 * 60 * 1000;
/**
 * Per account and per address asked for, counted before the password check: without them one
 * session could test which addresses are registered, or mail any inbox, as fast as it can ask.
 */
const EMAIL_CHANGE_LIMITS = { account: { limit: 5, windowMs: HOUR_MS }, address: { limit: 3, windowMs: HOUR_MS } };

/**
 * Asks the password, then mails a single-use link to the new address (a newer request replaces an
 * older one). The account keeps its e-mail until that link is opened. An address another account
 * owns gets the same answer and no e-mail (docs/security.md, "E-mail change").
 */
export async function requestEmailChange(
  deps: EmailChangeDeps,
  user: CurrentUser,
  input: z.output<typeof ChangeEmailInputSchema>,
  now = new Date(),
): Promise<void> {
  const { db } = deps;
  const [byAccount, byAddress] = [
    await hitRateLimit(db, `email-change:account:${user.id}`, EMAIL_CHANGE_LIMITS.account),
    await hitRateLimit(db, `email-change:address:${input.newEmail}`, EMAIL_CHANGE_LIMITS.address),
  ];
  if (!byAccount.allowed || !byAddress.allowed) throw new AppError("TOO_MANY_EMAIL_CHANGE_REQUESTS");
  await confirmPassword(db, deps.log, user, input.password);
  if (input.newEmail === user.email) throw new AppError("EMAIL_UNCHANGED");
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.newEmail));
  if (taken) {
    // Answered like a free address; the owner of that address hears nothing from this account.
    await db.delete(emailChangeTokens).where(eq(emailChangeTokens.userId, user.id));
    await noticeToOldAddress(deps, user, input.newEmail);
    return;
  }

  const token = generateRandomToken();
  await db.transaction(async (tx) => {
    await tx.delete(emailChangeTokens).where(eq(emailChangeTokens.userId, user.id));
    await tx.insert(emailChangeTokens).values({
      tokenHash: hashToken(token),
      userId: user.id,
      newEmail: input.newEmail,
      expiresAt: new Date(now.getTime() + CONFIRMATION_TOKEN_TTL_MS),
    });
  });
  // Unlike background alerts, the member waits for this one: a failure must say so, not pass silently.
  await deps.mailer.send(await emailChangeMail(input.newEmail, emailChangeLink(deps.env.APP_URL, token)));
  await noticeToOldAddress(deps, user, input.newEmail);
}

async function noticeToOldAddress(deps: EmailChangeDeps, user: CurrentUser, newEmail: string): Promise<void> {
  const accountUrl = new URL("/minha-conta", deps.env.APP_URL).toString();
  await deps.mailer
    .send(await emailChangeNoticeMail(user.email, newEmail, accountUrl))
    .catch((error: unknown) => deps.log.error({ err: error, userId: user.id }, "Falha ao avisar o e-mail antigo"));
}

/** Opens the link: the address changes now, and counts as confirmed (the link proved it). */
export async function confirmEmailChange(db: Db, token: string, now = new Date()): Promise<string> {
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .delete(emailChangeTokens)
      .where(and(eq(emailChangeTokens.tokenHash, hashToken(token)), gt(emailChangeTokens.expiresAt, now)))
      .returning({ userId: emailChangeTokens.userId, newEmail: emailChangeTokens.newEmail });
    if (!pending) throw new AppError("EMAIL_CHANGE_LINK_INVALID");
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, pending.newEmail));
    if (owner) throw new AppError("EMAIL_TAKEN");
    await tx
      .update(users)
      .set({ email: pending.newEmail, emailConfirmedAt: now, updatedAt: sql`now()` })
      .where(eq(users.id, pending.userId));
    await tx.update(profiles).set({ email: pending.newEmail }).where(eq(profiles.id, pending.userId));
    return pending.newEmail;
  });
}
