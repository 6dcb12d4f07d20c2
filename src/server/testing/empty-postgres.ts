import { readFileSync } from "node:fs";
import postgres from "postgres";
import { createThrowawayDatabase } from "./throwaway-database";
import { testDatabaseServerUrl } from "../env";

/**
 * A database of its own on the local PostgreSQL, empty (not even migrated), for tests that start
 * real app processes: several processes cannot share an embedded PGlite, so these tests use
 * PostgreSQL on both passes of the suite.
 */
const SERVER_URL = testDatabaseServerUrl() ?? "postgres://postgres@127.0.0.1:5432/postgres";

export interface EmptyDatabase {
  url: string;
  /** Runs `query` on the database and closes the connection. */
  select(query: string): Promise<Record<string, unknown>[]>;
  drop(): Promise<void>;
}

export async function createEmptyDatabase(prefix: string): Promise<EmptyDatabase> {
  const throwaway = await createThrowawayDatabase(SERVER_URL, prefix);
  return {
    url: throwaway.url,
    async select(query) {
      const database = postgres(throwaway.url, { max: 1, onnotice: () => {} });
      try {
        return [...(await database.unsafe(query))];
      } finally {
        await database.end();
      }
    },
    drop: () => throwaway.drop(),
  };
}

/** How many migrations drizzle/ holds: each must be recorded exactly once, however many instances raced. */
export function migrationCount(): number {
  const journal = JSON.parse(readFileSync("drizzle/meta/_journal.json", "utf8")) as { entries: unknown[] };
  return journal.entries.length;
}
