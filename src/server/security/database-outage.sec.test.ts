import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import type { Database } from "../db/client";
import { createPostgresDatabase } from "../db/postgres-database";
import { migrateDatabase } from "../db/migrate";
import { APP_ERRORS } from "../errors";
import { startTcpProxy, type TcpProxy } from "../testing/tcp-proxy";
import { temporaryDiskStorage } from "../testing/temporary-storage";
import { createThrowawayDatabase, type ThrowawayDatabase } from "../testing/throwaway-database";
import { TEST_APP_URL, testEnv } from "../testing/test-app";
import type { FastifyInstance } from "fastify";
import { testDatabaseServerUrl } from "../env";

/**
 * PostgreSQL going away and coming back, without restarting the app: a TCP relay sits between
 * them and is cut. Like scale-out.int.test.ts, this needs a real PostgreSQL server in both passes
 * (an embedded PGlite cannot go away): DATABASE_URL's, or the local one.
 */
const SERVER_URL = testDatabaseServerUrl() ?? "postgres://postgres@127.0.0.1:5432/postgres";
// Every answer during the outage must come within this; a hung request fails the test.
const ANSWER_WITHIN_MS = 5_000;

let throwaway: ThrowawayDatabase;
let proxy: TcpProxy;
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  throwaway = await createThrowawayDatabase(SERVER_URL, "milheiro_outage");
  const server = new URL(SERVER_URL);
  proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
  const viaProxy = new URL(SERVER_URL);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  viaProxy.pathname = `/${throwaway.name}`;
  database = createPostgresDatabase(viaProxy.toString(), { max: 4 });
  await migrateDatabase(database);
  // A database that stops answering holds a procedure until REQUEST_DEADLINE_MS: short here.
  app = await buildApp({
    env: { ...testEnv(), REQUEST_DEADLINE_MS: 2_000 },
    database,
    storage: temporaryDiskStorage().storage,
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await proxy?.close();
  await throwaway?.drop();
});

/** A request that must answer in time: its status, body and how long it took. */
async function timed(url: string) {
  const started = performance.now();
  const response = await Promise.race([
    app.inject({ url, headers: { origin: TEST_APP_URL } }),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${url} hung`)), ANSWER_WITHIN_MS).unref()),
  ]);
  return { status: response.statusCode, body: response.body, ms: performance.now() - started };
}

describe("the database goes away and comes back", () => {
  it("/readyz answers 503 then 200, requests get the generic pt-BR error in time, and nothing is restarted", async () => {
    expect((await timed("/readyz")).status).toBe(200);
    expect((await timed("/trpc/homepage.get")).status).toBe(200);

    proxy.cut();
    const [ready, healthy, procedure] = await Promise.all([
      timed("/readyz"),
      timed("/healthz"),
      timed("/trpc/homepage.get"),
    ]);
    expect(ready.status).toBe(503);
    // Liveness is not readiness: the process is fine, so it must not be restarted.
    expect(healthy.status).toBe(200);
    expect(procedure.status).toBe(500);
    expect(JSON.parse(procedure.body).error.message).toBe(APP_ERRORS.INTERNAL.message);
    expect(procedure.body).not.toMatch(/ECONN|postgres|select/i);

    proxy.restore();
    expect((await timed("/readyz")).status).toBe(200);
    expect((await timed("/trpc/homepage.get")).status).toBe(200);
  });

  it("a database that stops answering (dead network path): /readyz 503 in its 2 s, and every request still answers in time", async () => {
    proxy.stall();
    try {
      const [ready, procedure] = await Promise.allSettled([timed("/readyz"), timed("/trpc/homepage.get")]);
      expect(ready).toMatchObject({ status: "fulfilled", value: { status: 503 } });
      expect(procedure).toMatchObject({ status: "fulfilled", value: { status: 500 } });
    } finally {
      proxy.restore();
    }
    expect((await timed("/readyz")).status).toBe(200);
  });
});
