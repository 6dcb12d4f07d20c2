import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { temporaryDiskStorage } from "../testing/temporary-storage";
import { buildAppOn, createTestApp, testEnv, type TestApp } from "../testing/test-app";
import { signUp } from "../testing/accounts";
import { eventually } from "../testing/alert-fixtures";
import { createTestClient } from "../testing/trpc-client";

const TOKEN = "token-de-metricas-bem-comprido";
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => testApp.close());

const scrape = (authorization?: string) =>
  testApp.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });

describe("/metrics", () => {
  it("refuses a missing or wrong token with 401", async () => {
    expect((await scrape()).statusCode).toBe(401);
    const wrong = await scrape("Bearer outro-token-qualquer-errado");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers["www-authenticate"]).toContain("Bearer");
  });

  it("is 404 when METRICS_TOKEN is not set", async () => {
    const app = await buildAppOn(testApp.database, {});
    try {
      expect(
        (await app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } }))
          .statusCode,
      ).toBe(404);
    } finally {
      await app.close();
    }
  });

  it("reports latency per route pattern and per procedure, the database and the process", async () => {
    const client = createTestClient(testApp.app);
    await signUp(client);
    await Promise.all([client.trpc.auth.me.query(), client.trpc.courses.list.query()]);
    await testApp.app.inject({ method: "GET", url: "/files/nao-existe-123" });
    await testApp.app.inject({ method: "GET", url: "/um/caminho/qualquer?x=1" });

    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain");
    const body = response.body;
    expect(body).toMatch(
      /milheiro_trpc_procedure_duration_seconds_count\{procedure="auth\.me",type="query",outcome="ok"\} 1/,
    );
    expect(body).toMatch(
      /milheiro_trpc_procedure_duration_seconds_count\{procedure="courses\.list",type="query",outcome="ok"\} 1/,
    );
    expect(body).toMatch(
      /milheiro_trpc_procedure_duration_seconds_count\{procedure="auth\.signup",type="mutation",outcome="ok"\} 1/,
    );
    expect(body).toMatch(
      /milheiro_http_request_duration_seconds_count\{method="POST",route="\/trpc\/:path",status_code="200"\}/,
    );
    expect(body).toMatch(/milheiro_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/files\/\*"/);
    // Raw URLs never become labels: an unknown address is "unmatched".
    expect(body).toMatch(
      /milheiro_http_request_duration_seconds_count\{method="GET",route="unmatched",status_code="404"\} 1/,
    );
    expect(body).not.toContain("caminho/qualquer");
    expect(body).not.toContain("nao-existe-123");
    expect(body).toMatch(/milheiro_db_ping_seconds \d/);
    expect(body).toMatch(new RegExp(`milheiro_db_pool_max_connections\\{engine="${testApp.database.engine}"\\} \\d+`));
    expect(body).toContain("process_cpu_user_seconds_total");
    expect(body).toContain("nodejs_eventloop_lag_seconds");
  });

  it("reports the depth of each job queue once the instance, listening, has started its jobs", async () => {
    const app = await buildApp({
      env: testEnv({ METRICS_TOKEN: TOKEN }),
      database: testApp.database,
      storage: temporaryDiskStorage().storage,
      startJobs: true,
    });
    const depths = async () => {
      const response = await app.inject({
        method: "GET",
        url: "/metrics",
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(200);
      return response.body;
    };
    try {
      // Jobs start once the server listens (docs/decisions/035); a scrape before that still answers.
      expect(await depths()).not.toContain("milheiro_job_queue_depth{");
      await app.listen({ port: 0, host: "127.0.0.1" });
      await eventually(async () => (await depths()).includes("milheiro_job_queue_depth{"), 60_000);
      const body = await depths();
      expect(body).toMatch(/milheiro_job_queue_depth\{queue="[\w-]+",state="pending"\} \d+/);
      expect(body).toMatch(/milheiro_job_queue_depth\{queue="[\w-]+",state="failed"\} 0/);
    } finally {
      await app.close();
    }
  }, 90_000);
});
