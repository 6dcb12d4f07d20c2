import { eq } from "drizzle-orm";
import type { z } from "zod";
import { fileTypeByExtension } from "@/shared/domain/files/file-types";
import { storageKeyFromUrl } from "@/shared/domain/files/uploads";
import type { MaterialCreateInputSchema, MaterialUpdateInputSchema } from "@/shared/schemas/courses";
import type { Db, DbOrTx } from "../../db/client";
import { courseLessons, courseMaterials } from "../../db/schema";
import { AppError } from "../../errors";
import type { FileStorage } from "../../integrations/storage";
import { discardUnusedFile, type FileCleanup } from "../files/stored-files";
import { materialColumns } from "./columns";

/** Type and size come from the stored file itself, never from what the browser claims. */
async function describeStoredFile(storage: FileStorage, fileUrl: string) {
  const key = storageKeyFromUrl(fileUrl);
  const info = key ? await storage.head(key) : null;
  if (!key || !info) throw new AppError("FILE_NOT_FOUND");
  const extension = key.slice(key.lastIndexOf(".") + 1);
  return { fileType: fileTypeByExtension(extension) ?? extension, fileSize: info.size };
}

export async function createMaterial(
  db: DbOrTx,
  storage: FileStorage,
  input: z.output<typeof MaterialCreateInputSchema>,
) {
  const [lesson] = await db
    .select({ id: courseLessons.id })
    .from(courseLessons)
    .where(eq(courseLessons.id, input.lessonId));
  if (!lesson) throw new AppError("LESSON_NOT_FOUND");
  const file = await describeStoredFile(storage, input.fileUrl);
  const [row] = await db
    .insert(courseMaterials)
    .values({ ...input, ...file })
    .returning(materialColumns);
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateMaterial(db: DbOrTx, input: z.output<typeof MaterialUpdateInputSchema>) {
  const { id, ...fields } = input;
  const [row] = await db
    .update(courseMaterials)
    .set(fields)
    .where(eq(courseMaterials.id, id))
    .returning(materialColumns);
  if (!row) throw new AppError("MATERIAL_NOT_FOUND");
  return row;
}

export async function deleteMaterial(db: Db, cleanup: FileCleanup, materialId: string) {
  const [deleted] = await db
    .delete(courseMaterials)
    .where(eq(courseMaterials.id, materialId))
    .returning({ id: courseMaterials.id, fileUrl: courseMaterials.fileUrl });
  if (!deleted) throw new AppError("MATERIAL_NOT_FOUND");
  await discardUnusedFile(db, cleanup, "lesson-material", deleted.fileUrl);
  return { id: deleted.id };
}
