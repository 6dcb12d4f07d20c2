import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { withNamedStatements } from "./named-statements";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The engine-neutral Drizzle handle every service receives (postgres.js or PGlite behind it). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** What a transaction callback receives: it supports the same query API as Db. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

export type DatabaseEngine = "postgres" | "pglite";

/** How pg-boss reaches this database: its own small pool on PostgreSQL, or our PGlite (docs/decisions/012). */
export type JobConnection =
  | { connectionString: string }
  | { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

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

const drizzleOptions = { schema, casing: "snake_case" } as const;

export function createPostgresDatabase(url: string, options: { max?: number } = {}): Database {
  const poolSize = options.max ?? 10;
  const client = postgres(url, { max: poolSize, onnotice: () => {} });
  const db: Db = drizzlePostgres(withNamedStatements(client), drizzleOptions);
  return {
    db,
    engine: "postgres",
    async withAdvisoryLock(key, fn) {
      const reserved = await client.reserve();
      try {
        await reserved`select pg_advisory_lock(${key})`;
        try {
          return await fn();
        } finally {
          await reserved`select pg_advisory_unlock(${key})`;
        }
      } finally {
        reserved.release();
      }
    },
    jobConnection: { connectionString: url },
    poolSize,
    close: () => client.end({ timeout: 5 }),
  };
}

/**
 * PGlite lives in one process, so a promise chain per key serialises callers exactly as an
 * advisory lock would across PostgreSQL sessions.
 */
function inProcessLock(): Database["withAdvisoryLock"] {
  const tails = new Map<number, Promise<unknown>>();
  return (key, fn) => {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(fn);
    tails.set(key, run);
    return run;
  };
}

/** A PGlite database, with its engine handle for what only PGlite does (dumping its data dir). */
export interface PgliteDatabase extends Database {
  pglite: PGlite;
}

/**
 * `dataDir` undefined keeps the database in memory (tests); otherwise it persists on disk.
 * `loadDataDir` starts it from a dump (tests start from a migrated template).
 */
export function createPgliteDatabase(dataDir?: string, options: { loadDataDir?: Blob } = {}): PgliteDatabase {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({ dataDir, loadDataDir: options.loadDataDir });
  const db: Db = drizzlePglite(client, drizzleOptions);
  return {
    db,
    pglite: client,
    engine: "pglite",
    withAdvisoryLock: inProcessLock(),
    jobConnection: {
      // pg-boss sends its schema scripts as several statements without parameters, which only
      // PGlite's exec() accepts; everything else is one parameterised query.
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
    },
    poolSize: null,
    // Idempotent like postgres.js's end(); PGlite throws when closed twice.
    close: () => (client.closed ? Promise.resolve() : client.close()),
  };
}

export function createDatabase(settings: { DATABASE_URL?: string; DATA_DIR: string }): Database {
  if (settings.DATABASE_URL) return createPostgresDatabase(settings.DATABASE_URL);
  return createPgliteDatabase(path.resolve(settings.DATA_DIR, "pglite"));
}
