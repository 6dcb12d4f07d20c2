import { and, eq, sql } from "drizzle-orm";
import { totalOf } from "../../db/aggregates";
import type { DbOrTx } from "../../db/client";
import { courseLessonProgress, courseLessons, courseModules } from "../../db/schema";

/** Lessons in the course now, their minutes, and how many of them this member has completed. */
export async function courseCompletion(db: DbOrTx, userId: string, courseId: string) {
  const p = courseLessonProgress;
  const [row] = await db
    .select({
      total: totalOf(sql`count(${courseLessons.id})`),
      minutes: totalOf(sql`sum(${courseLessons.durationMinutes})`),
      completed: totalOf(sql`count(${p.lessonId}) filter (where ${p.completedAt} is not null)`),
    })
    .from(courseLessons)
    .innerJoin(courseModules, eq(courseModules.id, courseLessons.moduleId))
    .leftJoin(p, and(eq(p.lessonId, courseLessons.id), eq(p.userId, userId)))
    .where(eq(courseModules.courseId, courseId));
  return row ?? { total: 0, minutes: 0, completed: 0 };
}
