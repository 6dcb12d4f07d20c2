import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { CourseInputSchema, CourseUpdateInputSchema } from "@/shared/schemas/courses";
import { totalOf } from "../../db/aggregates";
import type { Db, DbOrTx } from "../../db/client";
import { courseLessons, courseMaterials, courseModules, courses } from "../../db/schema";
import { AppError } from "../../errors";
import type { Actor } from "../access/access";
import { lessonColumns, materialColumns, moduleColumns } from "./columns";
import { discardUnusedFile, type FileCleanup } from "../files/stored-files";

const c = courses;

const adminCourseColumns = {
  id: c.id,
  title: c.title,
  description: c.description,
  thumbnailUrl: c.thumbnailUrl,
  status: c.status,
  isFree: c.isFree,
  priceCents: c.priceCents,
  orderIndex: c.orderIndex,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
};

/** The admin "Cursos" tab (docs/product.md §7): every course whatever its status, newest first. */
export async function listAllCourses(db: DbOrTx) {
  return db
    .select({
      ...adminCourseColumns,
      moduleCount: totalOf(sql`(select count(*) from ${courseModules} where ${courseModules.courseId} = ${c.id})`),
      lessonCount: totalOf(
        sql`(select count(*) from ${courseLessons} inner join ${courseModules} on ${courseModules.id} = ${courseLessons.moduleId} where ${courseModules.courseId} = ${c.id})`,
      ),
    })
    .from(c)
    .orderBy(desc(c.createdAt), desc(c.id));
}

/** Everything the module editor edits: modules, their lessons in full, and each lesson's materials. */
export async function getCourseForEditing(db: DbOrTx, courseId: string) {
  const [course] = await db.select(adminCourseColumns).from(c).where(eq(c.id, courseId));
  if (!course) throw new AppError("COURSE_NOT_FOUND");
  const modules = await db
    .select(moduleColumns)
    .from(courseModules)
    .where(eq(courseModules.courseId, courseId))
    .orderBy(asc(courseModules.orderIndex), asc(courseModules.createdAt));
  const moduleIds = modules.map((module) => module.id);
  const lessons =
    moduleIds.length === 0
      ? []
      : await db
          .select(lessonColumns)
          .from(courseLessons)
          .where(inArray(courseLessons.moduleId, moduleIds))
          .orderBy(asc(courseLessons.orderIndex), asc(courseLessons.createdAt));
  const lessonIds = lessons.map((lesson) => lesson.id);
  const materials =
    lessonIds.length === 0
      ? []
      : await db
          .select(materialColumns)
          .from(courseMaterials)
          .where(inArray(courseMaterials.lessonId, lessonIds))
          .orderBy(asc(courseMaterials.createdAt), asc(courseMaterials.id));
  return {
    course,
    modules: modules.map((module) => ({
      ...module,
      lessons: lessons
        .filter((lesson) => lesson.moduleId === module.id)
        .map((lesson) => ({ ...lesson, materials: materials.filter((material) => material.lessonId === lesson.id) })),
    })),
  };
}

/** A new course goes to the end of the catalogue's order. */
export async function createCourse(db: DbOrTx, actor: Actor, input: z.output<typeof CourseInputSchema>) {
  const [row] = await db
    .insert(c)
    .values({
      ...input,
      createdBy: actor.id,
      orderIndex: sql`(select coalesce(max(${c.orderIndex}) + 1, 0) from ${c})`,
    })
    .returning(adminCourseColumns);
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateCourse(db: Db, cleanup: FileCleanup, input: z.output<typeof CourseUpdateInputSchema>) {
  const { id, ...fields } = input;
  const { row, previousCover } = await db.transaction(async (tx) => {
    const [previous] = await tx.select({ thumbnailUrl: c.thumbnailUrl }).from(c).where(eq(c.id, id)).for("update");
    if (!previous) throw new AppError("COURSE_NOT_FOUND");
    const [updated] = await tx
      .update(c)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(eq(c.id, id))
      .returning(adminCourseColumns);
    if (!updated) throw new AppError("COURSE_NOT_FOUND");
    return { row: updated, previousCover: previous.thumbnailUrl };
  });
  if (previousCover !== row.thumbnailUrl) await discardUnusedFile(db, cleanup, "course-cover", previousCover);
  return row;
}
