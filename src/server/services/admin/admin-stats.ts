import { and, count, eq, gte } from "drizzle-orm";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import type { DbOrTx } from "../../db/client";
import { beneficiaries, courses, holders, promocoes, redemptions, users } from "../../db/schema";
import { getHomepageSettings } from "./homepage";

/**
 * docs/product.md §2: the four cards at the top of /admin, and the household's counts
 * (docs/decisions/039): how many holders beyond the members, beneficiaries and redemptions, never
 * who they are nor their CPFs.
 */
export async function adminStats(db: DbOrTx) {
  const [
    [userTotals],
    [courseTotals],
    [promotionTotals],
    homepage,
    [holderTotals],
    [beneficiaryTotals],
    [redemptionTotals],
  ] = await Promise.all([
    db.select({ total: count() }).from(users),
    db.select({ total: count() }).from(courses).where(eq(courses.status, "published")),
    // 'Promoções em destaque': featured and still valid; an expired one is featured in name only.
    db
      .select({ total: count() })
      .from(promocoes)
      .where(and(eq(promocoes.featured, true), gte(promocoes.validUntil, todayInSaoPaulo()))),
    getHomepageSettings(db),
    db.select({ total: count() }).from(holders).where(eq(holders.isMember, false)),
    db.select({ total: count() }).from(beneficiaries),
    db.select({ total: count() }).from(redemptions),
  ]);
  return {
    totalUsers: userTotals?.total ?? 0,
    publishedCourses: courseTotals?.total ?? 0,
    featuredPromotions: promotionTotals?.total ?? 0,
    homepageUpdatedAt: homepage.updatedAt,
    household: {
      otherHolders: holderTotals?.total ?? 0,
      beneficiaries: beneficiaryTotals?.total ?? 0,
      redemptions: redemptionTotals?.total ?? 0,
    },
  };
}
