import { asc, eq } from "drizzle-orm";
import { lessonsInOrder } from "@/shared/domain/courses/course-progress";
import type { DbOrTx } from "../../db/client";
import { courseLessons, courseModules, courses } from "../../db/schema";
import { AppError } from "../../errors";
import type { Actor } from "../access/access";

const courseColumns = {
  id: courses.id,
  title: courses.title,
  description: courses.description,
  thumbnailUrl: courses.thumbnailUrl,
  status: courses.status,
  isFree: courses.isFree,
  priceCents: courses.priceCents,
};

/** What anyone who may see the course may read of a lesson: never its video, text or materials. */
const lessonSummaryColumns = {
  id: courseLessons.id,
  moduleId: courseLessons.moduleId,
  title: courseLessons.title,
  description: courseLessons.description,
  durationMinutes: courseLessons.durationMinutes,
  isFree: courseLessons.isFree,
  orderIndex: courseLessons.orderIndex,
};

async function findCourse(db: DbOrTx, courseId: string) {
  const [course] = await db.select(courseColumns).from(courses).where(eq(courses.id, courseId));
  return course ?? null;
}

/**
 * The course as the caller may see it (docs/product.md §2, §4): published ones for everybody, drafts and
 * archived ones only for admins. Anyone else reads 'Curso não encontrado', as if it did not exist.
 */
export async function findVisibleCourse(db: DbOrTx, actor: Actor | null, courseId: string) {
  const course = await findCourse(db, courseId);
  if (!course || (course.status !== "published" && !actor?.isAdmin)) throw new AppError("COURSE_NOT_FOUND");
  return course;
}

/** Modules by order_index with their lessons by order_index (docs/product.md §7), in two reads. */
export async function loadModules(db: DbOrTx, courseId: string) {
  const [modules, lessons] = await Promise.all([
    db
      .select({
        id: courseModules.id,
        title: courseModules.title,
        description: courseModules.description,
        orderIndex: courseModules.orderIndex,
      })
      .from(courseModules)
      .where(eq(courseModules.courseId, courseId))
      .orderBy(asc(courseModules.orderIndex), asc(courseModules.createdAt)),
    db
      .select(lessonSummaryColumns)
      .from(courseLessons)
      .innerJoin(courseModules, eq(courseModules.id, courseLessons.moduleId))
      .where(eq(courseModules.courseId, courseId))
      .orderBy(asc(courseLessons.orderIndex), asc(courseLessons.createdAt)),
  ]);
  const withLessons = modules.map((module) => ({
    ...module,
    lessons: lessons.filter((lesson) => lesson.moduleId === module.id),
  }));
  return { modules: withLessons, ordered: lessonsInOrder(withLessons) };
}
