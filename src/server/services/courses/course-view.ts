import { and, eq, inArray } from "drizzle-orm";
import { countCompleted, progressPercent } from "@/shared/domain/courses/course-progress";
import type { DbOrTx } from "../../db/client";
import { courseCertificates, courseEnrollments, courseLessonProgress } from "../../db/schema";
import type { Logger } from "../../logger";
import { courseAccessFor, type Actor } from "../access/access";
import { findVisibleCourse, loadModules } from "./outline";

interface LessonState {
  completedIds: Set<string>;
  lastLessonId: string | null;
  certificate: { code: string; issuedAt: Date } | null;
}

const NO_STATE: LessonState = { completedIds: new Set(), lastLessonId: null, certificate: null };

/** The member's own marks on this course: completed lessons, last lesson, certificate. */
async function memberState(db: DbOrTx, userId: string, courseId: string, lessonIds: string[]): Promise<LessonState> {
  const p = courseLessonProgress;
  const [progress, enrollment, certificate] = await Promise.all([
    lessonIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ lessonId: p.lessonId, completedAt: p.completedAt })
          .from(p)
          .where(and(eq(p.userId, userId), inArray(p.lessonId, lessonIds))),
    db
      .select({ lastLessonId: courseEnrollments.lastLessonId })
      .from(courseEnrollments)
      .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId))),
    db
      .select({ code: courseCertificates.code, issuedAt: courseCertificates.issuedAt })
      .from(courseCertificates)
      .where(and(eq(courseCertificates.userId, userId), eq(courseCertificates.courseId, courseId))),
  ]);
  return {
    completedIds: new Set(progress.filter((row) => row.completedAt !== null).map((row) => row.lessonId)),
    lastLessonId: enrollment[0]?.lastLessonId ?? null,
    certificate: certificate[0] ?? null,
  };
}

/**
 * /curso/{id} and the player's sidebar (docs/product.md §2): the course, its modules and lessons with what
 * the caller may open, and the caller's progress. Locked lessons keep their title and duration.
 */
export async function getCourseView(db: DbOrTx, log: Logger, actor: Actor | null, courseId: string) {
  const course = await findVisibleCourse(db, actor, courseId);
  const [{ modules, ordered }, access] = await Promise.all([
    loadModules(db, courseId),
    courseAccessFor(db, log, actor),
  ]);
  const lessonIds = ordered.map((lesson) => lesson.id);
  const state = actor ? await memberState(db, actor.id, courseId, lessonIds) : NO_STATE;
  const hasAccess = access.canOpenCourse(course);
  const completed = countCompleted(lessonIds, state.completedIds);

  return {
    course,
    hasAccess,
    viaAdmin: actor?.isAdmin === true,
    modules: modules.map((module) => ({
      ...module,
      lessons: module.lessons.map((lesson) => ({
        ...lesson,
        locked: !access.canOpenLesson(course, lesson),
        completed: state.completedIds.has(lesson.id),
      })),
    })),
    progress: {
      completed,
      total: lessonIds.length,
      percent: progressPercent(completed, lessonIds.length),
      lastLessonId: state.lastLessonId,
      started: state.lastLessonId !== null || completed > 0,
    },
    certificate: state.certificate,
    totalMinutes: ordered.reduce((sum, lesson) => sum + lesson.durationMinutes, 0),
  };
}
