import { and, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { scopeIsReadOnly, scopeOf, tokenExpiryFor } from "@/shared/domain/account/api-tokens";
import { endOfDayInSaoPaulo } from "@/shared/domain/end-of-day";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import type { CreateApiTokenInputSchema } from "@/shared/schemas/account";
import { issueApiToken } from "../../auth/api-tokens";
import type { Db, DbOrTx } from "../../db/client";
import { apiTokens } from "../../db/schema";
import type { Env } from "../../env";
import { AppError } from "../../errors";
import type { Mailer } from "../../integrations/mail";
import type { Logger } from "../../logger";
import { apiTokenCreatedMail } from "../../mail/templates";
import type { CurrentUser } from "./accounts";
import { confirmPassword } from "./password-check";

export interface ApiTokenDeps {
  db: Db;
  env: Pick<Env, "APP_URL" | "ADMIN_API_TOKEN_MAX_DAYS">;
  mailer: Mailer;
  log: Logger;
}

/**
 * 'Tokens de API' on 'Minha conta': the token is in this answer and nowhere else, ever. The
 * password is asked first (a stolen session must not mint a credential that outlives it), an
 * admin's token ends within ADMIN_API_TOKEN_MAX_DAYS, and the owner is told by e-mail.
 */
export async function createApiToken(
  deps: ApiTokenDeps,
  user: CurrentUser,
  input: z.output<typeof CreateApiTokenInputSchema>,
  now = new Date(),
) {
  const { db } = deps;
  await confirmPassword(db, deps.log, user, input.currentPassword);
  if (input.expiresOn !== null && input.expiresOn < todayInSaoPaulo(now)) throw new AppError("API_TOKEN_EXPIRY_PAST");
  const asked = input.expiresOn === null ? null : endOfDayInSaoPaulo(input.expiresOn);
  const expiresAt = tokenExpiryFor(asked, user, now, deps.env.ADMIN_API_TOKEN_MAX_DAYS);
  const { id, token } = await issueApiToken(
    db,
    {
      userId: user.id,
      name: input.name,
      readOnly: scopeIsReadOnly(input.scope),
      personalData: input.personalData,
      expiresAt,
    },
    now,
  );
  const accountUrl = new URL("/minha-conta", deps.env.APP_URL).toString();
  // The token exists either way; a mail that fails is logged, not a reason to hide the token.
  await deps.mailer
    .send(await apiTokenCreatedMail(user.email, { name: input.name, scope: input.scope, expiresAt, accountUrl }))
    .catch((error: unknown) => deps.log.error({ err: error, userId: user.id }, "Falha ao avisar do novo token de API"));
  return { id, token, name: input.name, scope: input.scope, personalData: input.personalData, expiresAt };
}

export async function listApiTokens(db: Db, userId: string, now = new Date()) {
  const rows = await db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      readOnly: apiTokens.readOnly,
      personalData: apiTokens.personalData,
      createdAt: apiTokens.createdAt,
      lastUsedAt: apiTokens.lastUsedAt,
      expiresAt: apiTokens.expiresAt,
    })
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map(({ readOnly, ...row }) => ({
    ...row,
    scope: scopeOf(readOnly),
    expired: row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime(),
  }));
}

/** Works at once: the next request with the token is a visitor's. Another member's token: NOT_FOUND. */
export async function revokeApiToken(db: Db, userId: string, id: string): Promise<void> {
  const revoked = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
    .returning({ id: apiTokens.id });
  if (revoked.length === 0) throw new AppError("API_TOKEN_NOT_FOUND");
}

/** Every token of the account stops at once (a password reset, or a change that asks for it). */
export async function revokeAllApiTokens(db: DbOrTx, userId: string): Promise<number> {
  const revoked = await db.delete(apiTokens).where(eq(apiTokens.userId, userId)).returning({ id: apiTokens.id });
  return revoked.length;
}
