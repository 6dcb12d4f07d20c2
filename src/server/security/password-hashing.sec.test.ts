import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HASHING_LIMITS, hashingLoad, hashPassword } from "../auth/passwords";
import { signUp, uniqueEmail } from "../testing/accounts";
import { createTestApp, TEST_APP_URL, type TestApp } from "../testing/test-app";
import { createTestClient, expectTRPCError } from "../testing/trpc-client";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { SIGNUP_LIMIT_PER_HOUR: "20" } });
});

afterAll(async () => {
  await testApp?.close();
});

describe("argon2 work is bounded", () => {
  it("runs at most a few hashes at once, queues a few more and refuses the rest at once", async () => {
    const capacity = HASHING_LIMITS.running + HASHING_LIMITS.waiting;
    let peak = 0;
    const started = performance.now();
    const hashes = Array.from({ length: capacity + 10 }, (_, i) => {
      const hashing = hashPassword(`senha-numero-${i}`);
      peak = Math.max(peak, hashingLoad().running);
      return hashing.then(
        () => "hashed",
        (error: unknown) => ({ code: (error as { code?: string }).code, afterMs: performance.now() - started }),
      );
    });
    const outcomes = await Promise.all(hashes);
    const refused = outcomes.filter((outcome) => outcome !== "hashed");
    expect(peak).toBeLessThanOrEqual(HASHING_LIMITS.running);
    expect(refused).toHaveLength(10);
    for (const refusal of refused) {
      expect(refusal).toMatchObject({ code: "SERVER_BUSY" });
      // Refused straight away, not after waiting behind the queue.
      expect(typeof refusal === "object" && refusal.afterMs).toBeLessThan(200);
    }
    expect(hashingLoad()).toEqual({ running: 0, waiting: 0 });
  });

  it("answers a login storm from many clients with clean 503s while /healthz stays quick", async () => {
    const storm = Array.from({ length: 80 }, (_, i) =>
      testApp.app.inject({
        method: "POST",
        url: "/trpc/auth.login",
        remoteAddress: `198.51.100.${i + 1}`,
        headers: { origin: TEST_APP_URL, "content-type": "application/json" },
        payload: JSON.stringify({ email: uniqueEmail(), password: "senha-errada" }),
      }),
    );
    const healthStarted = performance.now();
    const health = await testApp.app.inject({ method: "GET", url: "/healthz" });
    const healthMs = performance.now() - healthStarted;
    const responses = await Promise.all(storm);

    expect(health.statusCode).toBe(200);
    expect(healthMs).toBeLessThan(1000);
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 401 || status === 503)).toBe(true);
    const busy = responses.find((response) => response.statusCode === 503);
    expect(busy?.json()).toMatchObject({
      error: { message: "O servidor está ocupado no momento. Tente novamente em alguns segundos." },
    });
  });
});

describe("signup is limited per client", () => {
  it("lets a client make 20 signup attempts an hour, refusing more before any hashing", async () => {
    const ip = "203.0.113.50";
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, () => signUp(createTestClient(testApp.app, { ip }))),
    );
    const codes = outcomes.map((outcome) =>
      outcome.status === "fulfilled" ? "OK" : (outcome.reason as { data?: { code?: string } }).data?.code,
    );
    expect(codes.filter((code) => code === "OK")).toHaveLength(20);
    expect(codes.filter((code) => code === "TOO_MANY_REQUESTS")).toHaveLength(10);

    await expectTRPCError(signUp(createTestClient(testApp.app, { ip })), {
      code: "TOO_MANY_REQUESTS",
      httpStatus: 429,
      message: "Muitos cadastros a partir desta conexão. Tente novamente mais tarde.",
    });
    // Another client is not affected.
    await expect(signUp(createTestClient(testApp.app, { ip: "203.0.113.51" }))).resolves.toMatchObject({
      name: "Ana Souza",
    });
  });

  it("keeps the spec's 'already registered' answer for a person, but caps how many addresses a client can test", async () => {
    const { email } = await signUp(createTestClient(testApp.app, { ip: "203.0.113.60" }));
    const prober = "203.0.113.61";
    const probe = () =>
      createTestClient(testApp.app, { ip: prober }).trpc.auth.signup.mutate({
        name: "Sonda",
        email,
        password: "sonda-senha-1",
      });
    await expectTRPCError(probe(), { code: "CONFLICT", message: "Este email já está cadastrado. Tente fazer login." });
    for (let i = 1; i < 20; i += 1) await expectTRPCError(probe(), { code: "CONFLICT" });
    // The 21st probe learns nothing.
    await expectTRPCError(probe(), { code: "TOO_MANY_REQUESTS" });
  });
});
