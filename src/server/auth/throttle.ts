import { eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { loginThrottles } from "../db/schema";

/**
 * Login throttling lives in the database (not in memory) so every instance sees the same counts.
 * The `freeFailures`-th miss locks the key for 1 minute, and each further miss for 2, 4 … up to
 * 15 minutes; while locked, even the right password is refused.
 * Counters forget failures an hour after the last one.
 */
export const THROTTLE_RULES = {
  account: { freeFailures: 5 },
  ip: { freeFailures: 20 },
} as const;

export type ThrottleScope = keyof typeof THROTTLE_RULES;

export function throttleKey(scope: ThrottleScope, value: string): string {
  return `${scope}:${value}`;
}

/** Milliseconds still to wait for the first of `keys` that is locked, or 0. */
export async function remainingLockMs(db: DbOrTx, keys: string[], now = new Date()): Promise<number> {
  const rows = await db
    .select({ lockedUntil: loginThrottles.lockedUntil })
    .from(loginThrottles)
    .where(inArray(loginThrottles.key, keys));
  const waits = rows.map((row) => (row.lockedUntil ? row.lockedUntil.getTime() - now.getTime() : 0));
  return Math.max(0, ...waits);
}

/** One atomic upsert per key: concurrent failures each count, never lost to a read-then-write. */
export async function recordLoginFailure(db: DbOrTx, scope: ThrottleScope, value: string): Promise<void> {
  const { freeFailures } = THROTTLE_RULES[scope];
  const failures = sql`case when ${loginThrottles.updatedAt} < now() - interval '1 hour' then 1 else ${loginThrottles.failures} + 1 end`;
  await db
    .insert(loginThrottles)
    .values({ key: throttleKey(scope, value), failures: 1 })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        failures,
        lockedUntil: sql`case when ${failures} >= ${freeFailures}
          then now() + least(interval '15 minutes', interval '1 minute' * power(2, ${failures} - ${freeFailures}))
          else null end`,
        updatedAt: sql`now()`,
      },
    });
}

export async function clearLoginFailures(db: DbOrTx, scope: ThrottleScope, value: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, throttleKey(scope, value)));
}
