import { and, desc, eq, gt, ne } from "drizzle-orm";
import { describeDevice } from "@/shared/domain/account/user-agent";
import type { Db } from "../../db/client";
import { sessions } from "../../db/schema";
import { AppError } from "../../errors";

/** 'Sessões ativas': where the account is signed in, most recently seen first. */
export async function listSessions(db: Db, userId: string, currentSessionId: string, now = new Date()) {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
  return rows.map(({ userAgent, ...row }) => ({
    ...row,
    device: describeDevice(userAgent),
    current: row.id === currentSessionId,
  }));
}

/** Another member's session id answers NOT_FOUND, like an unknown one. */
export async function endSession(db: Db, userId: string, sessionId: string): Promise<void> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  if (ended.length === 0) throw new AppError("SESSION_NOT_FOUND");
}

export async function endOtherSessions(db: Db, userId: string, currentSessionId: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId)))
    .returning({ id: sessions.id });
  return ended.length;
}
