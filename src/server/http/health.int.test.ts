import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createTestClient, expectTRPCError } from "../testing/trpc-client";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

// These run in order: the last ones close the database under the running app.
describe("health and failure handling", () => {
  it("GET /healthz answers 200 without touching the database", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("GET /readyz answers 200 while the database answers", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/readyz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ready" });
  });

  it("once the database is gone, /readyz answers 503 and /healthz still 200", async () => {
    await testApp.database.close();
    const ready = await testApp.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: "unavailable" });
    expect((await testApp.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
  });

  it("turns an internal failure into the generic message, with no stack trace or SQL", async () => {
    const browser = createTestClient(testApp.app);
    const error = await expectTRPCError(
      browser.trpc.auth.login.mutate({ email: "ana@exemplo.com", password: "segredo123" }),
      { code: "INTERNAL_SERVER_ERROR", httpStatus: 500, message: "Erro ao processar solicitação" },
    );
    expect(error.data?.requestId).toMatch(/^[0-9a-f-]{36}$/);

    const raw = browser.responses.at(-1)?.body ?? "";
    expect(raw).toContain("Erro ao processar solicitação");
    expect(raw).not.toMatch(/"stack"|login_throttles|select|Failed query|at .*\.ts/i);
  });
});
