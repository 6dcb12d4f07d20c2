import { and, eq, gt, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { loginThrottles } from "../db/schema";

/**
 * Password-guessing limits, kept in the database (not in memory) so every instance shares them.
 * Each attempt is claimed — counted — before the password is checked, in one atomic upsert, so
 * concurrent requests can never get more checks than the budget (docs/decisions/019).
 *
 * After `freeFailures` misses the key is locked for `firstLockMs`, doubling with each further
 * miss up to `maxLockMs`; counters forget an hour after the last attempt.
 * - clientAccount: one client guessing one account. Locks that client only, never the owner elsewhere.
 * - client: one client guessing across accounts.
 * - account: everyone guessing one account. Short capped delays that slow a distributed attack;
 *   a client the account has logged in from before skips them (`rememberKnownClient`).
 * - confirm: a signed-in session asked for its password again (a stolen session guessing it).
 */
export const THROTTLE_RULES = {
  clientAccount: { freeFailures: 5, firstLockMs: 60_000, maxLockMs: 15 * 60_000 },
  client: { freeFailures: 20, firstLockMs: 60_000, maxLockMs: 15 * 60_000 },
  account: { freeFailures: 10, firstLockMs: 2_000, maxLockMs: 30_000 },
  confirm: { freeFailures: 5, firstLockMs: 60_000, maxLockMs: 15 * 60_000 },
} as const;

export type ThrottleScope = keyof typeof THROTTLE_RULES;

/** A known client is remembered this long after its last successful login. */
const KNOWN_CLIENT_TTL = sql`interval '90 days'`;

export function throttleKey(scope: ThrottleScope, ...parts: string[]): string {
  return `${scope}:${parts.join("|")}`;
}

function knownClientKey(email: string, ip: string): string {
  return `known-client:${email}|${ip}`;
}

export type ThrottleClaim = { allowed: true } | { allowed: false; retryAfterMs: number };

const t = loginThrottles;

/**
 * Counts one attempt against `key` unless it is locked. Insert-or-update of one row: PostgreSQL
 * serialises concurrent upserts of a key, and the `setWhere` judges the latest version, so the
 * attempt that crosses the limit locks the key for every attempt behind it.
 */
export async function claimAttempt(db: DbOrTx, scope: ThrottleScope, key: string): Promise<ThrottleClaim> {
  const { freeFailures, firstLockMs, maxLockMs } = THROTTLE_RULES[scope];
  const failures = sql`case when ${t.updatedAt} < now() - interval '1 hour' then 1 else ${t.failures} + 1 end`;
  const lockFor = sql`least(${maxLockMs}::float8, ${firstLockMs}::float8 * power(2, ${failures} - ${freeFailures}))`;
  const claimed = await db
    .insert(t)
    // Every rule allows at least two misses, so a key's first attempt never locks it.
    .values({ key, failures: 1 })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures,
        lockedUntil: sql`case when ${failures} >= ${freeFailures} then now() + ${lockFor} * interval '1 millisecond' else null end`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${t.lockedUntil} is null or ${t.lockedUntil} <= now()`,
    })
    .returning({ key: t.key });
  if (claimed.length > 0) return { allowed: true };
  const [row] = await db
    .select({
      waitMs: sql<number>`greatest(0, ceil(extract(epoch from (${t.lockedUntil} - now())) * 1000))`.mapWith(Number),
    })
    .from(t)
    .where(eq(t.key, key));
  return { allowed: false, retryAfterMs: Math.max(1000, row?.waitMs ?? 0) };
}

/** The attempt was not a guess (the password was right): it stops counting against `key`. */
export async function refundAttempt(db: DbOrTx, scope: ThrottleScope, key: string): Promise<void> {
  const { freeFailures } = THROTTLE_RULES[scope];
  await db
    .update(t)
    .set({
      failures: sql`greatest(${t.failures} - 1, 0)`,
      lockedUntil: sql`case when ${t.failures} - 1 < ${freeFailures} then null else ${t.lockedUntil} end`,
    })
    .where(eq(t.key, key));
}

export async function clearAttempts(db: DbOrTx, key: string): Promise<void> {
  await db.delete(t).where(eq(t.key, key));
}

/** After a successful login: this client may skip the account-wide delays from now on. */
export async function rememberKnownClient(db: DbOrTx, email: string, ip: string): Promise<void> {
  await db
    .insert(t)
    .values({ key: knownClientKey(email, ip), failures: 0 })
    .onConflictDoUpdate({ target: t.key, set: { updatedAt: sql`now()` } });
}

export async function isKnownClient(db: DbOrTx, email: string, ip: string): Promise<boolean> {
  const rows = await db
    .select({ key: t.key })
    .from(t)
    .where(and(eq(t.key, knownClientKey(email, ip)), gt(t.updatedAt, sql`now() - ${KNOWN_CLIENT_TTL}`)));
  return rows.length > 0;
}

/** Everything kept about an address's logins (account deletion, a reset that proves the owner). */
export async function forgetAccountThrottles(db: DbOrTx, email: string): Promise<void> {
  await db
    .delete(t)
    .where(
      or(
        eq(t.key, throttleKey("account", email)),
        sql`starts_with(${t.key}, ${throttleKey("clientAccount", email)} || '|')`,
        sql`starts_with(${t.key}, ${knownClientKey(email, "")})`,
      ),
    );
}
