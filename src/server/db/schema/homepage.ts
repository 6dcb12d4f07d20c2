import { sql } from "drizzle-orm";
import { check, integer, pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";

/** A single row (id = 1): the home page hero, edited by admins. */
export const homepageSettings = pgTable(
  "homepage_settings",
  {
    id: integer().primaryKey().default(1),
    heroTitle: text().notNull(),
    heroSubtitle: text().notNull(),
    heroBackgroundImage: text(),
    primaryButtonText: text().notNull(),
    primaryButtonLink: text().notNull(),
    secondaryButtonText: text().notNull(),
    secondaryButtonLink: text().notNull(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [check("homepage_settings_single_row", sql`${t.id} = 1`)],
);
