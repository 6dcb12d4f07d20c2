import { and, asc, eq, sql } from "drizzle-orm";
import { progressPercent } from "@/shared/domain/courses/course-progress";
import { totalOf } from "../../db/aggregates";
import type { DbOrTx } from "../../db/client";
import { courseLessonProgress, courseLessons, courseModules, courses } from "../../db/schema";
import type { Logger } from "../../logger";
import { courseAccessFor, type Actor } from "../access/access";

const c = courses;

/** Lessons and minutes per course, for the cards (one grouped read, whatever the number of courses). */
function lessonTotals(db: DbOrTx) {
  return db
    .select({
      courseId: courseModules.courseId,
      lessonCount: totalOf(sql`count(${courseLessons.id})`).as("lesson_count"),
      totalMinutes: totalOf(sql`sum(${courseLessons.durationMinutes})`).as("total_minutes"),
    })
    .from(courseModules)
    .innerJoin(courseLessons, eq(courseLessons.moduleId, courseModules.id))
    .groupBy(courseModules.courseId)
    .as("lesson_totals");
}

/** Lessons the member completed, per course; only lessons still in a course count. */
async function completedPerCourse(db: DbOrTx, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ courseId: courseModules.courseId, completed: totalOf(sql`count(*)`) })
    .from(courseLessonProgress)
    .innerJoin(courseLessons, eq(courseLessons.id, courseLessonProgress.lessonId))
    .innerJoin(courseModules, eq(courseModules.id, courseLessons.moduleId))
    .where(and(eq(courseLessonProgress.userId, userId), sql`${courseLessonProgress.completedAt} is not null`))
    .groupBy(courseModules.courseId);
  return new Map(rows.map((row) => [row.courseId, row.completed]));
}

/**
 * /cursos (docs/product.md §2, §7): published courses by order_index, each with what its card shows and what
 * the caller may do with it. Progress is the caller's own, and only for courses they can open.
 */
export async function listCatalogue(db: DbOrTx, log: Logger, actor: Actor | null) {
  const totals = lessonTotals(db);
  const [rows, access, completed] = await Promise.all([
    db
      .select({
        id: c.id,
        title: c.title,
        description: c.description,
        thumbnailUrl: c.thumbnailUrl,
        isFree: c.isFree,
        priceCents: c.priceCents,
        lessonCount: totalOf(sql`${totals.lessonCount}`),
        totalMinutes: totalOf(sql`${totals.totalMinutes}`),
      })
      .from(c)
      .leftJoin(totals, eq(totals.courseId, c.id))
      .where(eq(c.status, "published"))
      .orderBy(asc(c.orderIndex), asc(c.createdAt), asc(c.id)),
    courseAccessFor(db, log, actor),
    actor ? completedPerCourse(db, actor.id) : Promise.resolve(new Map<string, number>()),
  ]);
  return rows.map((row) => {
    const hasAccess = access.canOpenCourse(row);
    const done = completed.get(row.id) ?? 0;
    return {
      ...row,
      hasAccess,
      viaAdmin: actor?.isAdmin === true,
      progressPercent: hasAccess && actor ? progressPercent(done, row.lessonCount) : null,
    };
  });
}
