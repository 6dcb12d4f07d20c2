import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { LessonRefInputSchema } from "@/shared/schemas/courses";
import type { Db } from "../../db/client";
import { perDatabase } from "../../db/per-database";
import { courseLessonProgress, courseLessons, courseMaterials, courseModules, courses } from "../../db/schema";
import { AppError } from "../../errors";
import type { Logger } from "../../logger";
import { courseAccessFor, type Actor } from "../access/access";
import { lessonColumns, materialColumns } from "./columns";

// Hot path (docs/decisions/035, the course lesson): its reads are prepared once per database.
const lessonInCourseQuery = perDatabase((db: Db) =>
  db
    .select({
      lesson: lessonColumns,
      course: { id: courses.id, status: courses.status, isFree: courses.isFree },
    })
    .from(courseLessons)
    .innerJoin(courseModules, eq(courseModules.id, courseLessons.moduleId))
    .innerJoin(courses, eq(courses.id, courseModules.courseId))
    .where(and(eq(courseLessons.id, sql.placeholder("lessonId")), eq(courses.id, sql.placeholder("courseId"))))
    .prepare("lesson_in_course"),
);

const materialsQuery = perDatabase((db: Db) =>
  db
    .select(materialColumns)
    .from(courseMaterials)
    .where(eq(courseMaterials.lessonId, sql.placeholder("lessonId")))
    .orderBy(asc(courseMaterials.createdAt), asc(courseMaterials.id))
    .prepare("lesson_materials"),
);

const progressQuery = perDatabase((db: Db) =>
  db
    .select({ completedAt: courseLessonProgress.completedAt, positionSeconds: courseLessonProgress.positionSeconds })
    .from(courseLessonProgress)
    .where(
      and(
        eq(courseLessonProgress.userId, sql.placeholder("userId")),
        eq(courseLessonProgress.lessonId, sql.placeholder("lessonId")),
      ),
    )
    .prepare("lesson_progress"),
);

/** A lesson with the course it belongs to, or null when it is not in that course. */
async function findLessonInCourse(db: Db, courseId: string, lessonId: string) {
  const [row] = await lessonInCourseQuery(db).execute({ courseId, lessonId });
  return row ?? null;
}

async function savedPosition(db: Db, actor: Actor | null, lessonId: string) {
  if (!actor) return { completed: false, positionSeconds: 0 };
  const [row] = await progressQuery(db).execute({ userId: actor.id, lessonId });
  return { completed: Boolean(row?.completedAt), positionSeconds: row?.positionSeconds ?? 0 };
}

/**
 * One lesson for the player (docs/product.md §2). The lock is here: without access the answer carries the
 * lesson's title and duration only — no video address, no text, no materials (docs/product.md §6).
 * The four reads depend only on the request, so they go together, one round trip instead of
 * three in a row (docs/decisions/035); a locked or missing lesson's materials are read and
 * dropped, never sent.
 */
export async function getLesson(
  db: Db,
  log: Logger,
  actor: Actor | null,
  input: z.output<typeof LessonRefInputSchema>,
) {
  const [found, access, materials, progress] = await Promise.all([
    findLessonInCourse(db, input.courseId, input.lessonId),
    courseAccessFor(db, log, actor),
    materialsQuery(db).execute({ lessonId: input.lessonId }),
    savedPosition(db, actor, input.lessonId),
  ]);
  if (!found || (found.course.status !== "published" && !actor?.isAdmin)) throw new AppError("LESSON_NOT_FOUND");
  const { lesson, course } = found;
  if (!access.canOpenLesson(course, lesson)) {
    const { id, moduleId, title, durationMinutes, isFree } = lesson;
    return { locked: true as const, lesson: { id, moduleId, title, durationMinutes, isFree } };
  }
  return { locked: false as const, lesson: { ...lesson, materials }, progress };
}
