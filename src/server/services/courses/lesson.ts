import { and, asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { LessonRefInputSchema } from "@/shared/schemas/courses";
import type { DbOrTx } from "../../db/client";
import { courseLessonProgress, courseLessons, courseMaterials, courseModules, courses } from "../../db/schema";
import { AppError } from "../../errors";
import type { Logger } from "../../logger";
import { courseAccessFor, type Actor } from "../access";
import { lessonColumns, materialColumns } from "./columns";

/** A lesson with the course it belongs to, or null when it is not in that course. */
async function findLessonInCourse(db: DbOrTx, courseId: string, lessonId: string) {
  const [row] = await db
    .select({
      lesson: lessonColumns,
      course: { id: courses.id, status: courses.status, isFree: courses.isFree },
    })
    .from(courseLessons)
    .innerJoin(courseModules, eq(courseModules.id, courseLessons.moduleId))
    .innerJoin(courses, eq(courses.id, courseModules.courseId))
    .where(and(eq(courseLessons.id, lessonId), eq(courses.id, courseId)));
  return row ?? null;
}

function listMaterials(db: DbOrTx, lessonId: string) {
  return db
    .select(materialColumns)
    .from(courseMaterials)
    .where(eq(courseMaterials.lessonId, lessonId))
    .orderBy(asc(courseMaterials.createdAt), asc(courseMaterials.id));
}

async function savedPosition(db: DbOrTx, actor: Actor | null, lessonId: string) {
  if (!actor) return { completed: false, positionSeconds: 0 };
  const p = courseLessonProgress;
  const [row] = await db
    .select({ completedAt: p.completedAt, positionSeconds: p.positionSeconds })
    .from(p)
    .where(and(eq(p.userId, actor.id), eq(p.lessonId, lessonId)));
  return { completed: Boolean(row?.completedAt), positionSeconds: row?.positionSeconds ?? 0 };
}

/**
 * One lesson for the player (spec §2). The lock is here: without access the answer carries the
 * lesson's title and duration only — no video address, no text, no materials (spec §6).
 * The four reads depend only on the request, so they go together, one round trip instead of
 * three in a row (docs/decisions/016); a locked or missing lesson's materials are read and
 * dropped, never sent.
 */
export async function getLesson(db: DbOrTx, log: Logger, actor: Actor | null, input: z.output<typeof LessonRefInputSchema>) {
  const [found, access, materials, progress] = await Promise.all([
    findLessonInCourse(db, input.courseId, input.lessonId),
    courseAccessFor(db, log, actor),
    listMaterials(db, input.lessonId),
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

export type LessonAnswer = Awaited<ReturnType<typeof getLesson>>;
