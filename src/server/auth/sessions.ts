import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { sessions } from "../db/schema";
import { generateRandomToken, hashToken, tokenMatchesHash } from "./tokens";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sliding window: each use within the last half pushes expiry out again. */
export const SESSION_IDLE_MS = 30 * DAY_MS;
/** Absolute cap: no session outlives this, however active. */
export const SESSION_MAX_AGE_MS = 90 * DAY_MS;

/** Refreshing last_seen_at, ip and user agent at most this often keeps reads free of writes. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export interface SessionRecord {
  id: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
  /** The /demo entry: may read, never change anything. */
  readOnly: boolean;
}

/** Where a request comes from, as 'Minha conta' shows a session. */
export interface SessionClient {
  ip: string | null;
  userAgent: string | null;
}

export interface SessionOptions {
  client?: SessionClient;
  readOnly?: boolean;
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
export async function createSession(
  db: DbOrTx,
  userId: string,
  options: SessionOptions = {},
  now = new Date(),
): Promise<NewSession> {
  const id = generateRandomToken();
  const secret = generateRandomToken();
  const readOnly = options.readOnly ?? false;
  const session: SessionRecord = { id, userId, createdAt: now, expiresAt: slidingExpiry(now, now), readOnly };
  await db.insert(sessions).values({
    ...session,
    secretHash: hashToken(secret),
    lastSeenAt: now,
    ip: options.client?.ip ?? null,
    userAgent: options.client?.userAgent ?? null,
  });
  return { token: `${id}.${secret}`, session };
}

/** The two halves of a presented session token, or null when it cannot be one of ours. */
export function splitSessionToken(token: string): { id: string; secret: string } | null {
  const [id, secret, ...rest] = token.split(".");
  if (!id || !secret || rest.length > 0) return null;
  return { id, secret };
}

export interface StoredSession extends SessionRecord {
  secretHash: string;
  lastSeenAt: Date;
}

/**
 * The rules every lookup applies to the row it found: the secret must match, an expired row is
 * deleted, and the one write (sliding expiry and/or last seen, ip, user agent) happens at most
 * every few minutes per session, so reads stay free of writes.
 */
export async function settleSession(
  db: DbOrTx,
  row: StoredSession,
  secret: string,
  client: SessionClient | null,
  now: Date,
): Promise<SessionRecord | null> {
  if (!tokenMatchesHash(secret, row.secretHash)) return null;
  if (row.expiresAt.getTime() <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.id, row.id));
    return null;
  }
  const session: SessionRecord = {
    id: row.id,
    userId: row.userId,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    readOnly: row.readOnly,
  };
  const extended = slidingExpiry(row.createdAt, now);
  const extendDue =
    row.expiresAt.getTime() - now.getTime() < SESSION_IDLE_MS / 2 && extended.getTime() > row.expiresAt.getTime();
  const touchDue = now.getTime() - row.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS;
  if (extendDue || touchDue) {
    await db
      .update(sessions)
      .set({
        lastSeenAt: now,
        ...(client ? { ip: client.ip, userAgent: client.userAgent } : {}),
        ...(extendDue ? { expiresAt: extended } : {}),
      })
      .where(eq(sessions.id, row.id));
    if (extendDue) session.expiresAt = extended;
  }
  return session;
}

/**
 * Returns the live session for a token, extending it when due; expired or forged tokens give null.
 * Requests authenticate through findSessionCaller (session-caller.ts), which applies the same
 * rules to the row its joined query finds.
 */
export async function validateSessionToken(
  db: DbOrTx,
  token: string,
  client: SessionClient | null = null,
  now = new Date(),
): Promise<{ session: SessionRecord; userId: string } | null> {
  const parts = splitSessionToken(token);
  if (!parts) return null;
  const [row] = await db.select().from(sessions).where(eq(sessions.id, parts.id)).limit(1);
  const session = row ? await settleSession(db, row, parts.secret, client, now) : null;
  return session ? { session, userId: session.userId } : null;
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
