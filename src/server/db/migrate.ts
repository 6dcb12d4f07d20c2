import path from "node:path";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { findProjectPath } from "../paths";
import { rebuildQueuedLedgers } from "../services/wallet/ledger/rebuild";
import type { Database, Schema } from "./client";

/** Arbitrary but fixed: every instance of the app contends for this same lock. */
const MIGRATION_LOCK_KEY = 7_241_993;

function migrationsFolderPath(): string {
  const journal = findProjectPath("drizzle/meta/_journal.json");
  if (!journal) throw new Error("Migrations folder 'drizzle/' not found");
  return path.dirname(path.dirname(journal));
}

export async function migrateDatabase(database: Database): Promise<void> {
  const migrationsFolder = migrationsFolderPath();
  await database.withAdvisoryLock(MIGRATION_LOCK_KEY, async () => {
    // Each driver ships its own migrator; the Db type is engine-neutral, so narrow it here only.
    // Only the engine's own is loaded (client.ts's createDatabase says why).
    if (database.engine === "postgres") {
      const { migrate: migratePostgres } = await import("drizzle-orm/postgres-js/migrator");
      await migratePostgres(database.db as PostgresJsDatabase<Schema>, { migrationsFolder });
    } else {
      const { migrate: migratePglite } = await import("drizzle-orm/pglite/migrator");
      await migratePglite(database.db as PgliteDatabase<Schema>, { migrationsFolder });
    }
    // Data steps a migration queued that SQL alone could not do well (docs/decisions/029).
    await rebuildQueuedLedgers(database.db);
  });
}
