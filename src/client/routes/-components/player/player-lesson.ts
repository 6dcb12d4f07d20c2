import { lessonsInOrder, resumeLesson, type OrderedModule } from "@/shared/domain/courses/course-progress";

interface PlayerCourse {
  modules: readonly OrderedModule<{ id: string; completed: boolean }>[];
  progress: { lastLessonId: string | null };
}

/**
 * The lesson the player shows: the one in the address (a reload or a shared link), else where the
 * member left off. The loader and the page both ask this, so they fetch the same lesson.
 */
export function playerLessonId(course: PlayerCourse, requested: string | undefined): string | null {
  if (requested) return requested;
  const ordered = lessonsInOrder(course.modules);
  const completed = new Set(ordered.filter((lesson) => lesson.completed).map((lesson) => lesson.id));
  return resumeLesson(ordered, course.progress.lastLessonId, completed)?.id ?? null;
}
