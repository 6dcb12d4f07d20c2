import { and, eq, inArray, sql } from "drizzle-orm";
import { entitlementOf, featureOpen } from "@/shared/domain/payments/plan-access";
import type { PlanFeature } from "@/shared/domain/payments/plans";
import { activePlanGrantsAt } from "../../auth/caller-columns";
import type { DbOrTx } from "../../db/client";
import { userRoles, users } from "../../db/schema";

/**
 * Of `userIds`, the members whose plan opens `feature` at `at`: the request's gate (featureOpen
 * over the grants the authentication query reads, auth/caller-columns.ts) for work done for many
 * members at once, outside any request: alerts sent by the jobs.
 */
export async function membersWithFeature(
  db: DbOrTx,
  userIds: readonly string[],
  feature: PlanFeature,
  at: Date,
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  // The admin role joined rather than asked in a subquery: with a join, Drizzle names every
  // column with its table, which the grants' subquery needs to reach this row's users.id.
  const rows = await db
    .select({
      id: users.id,
      isAdmin: sql<boolean>`${userRoles.userId} is not null`,
      activePlanGrants: activePlanGrantsAt(sql`${at.toISOString()}::timestamptz`),
    })
    .from(users)
    .leftJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, "admin")))
    .where(inArray(users.id, [...userIds]));
  return new Set(
    rows.filter((row) => featureOpen(entitlementOf(row.isAdmin, row.activePlanGrants), feature)).map((row) => row.id),
  );
}
