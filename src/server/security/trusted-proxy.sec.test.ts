import { like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginThrottles } from "../db/schema";
import { uniqueEmail } from "../testing/accounts";
import { buildAppOn, TEST_APP_URL } from "../testing/test-app";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";

let database: TestDatabase;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.destroy();
});

async function appTrusting(trustProxy: string): Promise<FastifyInstance> {
  const app = await buildAppOn(database, { TRUST_PROXY: trustProxy });
  apps.push(app);
  return app;
}

/** A failed login as it reaches the app: from `socket`, carrying whatever X-Forwarded-For says. */
async function failLoginVia(app: FastifyInstance, socket: string, forwardedFor?: string): Promise<void> {
  const response = await app.inject({
    method: "POST",
    url: "/trpc/auth.login",
    remoteAddress: socket,
    headers: {
      origin: TEST_APP_URL,
      "content-type": "application/json",
      ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
    },
    payload: JSON.stringify({ email: uniqueEmail("alvo"), password: "senha-errada" }),
  });
  expect([401, 429]).toContain(response.statusCode);
}

/** The client addresses the per-IP login throttle has counted so far. */
async function countedClients(): Promise<string[]> {
  const rows = await database.db
    .select({ key: loginThrottles.key })
    .from(loginThrottles)
    .where(like(loginThrottles.key, "client:%"));
  return rows.map((row) => row.key.slice("client:".length)).sort();
}

describe("X-Forwarded-For cannot defeat per-IP limits", () => {
  it("is ignored when no proxy is trusted (the default)", async () => {
    const app = await appTrusting("");
    await failLoginVia(app, "198.51.100.1", "192.0.2.1");
    await failLoginVia(app, "198.51.100.1", "192.0.2.2");
    expect(await countedClients()).toEqual(["198.51.100.1"]);
    await database.db.delete(loginThrottles);
  });

  it("with a hop count, only the address the trusted proxy appended counts, not what the client wrote", async () => {
    const app = await appTrusting("1");
    // The client forges a first entry; the load balancer (10.0.0.5) appends the real one.
    for (let i = 0; i < 25; i += 1) await failLoginVia(app, "10.0.0.5", `192.0.2.${i}, 198.51.100.2`);
    expect(await countedClients()).toEqual(["198.51.100.2"]);
    const [row] = await database.db
      .select()
      .from(loginThrottles)
      .where(like(loginThrottles.key, "client:198.51.100.2"));
    expect(row?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
    await database.db.delete(loginThrottles);
  });

  it("with address ranges, only a proxy in the range is believed", async () => {
    const app = await appTrusting("10.0.0.0/8");
    await failLoginVia(app, "10.0.0.5", "192.0.2.9, 198.51.100.3");
    // Straight from the internet, the header is the client's own words: ignored.
    await failLoginVia(app, "198.51.100.4", "192.0.2.10");
    expect(await countedClients()).toEqual(["198.51.100.3", "198.51.100.4"]);
    await database.db.delete(loginThrottles);
  });
});
