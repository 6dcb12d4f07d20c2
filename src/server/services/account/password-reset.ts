import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { PasswordResetInputSchema } from "@/shared/schemas/auth";
import { logAuthEvent } from "../../auth/auth-events";
import { assertPasswordAllowed, hashPassword } from "../../auth/passwords";
import { createSession, invalidateUserSessions, type NewSession, type SessionClient } from "../../auth/sessions";
import { forgetAccountThrottles } from "../../auth/throttle";
import { generateRandomToken, hashToken } from "../../auth/tokens";
import type { Db, DbOrTx } from "../../db/client";
import { passwordResetTokens as r, users } from "../../db/schema";
import type { Env } from "../../env";
import { AppError } from "../../errors";
import type { Mailer } from "../../integrations/mail";
import type { TaskQueue } from "../../jobs/tasks";
import type { Logger } from "../../logger";
import { passwordResetMail } from "../../mail/templates";
import { revokeAllApiTokens } from "./api-tokens";
import { hitRateLimit } from "./rate-limit";

export interface ResetDeps {
  db: Db;
  env: Pick<Env, "APP_URL" | "PASSWORD_RESET_TTL_MINUTES">;
  mailer: Mailer;
  log: Logger;
  /** Who asks, recorded on the session a reset opens. */
  client?: SessionClient;
}

const HOUR_MS = 60 * 60 * 1000;
/** Per typed address and per client IP, so neither one inbox nor one client can be flooded. */
const RESET_LIMITS = { account: { limit: 3, windowMs: HOUR_MS }, ip: { limit: 10, windowMs: HOUR_MS } };

function resetLink(appUrl: string, token: string): string {
  const url = new URL("/redefinir-senha", appUrl);
  url.searchParams.set("token", token);
  return url.toString();
}

/** The task that builds and sends a reset e-mail, after the request has been answered. */
export const RESET_MAIL_QUEUE = "password-reset-mail";

/**
 * Same answer, same work and same time for any address: after the limits (counted per address
 * typed, known or not), the request only queues the address. Looking the account up, making the
 * link and building the e-mail all happen after the answer, in sendPasswordResetMail.
 */
export async function requestPasswordReset(
  deps: Pick<ResetDeps, "db"> & { tasks: TaskQueue },
  email: string,
  ip: string,
): Promise<void> {
  const { db } = deps;
  const [byIp, byAccount] = [
    await hitRateLimit(db, `password-reset:ip:${ip}`, RESET_LIMITS.ip),
    await hitRateLimit(db, `password-reset:account:${email}`, RESET_LIMITS.account),
  ];
  if (!byIp.allowed || !byAccount.allowed) throw new AppError("TOO_MANY_RESET_REQUESTS");
  await deps.tasks.enqueue(RESET_MAIL_QUEUE, { email });
}

/**
 * The queued half of a reset request: nothing for an unknown address; for an account, a new link
 * that ends every older live one (only the newest e-mail works), then the e-mail.
 */
export async function sendPasswordResetMail(deps: ResetDeps, email: string, now = new Date()): Promise<void> {
  const { db, env } = deps;
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!account) return;
  logAuthEvent(deps.log, "password_reset_requested", { userId: account.id });
  const token = generateRandomToken();
  await db.transaction(async (tx) => {
    // Expired rather than marked used: the older e-mail's page then says it expired, which is true.
    await tx
      .update(r)
      .set({ expiresAt: now })
      .where(and(eq(r.userId, account.id), isNull(r.usedAt), gt(r.expiresAt, now)));
    await tx.insert(r).values({
      tokenHash: hashToken(token),
      userId: account.id,
      expiresAt: new Date(now.getTime() + env.PASSWORD_RESET_TTL_MINUTES * 60_000),
    });
  });
  await deps.mailer.send(await passwordResetMail(email, resetLink(env.APP_URL, token), env.PASSWORD_RESET_TTL_MINUTES));
}

export type ResetLinkStatus = "valid" | "expired" | "used" | "invalid";

async function linkStatus(db: DbOrTx, token: string, now: Date, lock: boolean) {
  const query = db
    .select({ userId: r.userId, expiresAt: r.expiresAt, usedAt: r.usedAt })
    .from(r)
    .where(eq(r.tokenHash, hashToken(token)));
  const [row] = await (lock ? query.for("update") : query);
  if (!row) return { status: "invalid" as const, userId: null };
  if (row.usedAt) return { status: "used" as const, userId: row.userId };
  if (row.expiresAt.getTime() <= now.getTime()) return { status: "expired" as const, userId: row.userId };
  return { status: "valid" as const, userId: row.userId };
}

/** For the reset page to say at once that a link expired or was used, before anything is typed. */
export async function resetLinkStatus(db: Db, token: string, now = new Date()): Promise<ResetLinkStatus> {
  return (await linkStatus(db, token, now, false)).status;
}

const REFUSALS = { invalid: "RESET_LINK_INVALID", expired: "RESET_LINK_EXPIRED", used: "RESET_LINK_USED" } as const;

/**
 * Single use: the row is locked, marked used, and every session and API token of the account ends,
 * in one transaction: whoever proves the mailbox takes the account back from whoever held it.
 */
export async function resetPassword(
  deps: Pick<ResetDeps, "db" | "client" | "log">,
  input: z.output<typeof PasswordResetInputSchema>,
  now = new Date(),
): Promise<NewSession> {
  await assertPasswordAllowed(input.password);
  const passwordHash = await hashPassword(input.password);
  const { userId, session } = await deps.db.transaction(async (tx) => {
    const link = await linkStatus(tx, input.token, now, true);
    if (link.status !== "valid") throw new AppError(REFUSALS[link.status]);
    const userId = link.userId;
    await tx
      .update(r)
      .set({ usedAt: now })
      .where(and(eq(r.userId, userId), isNull(r.usedAt)));
    const [account] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning({ email: users.email });
    await invalidateUserSessions(tx, userId);
    await revokeAllApiTokens(tx, userId);
    // The owner proved themselves by mail: their lockouts end, and no client stays "known".
    if (account) await forgetAccountThrottles(tx, account.email);
    return { userId, session: await createSession(tx, userId, { client: deps.client }, now) };
  });
  logAuthEvent(deps.log, "password_reset", { userId });
  return session;
}
