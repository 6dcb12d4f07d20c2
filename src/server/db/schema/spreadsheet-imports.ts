import { sql } from "drizzle-orm";
import { check, integer, pgTable, unique, uuid, varchar } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { timestamptz } from "./columns";

/**
 * Each spreadsheet a member imported ("Importar planilha", docs/decisions/041), by the SHA-256 of
 * its bytes: written in the import's own transaction, so the unique key makes importing the same
 * file twice create nothing, whatever arrives at once.
 */
export const spreadsheetImports = pgTable(
  "spreadsheet_imports",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fileSha256: varchar({ length: 64 }).notNull(),
    rowCount: integer().notNull(),
    skippedCount: integer().notNull().default(0),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    unique("spreadsheet_imports_user_file_key").on(t.userId, t.fileSha256),
    check("spreadsheet_imports_counts", sql`${t.rowCount} >= 0 and ${t.skippedCount} >= 0`),
  ],
);
