import { and, count, desc, eq, isNull, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { literalLimit } from "../../db/literal-limit";
import { notifications as n } from "../../db/schema";
import { AppError } from "../../errors";
import { ownedBy, type WalletScope } from "../access/wallet-scope";

const NOTIFICATION_LIST_LIMIT = 30;

// The weekly summary is an e-mail only; the bell lists alerts and reminders.
const inBell = (scope: WalletScope) => and(ownedBy(n, scope), ne(n.kind, "weekly_summary"));

/** The bell: newest first, with the unread count, through (user_id, created_at desc). */
export async function listNotifications(db: DbOrTx, scope: WalletScope) {
  const [items, [unread]] = await Promise.all([
    db
      .select({
        id: n.id,
        kind: n.kind,
        title: n.title,
        body: n.body,
        programId: n.programId,
        readAt: n.readAt,
        createdAt: n.createdAt,
      })
      .from(n)
      .where(inBell(scope))
      .orderBy(desc(n.createdAt), desc(n.id))
      .limit(literalLimit(NOTIFICATION_LIST_LIMIT)),
    db
      .select({ total: count() })
      .from(n)
      .where(and(inBell(scope), isNull(n.readAt))),
  ]);
  return { items, unreadCount: unread?.total ?? 0 };
}

export async function markNotificationRead(db: DbOrTx, scope: WalletScope, id: string) {
  const [row] = await db
    .update(n)
    .set({ readAt: sql`coalesce(${n.readAt}, now())` })
    .where(and(eq(n.id, id), ownedBy(n, scope)))
    .returning({ id: n.id });
  if (!row) throw new AppError("NOTIFICATION_NOT_FOUND");
  return row;
}

export async function markAllNotificationsRead(db: DbOrTx, scope: WalletScope) {
  await db
    .update(n)
    .set({ readAt: sql`now()` })
    .where(and(inBell(scope), isNull(n.readAt)));
  return { ok: true as const };
}
