import { sql } from "drizzle-orm";
import type { z } from "zod";
import { progressPercent } from "@/shared/domain/courses/course-progress";
import type { LessonCompletionInputSchema, LessonPositionInputSchema } from "@/shared/schemas/courses";
import type { Db, DbOrTx } from "../../db/client";
import { courseEnrollments, courseLessonProgress } from "../../db/schema";
import { AppError } from "../../errors";
import type { Logger } from "../../logger";
import type { Actor } from "../access/access";
import { hasCertificate, issueCertificateIfComplete } from "./certificates";
import { courseCompletion } from "./completion";
import { requireOpenableLesson } from "./lesson-access";

/** 'Continuar de onde parei': the lesson the member is on now, and when they were last active. */
async function touchEnrollment(db: DbOrTx, userId: string, courseId: string, lessonId: string) {
  await db
    .insert(courseEnrollments)
    .values({ userId, courseId, lastLessonId: lessonId })
    .onConflictDoUpdate({
      target: [courseEnrollments.userId, courseEnrollments.courseId],
      set: { lastLessonId: lessonId, lastActivityAt: sql`now()` },
    });
}

/**
 * The player opened a lesson, or a native video reports where it is (every few seconds and on
 * leaving). One statement each, so a burst of reports never races with itself.
 */
export async function trackLesson(
  db: Db,
  log: Logger,
  actor: Actor,
  input: z.output<typeof LessonPositionInputSchema>,
) {
  const { courseId } = await requireOpenableLesson(db, log, actor, input.lessonId);
  await db.transaction(async (tx) => {
    await touchEnrollment(tx, actor.id, courseId, input.lessonId);
    await tx
      .insert(courseLessonProgress)
      .values({ userId: actor.id, lessonId: input.lessonId, positionSeconds: input.positionSeconds })
      .onConflictDoUpdate({
        target: [courseLessonProgress.userId, courseLessonProgress.lessonId],
        set: { positionSeconds: input.positionSeconds, updatedAt: sql`now()` },
      });
  });
  return { ok: true as const };
}

/**
 * 'Marcar como concluída' (or 'Desmarcar', or the end of a native video). Completing the last
 * lesson issues the certificate in the same transaction. Once the certificate is issued the course
 * stays complete: an undo is refused, so the banner, the progress and the certificate agree.
 */
export async function setLessonCompleted(
  db: Db,
  log: Logger,
  actor: Actor,
  input: z.output<typeof LessonCompletionInputSchema>,
) {
  const { courseId } = await requireOpenableLesson(db, log, actor, input.lessonId);
  return db.transaction(async (tx) => {
    if (!input.completed && (await hasCertificate(tx, actor.id, courseId))) {
      throw new AppError("COURSE_COMPLETION_FINAL");
    }
    const completedAt = input.completed ? sql`now()` : null;
    await touchEnrollment(tx, actor.id, courseId, input.lessonId);
    await tx
      .insert(courseLessonProgress)
      .values({ userId: actor.id, lessonId: input.lessonId, completedAt })
      .onConflictDoUpdate({
        target: [courseLessonProgress.userId, courseLessonProgress.lessonId],
        // Completing again keeps the first completion date.
        set: {
          completedAt: input.completed ? sql`coalesce(${courseLessonProgress.completedAt}, now())` : null,
          updatedAt: sql`now()`,
        },
      });
    const { total, completed } = await courseCompletion(tx, actor.id, courseId);
    const progress = { total, completed, percent: progressPercent(completed, total) };
    const certificate = input.completed ? await issueCertificateIfComplete(tx, actor.id, courseId) : null;
    return { completed: input.completed, progress, certificateCode: certificate?.code ?? null };
  });
}
