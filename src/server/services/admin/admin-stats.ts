import { and, count, eq, gte } from "drizzle-orm";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import type { DbOrTx } from "../../db/client";
import { courses, promocoes, users } from "../../db/schema";
import { getHomepageSettings } from "./homepage";

/** docs/product.md §2: the four cards at the top of /admin. */
export async function adminStats(db: DbOrTx) {
  const [[userTotals], [courseTotals], [promotionTotals], homepage] = await Promise.all([
    db.select({ total: count() }).from(users),
    db.select({ total: count() }).from(courses).where(eq(courses.status, "published")),
    // 'Promoções em destaque': featured and still valid; an expired one is featured in name only.
    db
      .select({ total: count() })
      .from(promocoes)
      .where(and(eq(promocoes.featured, true), gte(promocoes.validUntil, todayInSaoPaulo()))),
    getHomepageSettings(db),
  ]);
  return {
    totalUsers: userTotals?.total ?? 0,
    publishedCourses: courseTotals?.total ?? 0,
    featuredPromotions: promotionTotals?.total ?? 0,
    homepageUpdatedAt: homepage.updatedAt,
  };
}
