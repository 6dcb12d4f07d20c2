import type { Logger } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import type { Database, Db } from "./client";
import { drizzleOptions } from "./drizzle-options";
import { withNamedStatements } from "./named-statements";

/** `logger` sees every statement Drizzle sends (tests count them); production passes none. */
export function createPostgresDatabase(url: string, options: { max?: number; logger?: Logger } = {}): Database {
  const poolSize = options.max ?? 10;
  const client = postgres(url, { max: poolSize, onnotice: () => {} });
  // Every parameterised statement named, plain queries included (docs/decisions/035).
  const db: Db = drizzle(withNamedStatements(client), { ...drizzleOptions, logger: options.logger });
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
