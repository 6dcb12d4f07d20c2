import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitBuckets } from "../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { deleteStaleRateLimitBuckets, hitRateLimit } from "./rate-limit";

let database: TestDatabase;
let nextKey = 0;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.destroy();
});

const rule = { limit: 3, windowMs: 60_000 };
const newKey = () => `test:${(nextKey += 1)}`;

async function ageWindow(key: string, ms: number) {
  await database.db
    .update(rateLimitBuckets)
    .set({ windowStartedAt: sql`now() - (${ms}::integer * interval '1 millisecond')` })
    .where(eq(rateLimitBuckets.key, key));
}

describe("hitRateLimit", () => {
  it("allows `limit` hits per window, then says how long to wait", async () => {
    const key = newKey();
    for (const hits of [1, 2, 3]) {
      expect(await hitRateLimit(database.db, key, rule)).toEqual({ allowed: true, hits, retryAfterMs: 0 });
    }
    const refused = await hitRateLimit(database.db, key, rule);
    expect(refused).toMatchObject({ allowed: false, hits: 4 });
    expect(refused.retryAfterMs).toBeGreaterThan(55_000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it("starts a new window once the old one has passed", async () => {
    const key = newKey();
    for (let i = 0; i < 4; i += 1) await hitRateLimit(database.db, key, rule);
    await ageWindow(key, 45_000);
    const stillRefused = await hitRateLimit(database.db, key, rule);
    expect(stillRefused.allowed).toBe(false);
    expect(stillRefused.retryAfterMs).toBeLessThanOrEqual(15_000);

    await ageWindow(key, 60_001);
    expect(await hitRateLimit(database.db, key, rule)).toEqual({ allowed: true, hits: 1, retryAfterMs: 0 });
  });

  it("counts every one of many simultaneous hits (one atomic upsert, no lost updates)", async () => {
    const key = newKey();
    const results = await Promise.all(
      Array.from({ length: 30 }, () => hitRateLimit(database.db, key, { limit: 10, windowMs: 60_000 })),
    );
    expect(results.map((result) => result.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
  });

  it("keeps keys apart", async () => {
    const [a, b] = [newKey(), newKey()];
    for (let i = 0; i < 4; i += 1) await hitRateLimit(database.db, a, rule);
    expect((await hitRateLimit(database.db, b, rule)).allowed).toBe(true);
  });
});

describe("deleteStaleRateLimitBuckets", () => {
  it("forgets buckets older than a day and keeps the rest", async () => {
    const [old, recent] = [newKey(), newKey()];
    await hitRateLimit(database.db, old, rule);
    await hitRateLimit(database.db, recent, rule);
    await ageWindow(old, 25 * 60 * 60 * 1000);
    await deleteStaleRateLimitBuckets(database.db);
    const keys = (await database.db.select({ key: rateLimitBuckets.key }).from(rateLimitBuckets)).map((row) => row.key);
    expect(keys).toContain(recent);
    expect(keys).not.toContain(old);
  });
});
