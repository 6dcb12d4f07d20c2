import { eq, sql } from "drizzle-orm";
import { storedFileOfField, type FileField } from "@/shared/domain/files/file-fields";
import type { DbOrTx } from "../../db/client";
import { courseLessons, courseMaterials, courses, homepageSettings, promocoes } from "../../db/schema";
import type { FileStorage } from "../../integrations/storage";
import type { Logger } from "../../logger";

/** A URL read from a record, with the field it was read from (which decides what it may delete). */
export interface FieldFile {
  field: FileField;
  url: string;
}

export interface FileCleanup {
  storage: FileStorage;
  log: Logger;
}

/** Whether any record still points at the file (an admin may have pasted one URL in two places). */
async function isReferenced(db: DbOrTx, url: string): Promise<boolean> {
  const [row] = await db
    .select({
      used: sql<boolean>`
    exists (select 1 from ${promocoes} where ${eq(promocoes.imageUrl, url)})
    or exists (select 1 from ${homepageSettings} where ${eq(homepageSettings.heroBackgroundImage, url)})
    or exists (select 1 from ${courses} where ${eq(courses.thumbnailUrl, url)})
    or exists (select 1 from ${courseLessons} where ${eq(courseLessons.videoUrl, url)})
    or exists (select 1 from ${courseMaterials} where ${eq(courseMaterials.fileUrl, url)})`,
    })
    .from(sql`(select 1) as one`);
  return row?.used ?? true;
}

/**
 * Deletes an uploaded file that a saved change stopped using (an image replaced or removed), so
 * storage does not fill with orphans. Runs after the change committed; a failure only costs disk
 * space, so it is logged rather than undoing the user's save. Outside URLs are left alone, and
 * so is any stored file the field could not hold (docs/security.md: a promotion image pointed at a course
 * video must not delete the video when cleared).
 */
export async function discardUnusedFile(
  db: DbOrTx,
  cleanup: FileCleanup,
  field: FileField,
  url: string | null,
): Promise<void> {
  const key = url === null ? null : storedFileOfField(field, url);
  if (url === null || key === null) return;
  try {
    if (await isReferenced(db, url)) return;
    await cleanup.storage.delete(key);
  } catch (err) {
    cleanup.log.warn({ err, key }, "Não foi possível apagar um arquivo que deixou de ser usado");
  }
}
