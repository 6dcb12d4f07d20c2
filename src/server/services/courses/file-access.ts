import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { courseLessons, courseMaterials, courseModules, courses } from "../../db/schema";
import type { Logger } from "../../logger";
import { courseAccessFor, type Actor } from "../access/access";

const lessonColumns = {
  courseId: courses.id,
  status: courses.status,
  courseIsFree: courses.isFree,
  lessonIsFree: courseLessons.isFree,
};

/** Lessons with the course facts the access rule needs. */
const lessonsWithCourse = (db: DbOrTx) =>
  db
    .select(lessonColumns)
    .from(courseLessons)
    .innerJoin(courseModules, eq(courseModules.id, courseLessons.moduleId))
    .innerJoin(courses, eq(courses.id, courseModules.courseId));

/** "hidden": no visible lesson uses the file, so it is answered as not found. */
export type CourseFileVerdict = "allowed" | "locked" | "hidden";

/**
 * Whether the caller may download a protected course file (a lesson video or a material): they
 * must be able to open a lesson of a visible course that uses it. A file no lesson uses (just
 * uploaded in the editor, say) is for admins only. The same rule as the lesson procedure.
 */
export async function courseFileVerdict(
  db: DbOrTx,
  log: Logger,
  actor: Actor | null,
  url: string,
): Promise<CourseFileVerdict> {
  if (actor?.isAdmin) return "allowed";
  // Two indexed look-ups (course_lessons.video_url, course_materials.file_url) rather than one OR.
  const [asVideo, asMaterial] = await Promise.all([
    lessonsWithCourse(db).where(eq(courseLessons.videoUrl, url)),
    lessonsWithCourse(db)
      .innerJoin(courseMaterials, eq(courseMaterials.lessonId, courseLessons.id))
      .where(eq(courseMaterials.fileUrl, url)),
  ]);
  const visible = [...asVideo, ...asMaterial].filter((row) => row.status === "published");
  if (visible.length === 0) return "hidden";
  const access = await courseAccessFor(db, log, actor);
  const opens = visible.some((row) =>
    access.canOpenLesson({ id: row.courseId, isFree: row.courseIsFree }, { isFree: row.lessonIsFree }),
  );
  return opens ? "allowed" : "locked";
}
