/**
 * How far a member is in a course and where the player goes next: pure, so the player, the
 * detail page, the course card and the server all count the same way.
 */
export interface OrderedModule<L> {
  orderIndex: number;
  lessons: readonly (L & { orderIndex: number })[];
}

/** docs/product.md §7: modules by order_index, lessons by order_index inside each; ties keep the given order. */
export function lessonsInOrder<L>(modules: readonly OrderedModule<L>[]): L[] {
  const byOrder = <T extends { orderIndex: number }>(items: readonly T[]) =>
    items
      .map((item, position) => ({ item, position }))
      .sort((a, b) => a.item.orderIndex - b.item.orderIndex || a.position - b.position);
  return byOrder(modules).flatMap(({ item }) => byOrder(item.lessons).map((lesson) => lesson.item));
}

export interface LessonNeighbours<L> {
  previous: L | null;
  next: L | null;
}

/** 'Aula anterior' and 'Próxima aula': across module boundaries, in course order. */
export function lessonNeighbours<L extends { id: string }>(
  ordered: readonly L[],
  lessonId: string,
): LessonNeighbours<L> {
  const at = ordered.findIndex((lesson) => lesson.id === lessonId);
  if (at === -1) return { previous: null, next: null };
  return { previous: ordered[at - 1] ?? null, next: ordered[at + 1] ?? null };
}

/** Whole percent of lessons completed; 100 only when every lesson is done, never by rounding up. */
export function progressPercent(completed: number, total: number): number {
  if (total <= 0 || completed <= 0) return 0;
  if (completed >= total) return 100;
  return Math.min(99, Math.floor((completed / total) * 100));
}

/** Completed lessons still in the course: a lesson deleted after it was completed no longer counts. */
export function countCompleted(lessonIds: readonly string[], completedIds: ReadonlySet<string>): number {
  return lessonIds.reduce((count, id) => (completedIds.has(id) ? count + 1 : count), 0);
}

/**
 * The lesson the player opens without one in the address: the last one the member watched (if it
 * still exists), else the first not yet completed, else the first.
 */
export function resumeLesson<L extends { id: string }>(
  ordered: readonly L[],
  lastLessonId: string | null,
  completedIds: ReadonlySet<string>,
): L | null {
  const last = lastLessonId ? ordered.find((lesson) => lesson.id === lastLessonId) : undefined;
  return last ?? ordered.find((lesson) => !completedIds.has(lesson.id)) ?? ordered[0] ?? null;
}

/** A native video's saved position, unless it is so close to the end that resuming there makes no sense. */
export function resumePosition(positionSeconds: number, durationSeconds: number | null): number {
  if (positionSeconds < 5) return 0;
  if (durationSeconds !== null && durationSeconds - positionSeconds < 5) return 0;
  return positionSeconds;
}
