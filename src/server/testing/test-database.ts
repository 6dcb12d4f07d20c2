import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { createPgliteDatabase, createPostgresDatabase, type Database } from "../db/client";
import { migrateDatabase } from "../db/migrate";

export interface TestDatabase extends Database {
  /** Closes the connection and, on PostgreSQL, drops the throwaway database. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: a new PostgreSQL database when DATABASE_URL is
 * set (created and dropped here, never shared), otherwise an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = createPgliteDatabase();
    await migrateDatabase(database);
    return { ...database, destroy: () => database.close() };
  }

  const name = `milheiro_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = createPostgresDatabase(url.toString(), { max: 20 });
  await migrateDatabase(database);
  return {
    ...database,
    async destroy() {
      await database.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
