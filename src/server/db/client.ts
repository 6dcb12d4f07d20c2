import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

export type Schema = typeof schema;
/** The engine-neutral Drizzle handle every service receives (postgres.js or PGlite behind it). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** What a transaction callback receives: it supports the same query API as Db. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

type DatabaseEngine = "postgres" | "pglite";

/** How pg-boss reaches this database: its own small pool on PostgreSQL, or our PGlite (docs/decisions/012). */
export type JobConnection =
  { connectionString: string } | { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

export interface Database {
  db: Db;
  engine: DatabaseEngine;
  /** Runs `fn` while holding the lock `key`: a PostgreSQL advisory lock, or an in-process one on PGlite. */
  withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  jobConnection: JobConnection;
  /** The most connections this process opens (postgres.js pool); null on PGlite, which has none. */
  poolSize: number | null;
  close(): Promise<void>;
}

/**
 * Only the engine in use is loaded: PGlite and its driver cost nearly as much to load as Fastify,
 * wasted on PostgreSQL, and postgres.js is not needed on PGlite (docs/decisions/035).
 */
export async function createDatabase(settings: { DATABASE_URL?: string; DATA_DIR: string }): Promise<Database> {
  if (settings.DATABASE_URL) {
    const { createPostgresDatabase } = await import("./postgres-database");
    return createPostgresDatabase(settings.DATABASE_URL);
  }
  const [{ createPgliteDatabase }, { pgliteTemplateFor }] = await Promise.all([
    import("./pglite-database"),
    import("./pglite-template"),
  ]);
  const dataDir = path.resolve(settings.DATA_DIR, "pglite");
  return createPgliteDatabase(dataDir, { loadDataDir: pgliteTemplateFor(dataDir) });
}
