import { and, asc, count, desc, eq, like, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { isGrantActive, type ProductType } from "@/shared/domain/access/access";
import type { AdminUserInputSchema, GrantList, GrantsListInputSchema } from "@/shared/schemas/admin";
import type { DbOrTx } from "../../db/client";
import { matchesAny } from "../../db/like";
import { accessAuditLog, courses, profiles, userProductAccess, users } from "../../db/schema";

/** What the admin reads about grants: per product (the two access tabs), per user, and the audit trail. */
const g = userProductAccess;

// A course grant names its course: product_type is 'course-' followed by the course id.
export const courseOfGrant = (productType: AnyColumn) => eq(productType, sql`'course-' || ${courses.id}::text`);

const LIST_PRODUCTS: Record<GrantList, SQL | undefined> = {
  promocoes: eq(g.productType, "promocoes"),
  cursos: or(eq(g.productType, "cursos"), like(g.productType, "course-%")),
};

function withActive<T extends { accessGranted: boolean; expiresAt: Date | null; productType: string }>(row: T) {
  return { ...row, productType: row.productType as ProductType, active: isGrantActive(row) };
}

/**
 * docs/product.md §7: the grants of one tab, newest first (created_at descending, id breaking ties). Revoked
 * rows are left out: they no longer grant anything, and the audit log keeps their history.
 */
export async function listProductGrants(db: DbOrTx, input: z.output<typeof GrantsListInputSchema>) {
  const where = and(
    LIST_PRODUCTS[input.list],
    eq(g.accessGranted, true),
    matchesAny(input.search, [users.email, profiles.fullName]),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        userId: g.userId,
        email: users.email,
        fullName: profiles.fullName,
        productType: g.productType,
        courseTitle: courses.title,
        accessGranted: g.accessGranted,
        grantedAt: g.grantedAt,
        expiresAt: g.expiresAt,
      })
      .from(g)
      .innerJoin(users, eq(users.id, g.userId))
      .leftJoin(profiles, eq(profiles.id, g.userId))
      .leftJoin(courses, courseOfGrant(g.productType))
      .where(where)
      .orderBy(desc(g.createdAt), desc(g.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db
      .select({ total: count() })
      .from(g)
      .innerJoin(users, eq(users.id, g.userId))
      .leftJoin(profiles, eq(profiles.id, g.userId))
      .where(where),
  ]);
  return { grants: rows.map(withActive), total: totals?.total ?? 0, page: input.page, pageSize: input.pageSize };
}

/** Every grant a user holds (revoked ones too, marked so), for the 'Gerenciar' dialog. */
export async function listUserGrants(db: DbOrTx, input: z.output<typeof AdminUserInputSchema>) {
  const rows = await db
    .select({
      productType: g.productType,
      courseTitle: courses.title,
      accessGranted: g.accessGranted,
      grantedAt: g.grantedAt,
      expiresAt: g.expiresAt,
      updatedAt: g.updatedAt,
    })
    .from(g)
    .leftJoin(courses, courseOfGrant(g.productType))
    .where(eq(g.userId, input.userId))
    .orderBy(desc(g.updatedAt), asc(g.productType));
  return rows.map(withActive);
}

const AUDIT_LIMIT = 100;

/** The user's audit trail, newest first, with the acting admin's e-mail (kept even if that account is gone). */
export async function listAccessAudit(db: DbOrTx, input: z.output<typeof AdminUserInputSchema>) {
  const rows = await db
    .select({
      id: accessAuditLog.id,
      actorEmail: accessAuditLog.actorEmail,
      actorApiTokenId: accessAuditLog.actorApiTokenId,
      productType: accessAuditLog.productType,
      courseTitle: courses.title,
      action: accessAuditLog.action,
      expiresAt: accessAuditLog.expiresAt,
      createdAt: accessAuditLog.createdAt,
    })
    .from(accessAuditLog)
    .leftJoin(courses, courseOfGrant(accessAuditLog.productType))
    .where(eq(accessAuditLog.targetUserId, input.userId))
    .orderBy(desc(accessAuditLog.createdAt), desc(accessAuditLog.id))
    .limit(AUDIT_LIMIT);
  return rows.map((row) => ({ ...row, productType: row.productType as ProductType }));
}

/** The 'curso específico' select: every course, drafts included (an admin may open one early). */
export function listCourseOptions(db: DbOrTx) {
  return db
    .select({ id: courses.id, title: courses.title, status: courses.status })
    .from(courses)
    .orderBy(desc(courses.createdAt), desc(courses.id));
}
