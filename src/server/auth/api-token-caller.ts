import { eq, sql } from "drizzle-orm";
import { parseApiToken } from "@/shared/domain/account/api-tokens";
import { currentTime } from "../clock";
import type { Db } from "../db/client";
import { perDatabase } from "../db/per-database";
import { apiTokens, profiles, users } from "../db/schema";
import { settleApiToken } from "./api-tokens";
import { accessOf, callerColumns, type RequestSession } from "./caller-columns";

/** The settings a credential is judged by (env.ts). */
export interface CredentialRules {
  adminTokenMaxDays: number;
}

export function credentialRulesOf(env: { ADMIN_API_TOKEN_MAX_DAYS: number }): CredentialRules {
  return { adminTokenMaxDays: env.ADMIN_API_TOKEN_MAX_DAYS };
}

/**
 * The token, its owner and the owner's access in one round trip, as session-caller.ts does for
 * sessions. Hot path (docs/decisions/035): prepared once per database.
 */
const tokenCallerLookup = perDatabase((db: Db) =>
  db
    .select({
      id: apiTokens.id,
      userId: apiTokens.userId,
      secretHash: apiTokens.secretHash,
      readOnly: apiTokens.readOnly,
      createdAt: apiTokens.createdAt,
      expiresAt: apiTokens.expiresAt,
      lastUsedAt: apiTokens.lastUsedAt,
      ...callerColumns,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(apiTokens.id, sql.placeholder("id")))
    .limit(1)
    .prepare("api_token_caller"),
);

/** A script's `Authorization: Bearer mh_…`: the token's owner, with the token's scope. */
export async function identifyApiTokenCaller(
  db: Db,
  token: string,
  rules: CredentialRules,
  now = new Date(),
): Promise<RequestSession | null> {
  const parsed = parseApiToken(token);
  if (!parsed) return null;
  const [row] = await tokenCallerLookup(db).execute({ id: parsed.id, now: currentTime().toISOString() });
  const owner = { isAdmin: row?.user.isAdmin ?? false, adminTokenMaxDays: rules.adminTokenMaxDays };
  const valid = row ? await settleApiToken(db, row, parsed.secret, owner, now) : null;
  if (!row || !valid) return null;
  return {
    user: row.user,
    session: null,
    apiTokenId: valid.id,
    readOnly: valid.readOnly,
    ...accessOf(row),
  };
}
