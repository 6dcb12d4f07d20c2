import { eq, inArray, sql } from "drizzle-orm";
import { addDays, todayInSaoPaulo } from "@/shared/domain/plain-date";
import { formatUnitTotals } from "@/shared/domain/wallet/program-kind";
import type { Db } from "../../db/client";
import { alertPreferences, notifications } from "../../db/schema";
import { expiringSoon, type ExpiringItem } from "./expiring-soon";

/** Monday of the São Paulo week that contains `today`: one summary per member and week. */
function weekOf(today: string): string {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, -((weekday + 6) % 7));
}

/**
 * Queues the weekly summary for every member with something expiring within 30 days who did not
 * opt out. The e-mail itself is built at delivery, from what is expiring then.
 */
export async function queueWeeklySummaries(db: Db, now: Date): Promise<number> {
  const today = todayInSaoPaulo(now);
  const items = await expiringSoon(db, today);
  const totals = new Map<string, { miles: number; first: string; items: ExpiringItem[] }>();
  for (const item of items) {
    const current = totals.get(item.userId);
    totals.set(item.userId, {
      miles: (current?.miles ?? 0) + item.miles,
      first: current?.first ?? item.expiresOn,
      items: [...(current?.items ?? []), item],
    });
  }
  if (totals.size === 0) return 0;
  const optedOut = await db
    .select({ userId: alertPreferences.userId })
    .from(alertPreferences)
    .where(
      sql`${inArray(alertPreferences.userId, [...totals.keys()])} and ${eq(alertPreferences.weeklySummary, false)}`,
    );
  for (const { userId } of optedOut) totals.delete(userId);
  if (totals.size === 0) return 0;

  const week = weekOf(today);
  const inserted = await db
    .insert(notifications)
    .values(
      [...totals].map(([userId, total]) => ({
        userId,
        kind: "weekly_summary" as const,
        dedupeKey: `weekly:${userId}:${week}`,
        title: "Resumo semanal",
        // Points and miles are counted apart: "3.000 pontos e 2.000 milhas vencem …".
        body: `${formatUnitTotals(total.items.map((item) => ({ count: item.miles, kind: item.kind })))} vencem nos próximos 30 dias.`,
        miles: total.miles,
        expiresOn: total.first,
      })),
    )
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id });
  return inserted.length;
}
