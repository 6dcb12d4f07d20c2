import { sql } from "drizzle-orm";
import { check, integer, pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";

/**
 * Fixed-window request counters (e.g. scraping calls per user). In the database, not in memory,
 * so every instance behind the load balancer counts against the same limit.
 */
export const rateLimitBuckets = pgTable(
  "rate_limit_buckets",
  {
    key: text().primaryKey(),
    windowStartedAt: timestamptz().notNull().defaultNow(),
    hits: integer().notNull().default(0),
  },
  (t) => [check("rate_limit_buckets_hits_non_negative", sql`${t.hits} >= 0`)],
);
