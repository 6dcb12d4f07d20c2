import { and, eq, gt } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { emailConfirmationTokens } from "../db/schema";
import { generateRandomToken, hashToken } from "./tokens";

export const CONFIRMATION_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;

/** Issues a single-use token; only its hash is stored, like session secrets. */
export async function issueConfirmationToken(db: DbOrTx, userId: string, now = new Date()): Promise<string> {
  const token = generateRandomToken();
  await db.insert(emailConfirmationTokens).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + CONFIRMATION_TOKEN_TTL_MS),
  });
  return token;
}

/** Consumes a live token and returns its user; an unknown, used or expired token gives null. */
export async function consumeConfirmationToken(db: DbOrTx, token: string, now = new Date()): Promise<string | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .delete(emailConfirmationTokens)
    .where(and(eq(emailConfirmationTokens.tokenHash, tokenHash), gt(emailConfirmationTokens.expiresAt, now)))
    .returning({ userId: emailConfirmationTokens.userId });
  return row?.userId ?? null;
}

export function confirmationLink(appUrl: string, token: string): string {
  const url = new URL("/auth/confirmar-email", appUrl);
  url.searchParams.set("token", token);
  return url.toString();
}
