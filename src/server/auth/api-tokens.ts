import { eq } from "drizzle-orm";
import { formatApiToken, tokenWithinAdminLimit } from "@/shared/domain/account/api-tokens";
import type { DbOrTx } from "../db/client";
import { apiTokens } from "../db/schema";
import { generateRandomToken, hashToken, tokenMatchesHash } from "./tokens";

/** last_used_at moves at most this often, so a script's reads do not each cost a write. */
const API_TOKEN_TOUCH_INTERVAL_MS = 60 * 1000;

export interface NewApiTokenFields {
  userId: string;
  name: string;
  readOnly: boolean;
  personalData?: boolean;
  expiresAt: Date | null;
}

/** Stores the token's hash and returns the token itself: the only time anyone sees it. */
export async function issueApiToken(
  db: DbOrTx,
  fields: NewApiTokenFields,
  now = new Date(),
): Promise<{ id: string; token: string }> {
  const id = generateRandomToken();
  const secret = generateRandomToken();
  await db.insert(apiTokens).values({ ...fields, id, secretHash: hashToken(secret), createdAt: now });
  return { id, token: formatApiToken(id, secret) };
}

export interface ValidApiToken {
  id: string;
  userId: string;
  readOnly: boolean;
}

export interface StoredApiToken extends ValidApiToken {
  secretHash: string;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
}

/**
 * The rules every lookup applies to the row it found: the secret must match, the token must not
 * have expired (revoking deletes the row), and an admin's token stops ADMIN_API_TOKEN_MAX_DAYS
 * after it was made, whatever expiry it was given; last_used_at moves at most once a minute.
 */
export async function settleApiToken(
  db: DbOrTx,
  row: StoredApiToken,
  secret: string,
  owner: { isAdmin: boolean; adminTokenMaxDays: number },
  now: Date,
): Promise<ValidApiToken | null> {
  if (!tokenMatchesHash(secret, row.secretHash)) return null;
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return null;
  if (!tokenWithinAdminLimit(row, owner, now, owner.adminTokenMaxDays)) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= API_TOKEN_TOUCH_INTERVAL_MS) {
    await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, row.id));
  }
  return { id: row.id, userId: row.userId, readOnly: row.readOnly };
}

/** Whether a token was created with the personal-data scope (docs/decisions/039). */
export async function tokenHasPersonalData(db: DbOrTx, tokenId: string): Promise<boolean> {
  const [row] = await db
    .select({ personalData: apiTokens.personalData })
    .from(apiTokens)
    .where(eq(apiTokens.id, tokenId));
  return row?.personalData ?? false;
}
