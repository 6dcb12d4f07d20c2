import { readFileSync } from "node:fs";
import type { Logger } from "drizzle-orm";
import { inject } from "vitest";
import type { Database } from "../db/client";
import { createPgliteDatabase } from "../db/pglite-database";
import { createPostgresDatabase } from "../db/postgres-database";
import { createThrowawayDatabase } from "./throwaway-database";

export interface TestDatabase extends Database {
  /** Closes the connection and, on PostgreSQL, drops the throwaway database. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: a new PostgreSQL database when DATABASE_URL is
 * set (created and dropped here, never shared), otherwise an in-memory PGlite. Both are copies of
 * the template the run's global setup migrated (database-template.ts). `logger` sees every
 * statement sent, for tests that count them.
 */
export async function createTestDatabase(options: { logger?: Logger } = {}): Promise<TestDatabase> {
  const template = inject("databaseTemplate");
  if (template.engine === "pglite") {
    const database = createPgliteDatabase(undefined, {
      loadDataDir: new Blob([readFileSync(template.dumpFile)]),
      logger: options.logger,
    });
    return { ...database, destroy: () => database.close() };
  }

  const throwaway = await createThrowawayDatabase(template.serverUrl, "milheiro_test", { template: template.database });
  const database = createPostgresDatabase(throwaway.url, { max: 20, logger: options.logger });
  return {
    ...database,
    async destroy() {
      await database.close();
      await throwaway.drop();
    },
  };
}
