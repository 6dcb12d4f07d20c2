import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { courseLessons, courseModules, courses } from "../../db/schema";
import { AppError } from "../../errors";
import type { Logger } from "../../logger";
import { courseAccessFor, type Actor } from "../access/access";

/**
 * The course of a lesson the member may open, for progress writes: a lesson of a course they
 * cannot see reads as not found, a paid lesson without access as locked.
 */
export async function requireOpenableLesson(db: DbOrTx, log: Logger, actor: Actor, lessonId: string) {
  const [row] = await db
    .select({
      courseId: courses.id,
      status: courses.status,
      courseIsFree: courses.isFree,
      lessonIsFree: courseLessons.isFree,
    })
    .from(courseLessons)
    .innerJoin(courseModules, eq(courseModules.id, courseLessons.moduleId))
    .innerJoin(courses, eq(courses.id, courseModules.courseId))
    .where(eq(courseLessons.id, lessonId));
  if (!row || (row.status !== "published" && !actor.isAdmin)) throw new AppError("LESSON_NOT_FOUND");
  const access = await courseAccessFor(db, log, actor);
  if (!access.canOpenLesson({ id: row.courseId, isFree: row.courseIsFree }, { isFree: row.lessonIsFree })) {
    throw new AppError("LESSON_LOCKED");
  }
  return { courseId: row.courseId };
}
