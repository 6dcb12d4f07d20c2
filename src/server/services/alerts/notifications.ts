import { and, count, desc, eq, isNull, ne, sql } from "drizzle-orm";
import { bellOrder } from "@/shared/domain/alerts/bell";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import type { DbOrTx } from "../../db/client";
import { loyaltyPrograms, notifications as n } from "../../db/schema";
import { AppError } from "../../errors";
import { ownedBy, type WalletScope } from "../access/wallet-scope";

const NOTIFICATION_LIST_LIMIT = 30;

// The weekly summary is an e-mail only; the bell lists alerts and reminders.
const inBell = (scope: WalletScope) => and(ownedBy(n, scope), ne(n.kind, "weekly_summary"));

/**
 * The bell: the newest alerts through (user_id, created_at desc), then by urgency (soonest expiry
 * first, shared/domain/alerts/bell.ts), with the unread count. The program's current name and the
 * alert's miles and date let the bell say what and when as of today.
 */
export async function listNotifications(db: DbOrTx, scope: WalletScope) {
  const [items, [unread]] = await Promise.all([
    db
      .select({
        id: n.id,
        kind: n.kind,
        title: n.title,
        body: n.body,
        programId: n.programId,
        programName: loyaltyPrograms.name,
        miles: n.miles,
        expiresOn: n.expiresOn,
        readAt: n.readAt,
        createdAt: n.createdAt,
      })
      .from(n)
      .leftJoin(loyaltyPrograms, eq(loyaltyPrograms.id, n.programId))
      .where(inBell(scope))
      .orderBy(desc(n.createdAt), desc(n.id))
      .limit(NOTIFICATION_LIST_LIMIT),
    db
      .select({ total: count() })
      .from(n)
      .where(and(inBell(scope), isNull(n.readAt))),
  ]);
  return { items: bellOrder(items, todayInSaoPaulo()), unreadCount: unread?.total ?? 0 };
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
