import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { escapeMarkup } from "@/shared/escape-markup";
import type { LoginInputSchema, SignupInputSchema } from "@/shared/schemas/auth";
import type { z } from "zod";
import {
  CONFIRMATION_TOKEN_TTL_MS,
  confirmationLink,
  consumeConfirmationToken,
  issueConfirmationToken,
} from "../../auth/email-confirmation";
import { assertPasswordAllowed, hashPassword, verifyAgainstDummy, verifyPassword } from "../../auth/passwords";
import { createSession, type NewSession, type SessionClient } from "../../auth/sessions";
import { logAuthEvent } from "../../auth/auth-events";
import { claimLoginAttempt } from "../../auth/login-throttle";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { emailConfirmationTokens, profiles, userRoles, users } from "../../db/schema";
import type { Env } from "../../env";
import { AppError } from "../../errors";
import type { Mailer } from "../../integrations/mail";
import type { Logger } from "../../logger";
import { currentTime } from "../../clock";
import { promoteListedAdmins } from "../access/access";
import { startTrialQuietly } from "../access/trial";
import { hitRateLimit } from "./rate-limit";

export interface AccountDeps {
  db: Db;
  env: Pick<
    Env,
    "APP_URL" | "ADMIN_EMAILS" | "REQUIRE_EMAIL_CONFIRMATION" | "SIGNUPS_ENABLED" | "SIGNUP_LIMIT_PER_HOUR"
  >;
  mailer: Mailer;
  log: Logger;
  /** Who asks, recorded on the sessions opened for them. */
  client?: SessionClient;
}

export interface CurrentUser {
  id: string;
  email: string;
  fullName: string | null;
  isAdmin: boolean;
  emailConfirmedAt: Date | null;
  createdAt: Date;
}

/** The account, its profile name and whether it holds the admin role; selected with users ⟕ profiles. */
export const currentUserColumns = {
  id: users.id,
  email: users.email,
  fullName: profiles.fullName,
  emailConfirmedAt: users.emailConfirmedAt,
  createdAt: users.createdAt,
  isAdmin: sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = 'admin')`,
};

/** The account row and its profile, the two rows every way of creating an account writes. */
export async function insertAccount(
  tx: Tx,
  account: { email: string; name: string; passwordHash: string; emailConfirmed: boolean },
): Promise<string> {
  const [created] = await tx
    .insert(users)
    .values({
      email: account.email,
      passwordHash: account.passwordHash,
      emailConfirmedAt: account.emailConfirmed ? sql`now()` : null,
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (!created) throw new AppError("EMAIL_TAKEN");
  await tx.insert(profiles).values({ id: created.id, email: account.email, fullName: account.name });
  return created.id;
}

export type SignupResult = { status: "signed_in"; session: NewSession } | { status: "confirmation_required" };

const HOUR_MS = 60 * 60 * 1000;

/**
 * The spec tells whoever signs up that an address is taken; the per-client limit keeps that from
 * becoming a way to test addresses at scale, and it runs before the costly hash.
 */
export async function signup(
  deps: AccountDeps,
  input: z.output<typeof SignupInputSchema>,
  ip: string,
): Promise<SignupResult> {
  const { db, env } = deps;
  if (!env.SIGNUPS_ENABLED) throw new AppError("SIGNUPS_DISABLED");
  const byClient = await hitRateLimit(db, `signup:ip:${ip}`, { limit: env.SIGNUP_LIMIT_PER_HOUR, windowMs: HOUR_MS });
  if (!byClient.allowed) throw new AppError("TOO_MANY_SIGNUPS");
  await assertPasswordAllowed(input.password);

  const passwordHash = await hashPassword(input.password);
  const userId = await db.transaction(async (tx) => {
    const id = await insertAccount(tx, { email: input.email, name: input.name, passwordHash, emailConfirmed: false });
    await promoteIfListed(deps, input.email, id, tx);
    return id;
  });
  logAuthEvent(deps.log, "signup", { userId });

  if (env.REQUIRE_EMAIL_CONFIRMATION) {
    await sendConfirmationEmail(deps, userId, input.email, input.name);
    return { status: "confirmation_required" };
  }
  await startTrialQuietly(deps, userId, currentTime());
  return { status: "signed_in", session: await createSession(db, userId, { client: deps.client }) };
}

export async function login(
  deps: AccountDeps,
  input: z.output<typeof LoginInputSchema>,
  ip: string,
): Promise<NewSession> {
  const { db, env, log } = deps;
  const attempt = await claimLoginAttempt(db, log, { email: input.email, ip });

  const [account] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, emailConfirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1);
  const passwordOk = account
    ? await verifyPassword(account.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);

  if (!account || !passwordOk) {
    logAuthEvent(log, "login_failed", { userId: account?.id ?? null });
    throw new AppError("INVALID_CREDENTIALS");
  }

  await attempt.succeeded();
  if (env.REQUIRE_EMAIL_CONFIRMATION && !account.emailConfirmedAt) {
    await resendConfirmationIfStale(deps, account.id, input.email);
    throw new AppError("EMAIL_NOT_CONFIRMED");
  }
  await promoteIfListed(deps, input.email, account.id);
  // Accounts made before the trial existed, that never had a plan, get theirs now (docs/decisions/031).
  await startTrialQuietly(deps, account.id, currentTime());
  logAuthEvent(log, "login_succeeded", { userId: account.id });
  return createSession(db, account.id, { client: deps.client });
}

/** ADMIN_EMAILS take effect at signup and at each login; the first promotion is logged. */
async function promoteIfListed(deps: AccountDeps, email: string, userId: string, db: DbOrTx = deps.db): Promise<void> {
  if (!deps.env.ADMIN_EMAILS.includes(email)) return;
  if ((await promoteListedAdmins(db, [email])) > 0) logAuthEvent(deps.log, "admin_role_granted", { userId });
}

/** Confirms the address behind a link; signing in is left to the password (http/email-confirmation.ts). */
export async function confirmEmail(deps: AccountDeps, token: string): Promise<void> {
  const { db } = deps;
  const userId = await db.transaction(async (tx) => {
    const confirmed = await consumeConfirmationToken(tx, token);
    if (!confirmed) throw new AppError("INVALID_CONFIRMATION_LINK");
    await tx
      .update(users)
      .set({ emailConfirmedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(users.id, confirmed), isNull(users.emailConfirmedAt)));
    return confirmed;
  });
  // With confirmation required, the trial starts here, not at signup (docs/decisions/031).
  await startTrialQuietly(deps, userId, currentTime());
}

const RESEND_AFTER_MS = 10 * 60 * 1000;

/** Sends a fresh link only if none was issued in the last ten minutes, so logins cannot spam mail. */
async function resendConfirmationIfStale(deps: AccountDeps, userId: string, email: string): Promise<void> {
  const recentIssueCutoff = new Date(Date.now() + CONFIRMATION_TOKEN_TTL_MS - RESEND_AFTER_MS);
  const recent = await deps.db
    .select({ userId: emailConfirmationTokens.userId })
    .from(emailConfirmationTokens)
    .where(and(eq(emailConfirmationTokens.userId, userId), gt(emailConfirmationTokens.expiresAt, recentIssueCutoff)))
    .limit(1);
  if (recent.length > 0) return;
  const [profile] = await deps.db.select({ fullName: profiles.fullName }).from(profiles).where(eq(profiles.id, userId));
  await sendConfirmationEmail(deps, userId, email, profile?.fullName ?? null);
}

async function sendConfirmationEmail(deps: AccountDeps, userId: string, email: string, name: string | null) {
  const token = await issueConfirmationToken(deps.db, userId);
  const link = confirmationLink(deps.env.APP_URL, token);
  const greeting = name ? `Olá, ${name}!` : "Olá!";
  try {
    await deps.mailer.send({
      to: email,
      subject: "Confirme seu e-mail no Milheiro",
      text: `${greeting}\n\nPara ativar sua conta no Milheiro, confirme seu e-mail abrindo o link abaixo:\n\n${link}\n\nO link vale por 48 horas. Se você não criou esta conta, ignore esta mensagem.`,
      html: `<p>${escapeMarkup(greeting)}</p><p>Para ativar sua conta no Milheiro, confirme seu e-mail:</p><p><a href="${escapeMarkup(link)}">Confirmar meu e-mail</a></p><p>O link vale por 48 horas. Se você não criou esta conta, ignore esta mensagem.</p>`,
    });
  } catch (error) {
    // The account exists either way; a later login re-sends the link once the mail server is back.
    deps.log.error({ err: error, userId }, "Falha ao enviar e-mail de confirmação");
  }
}
