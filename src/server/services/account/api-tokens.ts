import { and, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { scopeIsReadOnly, scopeOf } from "@/shared/domain/account/api-tokens";
import { endOfDayInSaoPaulo } from "@/shared/domain/end-of-day";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import type { CreateApiTokenInputSchema } from "@/shared/schemas/account";
import { issueApiToken } from "../../auth/api-tokens";
import type { Db } from "../../db/client";
import { apiTokens } from "../../db/schema";
import { AppError } from "../../errors";

/** 'Tokens de API' on 'Minha conta': the token is in this answer and nowhere else, ever. */
export async function createApiToken(
  db: Db,
  userId: string,
  input: z.output<typeof CreateApiTokenInputSchema>,
  now = new Date(),
) {
  if (input.expiresOn !== null && input.expiresOn < todayInSaoPaulo(now)) throw new AppError("API_TOKEN_EXPIRY_PAST");
  const expiresAt = input.expiresOn === null ? null : endOfDayInSaoPaulo(input.expiresOn);
  const { id, token } = await issueApiToken(
    db,
    { userId, name: input.name, readOnly: scopeIsReadOnly(input.scope), expiresAt },
    now,
  );
  return { id, token, name: input.name, scope: input.scope, expiresAt };
}

export async function listApiTokens(db: Db, userId: string, now = new Date()) {
  const rows = await db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      readOnly: apiTokens.readOnly,
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
