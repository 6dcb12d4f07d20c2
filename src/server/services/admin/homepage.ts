import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { HomepageSettingsInputSchema } from "@/shared/schemas/homepage";
import { DEFAULT_HOMEPAGE_SETTINGS } from "@/shared/domain/site/homepage";
import type { Db, DbOrTx } from "../../db/client";
import { homepageSettings } from "../../db/schema";
import { discardUnusedFile, type FileCleanup } from "../files/stored-files";

const SINGLE_ROW_ID = 1;

/**
 * The hero as saved, or the default content with no date while no admin has saved one: the row is
 * written by the first save (never seeded), so 'updatedAt' always means an admin's edit.
 */
export async function getHomepageSettings(db: DbOrTx) {
  const [row] = await db
    .select({
      heroTitle: homepageSettings.heroTitle,
      heroSubtitle: homepageSettings.heroSubtitle,
      heroBackgroundImage: homepageSettings.heroBackgroundImage,
      primaryButtonText: homepageSettings.primaryButtonText,
      primaryButtonLink: homepageSettings.primaryButtonLink,
      secondaryButtonText: homepageSettings.secondaryButtonText,
      secondaryButtonLink: homepageSettings.secondaryButtonLink,
      updatedAt: homepageSettings.updatedAt,
    })
    .from(homepageSettings)
    .where(eq(homepageSettings.id, SINGLE_ROW_ID));
  return row ?? { ...DEFAULT_HOMEPAGE_SETTINGS, updatedAt: null };
}

export async function updateHomepageSettings(
  db: Db,
  cleanup: FileCleanup,
  input: z.output<typeof HomepageSettingsInputSchema>,
) {
  const previousBackground = await db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ image: homepageSettings.heroBackgroundImage })
      .from(homepageSettings)
      .where(eq(homepageSettings.id, SINGLE_ROW_ID))
      .for("update");
    await tx
      .insert(homepageSettings)
      .values({ id: SINGLE_ROW_ID, ...input })
      .onConflictDoUpdate({ target: homepageSettings.id, set: { ...input, updatedAt: sql`now()` } });
    return previous?.image ?? null;
  });
  if (previousBackground !== input.heroBackgroundImage)
    await discardUnusedFile(db, cleanup, "homepage-background", previousBackground);
  return getHomepageSettings(db);
}
