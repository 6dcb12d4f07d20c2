import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type {
  LessonReorderInputSchema,
  LessonUpdateInputSchema,
  ModuleReorderInputSchema,
  ModuleUpdateInputSchema,
} from "@/shared/schemas/courses";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { courseLessons, courseMaterials, courseModules, courses } from "../../db/schema";
import { AppError } from "../../errors";
import { discardUnusedFile, type FieldFile, type FileCleanup } from "../files/stored-files";
import { lessonColumns, moduleColumns } from "./columns";

/** docs/product.md §9's defaults for new content. */
const NEW_MODULE_TITLE = "Novo Módulo";
const NEW_LESSON_TITLE = "Nova Aula";

/** docs/product.md §9: a new module's order_index is the number of modules the course has. */
export async function createModule(db: Db, courseId: string) {
  return db.transaction(async (tx) => {
    // The course row is locked so two admins adding at once get consecutive positions.
    const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for("update");
    if (!course) throw new AppError("COURSE_NOT_FOUND");
    const [row] = await tx
      .insert(courseModules)
      .values({
        courseId,
        title: NEW_MODULE_TITLE,
        orderIndex: sql`(select count(*) from ${courseModules} where ${courseModules.courseId} = ${courseId})`,
      })
      .returning(moduleColumns);
    if (!row) throw new Error("insert returned no row");
    return { ...row, lessons: [] };
  });
}

export async function updateModule(db: DbOrTx, input: z.output<typeof ModuleUpdateInputSchema>) {
  const { id, ...fields } = input;
  const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const [row] =
    Object.keys(changes).length === 0
      ? await db.select(moduleColumns).from(courseModules).where(eq(courseModules.id, id))
      : await db.update(courseModules).set(changes).where(eq(courseModules.id, id)).returning(moduleColumns);
  if (!row) throw new AppError("MODULE_NOT_FOUND");
  return row;
}

/** The uploaded files that lessons (videos) and their materials point at, each with its field. */
async function filesOfLessons(tx: Tx, lessonIds: string[]): Promise<FieldFile[]> {
  if (lessonIds.length === 0) return [];
  const [videos, materials] = await Promise.all([
    tx.select({ url: courseLessons.videoUrl }).from(courseLessons).where(inArray(courseLessons.id, lessonIds)),
    tx
      .select({ url: courseMaterials.fileUrl })
      .from(courseMaterials)
      .where(inArray(courseMaterials.lessonId, lessonIds)),
  ]);
  return [
    ...videos.flatMap((row) => (row.url ? [{ field: "lesson-video" as const, url: row.url }] : [])),
    ...materials.map((row) => ({ field: "lesson-material" as const, url: row.url })),
  ];
}

async function discardAll(db: Db, cleanup: FileCleanup, files: FieldFile[]) {
  for (const { field, url } of files) await discardUnusedFile(db, cleanup, field, url);
}

/** Deletes a module with its lessons and materials (cascade), then the files nothing else uses. */
export async function deleteModule(db: Db, cleanup: FileCleanup, moduleId: string) {
  const urls = await db.transaction(async (tx) => {
    const lessons = await tx
      .select({ id: courseLessons.id })
      .from(courseLessons)
      .where(eq(courseLessons.moduleId, moduleId));
    const files = await filesOfLessons(
      tx,
      lessons.map((lesson) => lesson.id),
    );
    const [deleted] = await tx
      .delete(courseModules)
      .where(eq(courseModules.id, moduleId))
      .returning({ id: courseModules.id });
    if (!deleted) throw new AppError("MODULE_NOT_FOUND");
    return files;
  });
  await discardAll(db, cleanup, urls);
  return { id: moduleId };
}

/**
 * docs/product.md §9's lesson defaults ('Nova Aula', 0 minutes, not free). The first lesson of a module gets
 * order_index 0 as the spec says; later ones go after the last, so a new lesson never lands in
 * the middle of an order the admin arranged.
 */
export async function createLesson(db: Db, moduleId: string) {
  return db.transaction(async (tx) => {
    const [module] = await tx
      .select({ id: courseModules.id })
      .from(courseModules)
      .where(eq(courseModules.id, moduleId))
      .for("update");
    if (!module) throw new AppError("MODULE_NOT_FOUND");
    const [row] = await tx
      .insert(courseLessons)
      .values({
        moduleId,
        title: NEW_LESSON_TITLE,
        orderIndex: sql`(select coalesce(max(${courseLessons.orderIndex}) + 1, 0) from ${courseLessons} where ${courseLessons.moduleId} = ${moduleId})`,
      })
      .returning(lessonColumns);
    if (!row) throw new Error("insert returned no row");
    return { ...row, materials: [] };
  });
}

export async function updateLesson(db: Db, cleanup: FileCleanup, input: z.output<typeof LessonUpdateInputSchema>) {
  const { id, ...fields } = input;
  const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const { row, previousVideo } = await db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ videoUrl: courseLessons.videoUrl })
      .from(courseLessons)
      .where(eq(courseLessons.id, id))
      .for("update");
    if (!previous) throw new AppError("LESSON_NOT_FOUND");
    const [updated] =
      Object.keys(changes).length === 0
        ? await tx.select(lessonColumns).from(courseLessons).where(eq(courseLessons.id, id))
        : await tx.update(courseLessons).set(changes).where(eq(courseLessons.id, id)).returning(lessonColumns);
    if (!updated) throw new AppError("LESSON_NOT_FOUND");
    return { row: updated, previousVideo: previous.videoUrl };
  });
  if (previousVideo !== row.videoUrl) await discardUnusedFile(db, cleanup, "lesson-video", previousVideo);
  return row;
}

export async function deleteLesson(db: Db, cleanup: FileCleanup, lessonId: string) {
  const urls = await db.transaction(async (tx) => {
    const files = await filesOfLessons(tx, [lessonId]);
    const [deleted] = await tx
      .delete(courseLessons)
      .where(eq(courseLessons.id, lessonId))
      .returning({ id: courseLessons.id });
    if (!deleted) throw new AppError("LESSON_NOT_FOUND");
    return files;
  });
  await discardAll(db, cleanup, urls);
  return { id: lessonId };
}

function sameMembers(current: readonly string[], proposed: readonly string[]): boolean {
  const wanted = new Set(proposed);
  return current.length === proposed.length && current.every((id) => wanted.has(id));
}

/** Writes position i to the i-th id, in one statement. */
async function writeOrder(tx: Tx, table: typeof courseModules | typeof courseLessons, ids: readonly string[]) {
  if (ids.length === 0) return;
  const cases = sql.join(
    ids.map((id, position) => sql`when ${id}::uuid then ${position}::integer`),
    sql` `,
  );
  await tx
    .update(table)
    .set({ orderIndex: sql`case ${table.id} ${cases} end` })
    .where(inArray(table.id, [...ids]));
}

/** The course's modules in the given order, in one transaction; the list must be complete and current. */
export async function reorderModules(db: Db, input: z.output<typeof ModuleReorderInputSchema>) {
  await db.transaction(async (tx) => {
    const [course] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.id, input.courseId))
      .for("update");
    if (!course) throw new AppError("COURSE_NOT_FOUND");
    const current = await tx
      .select({ id: courseModules.id })
      .from(courseModules)
      .where(eq(courseModules.courseId, input.courseId));
    if (
      !sameMembers(
        current.map((row) => row.id),
        input.moduleIds,
      )
    )
      throw new AppError("REORDER_OUT_OF_DATE");
    await writeOrder(tx, courseModules, input.moduleIds);
  });
  return { ok: true as const };
}

export async function reorderLessons(db: Db, input: z.output<typeof LessonReorderInputSchema>) {
  await db.transaction(async (tx) => {
    const [module] = await tx
      .select({ id: courseModules.id })
      .from(courseModules)
      .where(eq(courseModules.id, input.moduleId))
      .for("update");
    if (!module) throw new AppError("MODULE_NOT_FOUND");
    const current = await tx
      .select({ id: courseLessons.id })
      .from(courseLessons)
      .where(and(eq(courseLessons.moduleId, input.moduleId)));
    if (
      !sameMembers(
        current.map((row) => row.id),
        input.lessonIds,
      )
    )
      throw new AppError("REORDER_OUT_OF_DATE");
    await writeOrder(tx, courseLessons, input.lessonIds);
  });
  return { ok: true as const };
}
