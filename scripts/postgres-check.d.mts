// Types for scripts/postgres-check.mjs (plain JavaScript, so `node scripts/test.mjs` runs it without a build).
export declare function missingPostgresLine(databaseUrl?: string): Promise<string | null>;
