import { and, eq, inArray, like, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import {
  canAccessCourseFromFacts,
  canOpenLessonFromFacts,
  courseProductType,
  isGrantActive,
  type AccessGrant,
  type ProductType,
} from "@/shared/domain/access/access";
import { PLAN_PRODUCT } from "@/shared/domain/payments/plan-access";
import { currentTime } from "../../clock";
import type { Db, DbOrTx } from "../../db/client";
import { perDatabase } from "../../db/per-database";
import { userProductAccess, userRoles, users } from "../../db/schema";
import type { Logger } from "../../logger";

/**
 * The one access service (docs/product.md §6). Every later feature asks it, never the tables directly.
 * Lookups fail closed: an error is logged and read as "no access".
 */
export interface Actor {
  id: string;
  isAdmin: boolean;
}

async function failClosedWith<T>(log: Logger, what: string, noAccess: T, lookup: () => Promise<T>): Promise<T> {
  try {
    return await lookup();
  } catch (error) {
    log.error({ err: error }, `Falha ao verificar ${what}; tratado como sem acesso`);
    return noAccess;
  }
}

const failClosed = (log: Logger, what: string, lookup: () => Promise<boolean>) =>
  failClosedWith(log, what, false, lookup);

export function isAdmin(db: DbOrTx, log: Logger, userId: string): Promise<boolean> {
  return failClosed(log, "perfil de administrador", async () => {
    const rows = await db
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")))
      .limit(1);
    return rows.length > 0;
  });
}

async function grantsFor(db: DbOrTx, userId: string, productTypes: ProductType[]) {
  const rows = await db
    .select({
      productType: userProductAccess.productType,
      accessGranted: userProductAccess.accessGranted,
      expiresAt: userProductAccess.expiresAt,
    })
    .from(userProductAccess)
    .where(and(eq(userProductAccess.userId, userId), inArray(userProductAccess.productType, productTypes)));
  return new Map<string, AccessGrant>(rows.map((row) => [row.productType, row]));
}

/** Admins always; others need an active grant for that product. Read fresh on every call (no cache). */
export function hasProductAccess(db: DbOrTx, log: Logger, actor: Actor, productType: ProductType): Promise<boolean> {
  if (actor.isAdmin) return Promise.resolve(true);
  return failClosed(log, `acesso a ${productType}`, async () => {
    const grants = await grantsFor(db, actor.id, [productType]);
    return isGrantActive(grants.get(productType), currentTime());
  });
}

/**
 * isGrantActive as SQL, for list filters that must run in the database (e.g. the promotion-access
 * user select leaves out users who already have access). Keep the two rules in step.
 */
export function activeGrantExists(userId: AnyColumn, productType: ProductType): SQL {
  const g = userProductAccess;
  return sql`exists (select 1 from ${g} where ${g.userId} = ${userId} and ${g.productType} = ${productType}
    and ${g.accessGranted} and (${g.expiresAt} is null or ${g.expiresAt} > now()))`;
}

export interface CourseAccess {
  canOpenCourse(course: { id: string; isFree: boolean }): boolean;
  canOpenLesson(course: { id: string; isFree: boolean }, lesson: { isFree: boolean }): boolean;
}

// Hot path (docs/decisions/035, the course lesson): prepared once per database.
const courseGrantsQuery = perDatabase((db: Db) =>
  db
    .select({
      productType: userProductAccess.productType,
      accessGranted: userProductAccess.accessGranted,
      expiresAt: userProductAccess.expiresAt,
    })
    .from(userProductAccess)
    .where(
      and(
        eq(userProductAccess.userId, sql.placeholder("userId")),
        or(
          eq(userProductAccess.productType, "cursos"),
          eq(userProductAccess.productType, PLAN_PRODUCT.pro),
          like(userProductAccess.productType, "course-%"),
        ),
      ),
    )
    .prepare("course_grants"),
);

/**
 * The caller's course access (docs/product.md §6) for any number of courses, from one read of their course
 * grants ('cursos' and every 'course-{id}'). A failed read is logged and means no grant.
 */
export async function courseAccessFor(db: DbOrTx, log: Logger, actor: Actor | null): Promise<CourseAccess> {
  const noGrants = new Map<string, AccessGrant>();
  const grants =
    actor && !actor.isAdmin
      ? await failClosedWith(log, "acesso aos cursos", noGrants, async () => {
          const rows = await courseGrantsQuery(db).execute({ userId: actor.id });
          return new Map<string, AccessGrant>(rows.map((row) => [row.productType, row]));
        })
      : noGrants;
  const facts = (course: { id: string; isFree: boolean }) => ({
    isAdmin: actor?.isAdmin ?? false,
    courseIsFree: course.isFree,
    courseGrant: grants.get(courseProductType(course.id)) ?? null,
    generalCoursesGrant: grants.get("cursos") ?? null,
    // The PRO plan opens every course (docs/decisions/031); its trial does not.
    proGrant: grants.get(PLAN_PRODUCT.pro) ?? null,
  });
  const now = currentTime();
  return {
    canOpenCourse: (course) => canAccessCourseFromFacts(facts(course), now),
    canOpenLesson: (course, lesson) => canOpenLessonFromFacts({ ...facts(course), lessonIsFree: lesson.isFree }, now),
  };
}

export async function canAccessCourse(
  db: DbOrTx,
  log: Logger,
  actor: Actor | null,
  course: { id: string; isFree: boolean },
): Promise<boolean> {
  return (await courseAccessFor(db, log, actor)).canOpenCourse(course);
}

/** Gives the admin role to existing accounts whose e-mail is listed (ADMIN_EMAILS); idempotent. */
/** How many accounts became admins now (0 when they all already were), for the auth log. */
export async function promoteListedAdmins(db: DbOrTx, adminEmails: readonly string[]): Promise<number> {
  if (adminEmails.length === 0) return 0;
  const promoted = await db
    .insert(userRoles)
    .select(
      db
        .select({
          userId: users.id,
          role: sql<"admin">`'admin'::app_role`.as("role"),
          createdAt: sql<Date>`now()`.as("created_at"),
        })
        .from(users)
        .where(inArray(users.email, [...adminEmails])),
    )
    .onConflictDoNothing()
    .returning({ userId: userRoles.userId });
  return promoted.length;
}

/** E-mails are stored trimmed and lower-cased, so any spelling the operator types finds the account. */
export async function findUserIdByEmail(db: DbOrTx, email: string): Promise<string | null> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase()));
  return user?.id ?? null;
}

/** Makes one account an admin by e-mail; false when no such account exists. */
export async function grantAdminRole(db: DbOrTx, email: string): Promise<boolean> {
  const userId = await findUserIdByEmail(db, email);
  if (!userId) return false;
  await db.insert(userRoles).values({ userId, role: "admin" }).onConflictDoNothing();
  return true;
}

/**
 * Takes the admin role away by e-mail; false when no such account exists. An address still in
 * ADMIN_EMAILS gets the role back at its next login, so the caller should warn about that.
 */
export async function revokeAdminRole(db: DbOrTx, email: string): Promise<boolean> {
  const userId = await findUserIdByEmail(db, email);
  if (!userId) return false;
  await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")));
  return true;
}
