import { lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { rateLimitBuckets } from "../../db/schema";

/**
 * Fixed-window limits kept in the database, so every instance counts against the same budget.
 * One atomic upsert per hit: the first hit after a window has passed starts a new one.
 */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Hits in the current window, this one included. */
  hits: number;
  /** How long until the window resets (0 when already allowed again). */
  retryAfterMs: number;
}

const b = rateLimitBuckets;

export async function hitRateLimit(db: DbOrTx, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const window = sql`(${rule.windowMs}::integer * interval '1 millisecond')`;
  // In SET, the columns are the stored row's: both CASEs judge the same, old window.
  const expired = sql`${b.windowStartedAt} <= now() - ${window}`;
  const [row] = await db
    .insert(b)
    .values({ key, hits: 1 })
    .onConflictDoUpdate({
      target: b.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${b.hits} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${b.windowStartedAt} end`,
      },
    })
    .returning({
      hits: b.hits,
      retryAfterMs:
        sql<number>`greatest(0, ceil(extract(epoch from (${b.windowStartedAt} + ${window} - now())) * 1000))`.mapWith(
          Number,
        ),
    });
  if (!row) throw new Error("upsert returned no row");
  const allowed = row.hits <= rule.limit;
  return { allowed, hits: row.hits, retryAfterMs: allowed ? 0 : row.retryAfterMs };
}

/** Buckets untouched for longer than any window; run at start so per-IP keys do not pile up. */
export async function deleteStaleRateLimitBuckets(db: DbOrTx, olderThanMs = 24 * 60 * 60 * 1000): Promise<void> {
  await db.delete(b).where(lt(b.windowStartedAt, sql`now() - (${olderThanMs}::integer * interval '1 millisecond')`));
}
