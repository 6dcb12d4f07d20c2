import { migrateDatabase } from "../../src/server/db/migrate";
import { createPgliteDatabase } from "../../src/server/db/pglite-database";
import { createPostgresDatabase } from "../../src/server/db/postgres-database";
import { createThrowawayDatabase } from "../../src/server/testing/throwaway-database";

/** A migrated throwaway database for a bench script: on the server of DATABASE_URL when set, else PGlite in memory. */
export async function openBenchDatabase(name: string) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = createPgliteDatabase();
    await migrateDatabase(database);
    return { ...database, destroy: () => database.close() };
  }
  const throwaway = await createThrowawayDatabase(serverUrl, name);
  const database = createPostgresDatabase(throwaway.url, { max: 4 });
  await migrateDatabase(database);
  return {
    ...database,
    async destroy() {
      await database.close();
      await throwaway.drop();
    },
  };
}
