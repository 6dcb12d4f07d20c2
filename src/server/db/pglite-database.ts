import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import type { Logger } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import type { Database, Db } from "./client";
import { drizzleOptions } from "./drizzle-options";

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
 * `loadDataDir` starts it from a dump (tests start from a migrated template); `logger` sees every
 * statement Drizzle sends (tests count them).
 */
export function createPgliteDatabase(
  dataDir?: string,
  options: { loadDataDir?: Blob; logger?: Logger } = {},
): PgliteDatabase {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({ dataDir, loadDataDir: options.loadDataDir });
  const db: Db = drizzle(client, { ...drizzleOptions, logger: options.logger });
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
