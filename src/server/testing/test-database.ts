import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import postgres from "postgres";
import { inject } from "vitest";
import { createPgliteDatabase, createPostgresDatabase, type Database } from "../db/client";

export interface TestDatabase extends Database {
  /** Closes the connection and, on PostgreSQL, drops the throwaway database. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: a new PostgreSQL database when DATABASE_URL is
 * set (created and dropped here, never shared), otherwise an in-memory PGlite. Both are copies of
 * the template the run's global setup migrated (database-template.ts).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject("databaseTemplate");
  if (template.engine === "pglite") {
    const database = createPgliteDatabase(undefined, { loadDataDir: new Blob([readFileSync(template.dumpFile)]) });
    return { ...database, destroy: () => database.close() };
  }

  const name = `milheiro_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(template.adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}" template "${template.database}"`);
  const url = new URL(template.adminUrl);
  url.pathname = `/${name}`;
  const database = createPostgresDatabase(url.toString(), { max: 20 });
  return {
    ...database,
    async destroy() {
      await database.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
