import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { sessions } from "../db/schema";
import { generateRandomToken, hashToken, tokenMatchesHash } from "./tokens";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sliding window: each use within the last half pushes expiry out again. */
export const SESSION_IDLE_MS = 30 * DAY_MS;
/** Absolute cap: no session outlives this, however active. */
export const SESSION_MAX_AGE_MS = 90 * DAY_MS;

export interface SessionRecord {
  id: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
}

export interface NewSession {
  token: string;
  session: SessionRecord;
}

function slidingExpiry(createdAt: Date, now: Date): Date {
  return new Date(Math.min(now.getTime() + SESSION_IDLE_MS, createdAt.getTime() + SESSION_MAX_AGE_MS));
}

/**
 * The token handed to the browser is `<id>.<secret>`: the id finds the row, and only a SHA-256
 * of the secret is stored, so a leaked sessions table cannot be replayed.
 */
export async function createSession(db: DbOrTx, userId: string, now = new Date()): Promise<NewSession> {
  const id = generateRandomToken();
  const secret = generateRandomToken();
  const session: SessionRecord = { id, userId, createdAt: now, expiresAt: slidingExpiry(now, now) };
  await db.insert(sessions).values({ ...session, secretHash: hashToken(secret) });
  return { token: `${id}.${secret}`, session };
}

/** Returns the live session for a token, extending it when due; expired or forged tokens give null. */
export async function validateSessionToken(
  db: DbOrTx,
  token: string,
  now = new Date(),
): Promise<{ session: SessionRecord; userId: string } | null> {
  const [id, secret, ...rest] = token.split(".");
  if (!id || !secret || rest.length > 0) return null;

  const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
  if (!row || !tokenMatchesHash(secret, row.secretHash)) return null;

  if (row.expiresAt.getTime() <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }

  const session: SessionRecord = {
    id: row.id,
    userId: row.userId,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
  };
  if (row.expiresAt.getTime() - now.getTime() < SESSION_IDLE_MS / 2) {
    const extended = slidingExpiry(row.createdAt, now);
    if (extended.getTime() > row.expiresAt.getTime()) {
      await db.update(sessions).set({ expiresAt: extended }).where(eq(sessions.id, id));
      session.expiresAt = extended;
    }
  }
  return { session, userId: row.userId };
}

export async function invalidateSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function invalidateUserSessions(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: DbOrTx): Promise<void> {
  await db.delete(sessions).where(sql`${sessions.expiresAt} <= now()`);
}
