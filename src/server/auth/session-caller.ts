import { eq, sql } from "drizzle-orm";
import { currentTime } from "../clock";
import type { Db } from "../db/client";
import { perDatabase } from "../db/per-database";
import { profiles, sessions, users } from "../db/schema";
import { accessOf, callerColumns, type RequestSession } from "./caller-columns";
import { settleSession, splitSessionToken, type SessionClient } from "./sessions";

/**
 * Session, account, admin role and dashboard grant in one round trip: authentication used to be
 * three serial lookups on every call. Hot path (docs/decisions/035): prepared once per database.
 */
const callerLookup = perDatabase((db: Db) =>
  db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      secretHash: sessions.secretHash,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      readOnly: sessions.readOnly,
      lastSeenAt: sessions.lastSeenAt,
      ...callerColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(sessions.id, sql.placeholder("id")))
    .limit(1)
    .prepare("session_caller"),
);

/** The caller behind a session token; null for a missing, expired or forged one, or an account that is gone. */
export async function findSessionCaller(
  db: Db,
  token: string,
  client: SessionClient | null,
  now = new Date(),
): Promise<RequestSession | null> {
  const parts = splitSessionToken(token);
  if (!parts) return null;
  const [row] = await callerLookup(db).execute({ id: parts.id, now: currentTime().toISOString() });
  if (!row) return null;
  const session = await settleSession(db, row, parts.secret, client, now);
  if (!session) return null;
  return {
    user: row.user,
    session,
    apiTokenId: null,
    readOnly: session.readOnly,
    ...accessOf(row),
  };
}
