import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { THROTTLE_RULES, throttleKey } from "../auth/throttle";
import { loginThrottles } from "../db/schema";
import { signUp, TEST_PASSWORD, uniqueEmail } from "../testing/accounts";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createTestClient, expectTRPCError, type TestClient } from "../testing/trpc-client";

const LOCKED = {
  code: "TOO_MANY_REQUESTS",
  httpStatus: 429,
  message: /^Muitas tentativas de login\. Tente novamente em /,
} as const;
const WRONG = { code: "UNAUTHORIZED", message: "Email ou senha incorretos" } as const;

let testApp: TestApp;
let nextIp = 1;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

/** Each test guesses from its own addresses, so per-client counters never leak between tests. */
function newIp(): string {
  nextIp += 1;
  return `203.0.113.${nextIp}`;
}

/** One browser per request: a shared tRPC client would batch concurrent calls into one request. */
function browserAt(ip: string): TestClient {
  return createTestClient(testApp.app, { ip });
}

async function throttleRow(key: string) {
  const [row] = await testApp.database.db.select().from(loginThrottles).where(eq(loginThrottles.key, key));
  return row;
}

async function expireLock(key: string): Promise<void> {
  await testApp.database.db
    .update(loginThrottles)
    .set({ lockedUntil: new Date(Date.now() - 1000) })
    .where(eq(loginThrottles.key, key));
}

async function failLogins(ip: string, email: string, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    await expectTRPCError(browserAt(ip).trpc.auth.login.mutate({ email, password: "senha-errada" }), WRONG);
  }
}

/** Fires `count` wrong guesses at once and sorts the answers: checked (wrong password) or refused. */
async function concurrentGuesses(ip: string, email: string, count: number) {
  const outcomes = await Promise.allSettled(
    Array.from({ length: count }, () => browserAt(ip).trpc.auth.login.mutate({ email, password: "senha-errada" })),
  );
  const codes = outcomes.map((outcome) =>
    outcome.status === "rejected" ? (outcome.reason as { data?: { code?: string } }).data?.code : "OK",
  );
  return {
    checked: codes.filter((code) => code === "UNAUTHORIZED").length,
    refused: codes.filter((code) => code === "TOO_MANY_REQUESTS").length,
    other: codes.filter((code) => code !== "UNAUTHORIZED" && code !== "TOO_MANY_REQUESTS"),
  };
}

describe("throttling under concurrency and in batches", () => {
  it("checks no more passwords than the limit when guesses arrive all at once", async () => {
    const { email } = await signUp(createTestClient(testApp.app));
    const ip = newIp();
    const result = await concurrentGuesses(ip, email, 25);
    expect(result).toEqual({ checked: THROTTLE_RULES.clientAccount.freeFailures, refused: 20, other: [] });
    expect(await throttleRow(throttleKey("clientAccount", email, ip))).toMatchObject({ failures: 5 });
    await expectTRPCError(browserAt(ip).trpc.auth.login.mutate({ email, password: TEST_PASSWORD }), LOCKED);
  });

  it("counts concurrent guesses across accounts against the client's budget too", async () => {
    const ip = newIp();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, () =>
        browserAt(ip).trpc.auth.login.mutate({ email: uniqueEmail("alvo"), password: "x-senha-1" }),
      ),
    );
    const checked = outcomes.filter(
      (outcome) =>
        outcome.status === "rejected" && (outcome.reason as { data?: { code?: string } }).data?.code === "UNAUTHORIZED",
    );
    expect(checked).toHaveLength(THROTTLE_RULES.client.freeFailures);
  });

  it("refuses authentication procedures inside a tRPC batch, before any password is checked", async () => {
    const { email } = await signUp(createTestClient(testApp.app));
    const ip = newIp();
    const browser = browserAt(ip);
    // One client, calls in the same tick: httpBatchLink sends them as one HTTP request.
    const guesses = Array.from({ length: 4 }, () =>
      browser.trpc.auth.login.mutate({ email, password: "senha-errada" }),
    );
    for (const guess of guesses) {
      await expectTRPCError(guess, { code: "BAD_REQUEST", message: "Envie uma tentativa de acesso por vez." });
    }
    expect(browser.responses).toHaveLength(1);
    expect(browser.responses[0]?.url).toMatch(/^\/trpc\/auth\.login(,auth\.login){3}\?batch=1$/);
    expect(await throttleRow(throttleKey("clientAccount", email, ip))).toBeUndefined();

    const signups = [0, 1].map(() =>
      browser.trpc.auth.signup.mutate({ name: "Lote", email: uniqueEmail(), password: "senha-de-lote-1" }),
    );
    for (const signup of signups) await expectTRPCError(signup, { code: "BAD_REQUEST" });
    const resets = [0, 1].map(() => browser.trpc.auth.requestPasswordReset.mutate({ email }));
    for (const reset of resets) await expectTRPCError(reset, { code: "BAD_REQUEST" });
  });

  it("still answers a lone login sent with the batch flag, as the browser's link does", async () => {
    const { email } = await signUp(createTestClient(testApp.app));
    await expect(browserAt(newIp()).trpc.auth.login.mutate({ email, password: TEST_PASSWORD })).resolves.toEqual({
      ok: true,
    });
  });
});

describe("one client guessing one account", () => {
  it("locks that client after 5 misses, doubling the wait, while the owner elsewhere still gets in", async () => {
    const { email } = await signUp(createTestClient(testApp.app));
    const attacker = newIp();
    await failLogins(attacker, email, THROTTLE_RULES.clientAccount.freeFailures);

    const locked = await expectTRPCError(
      browserAt(attacker).trpc.auth.login.mutate({ email, password: TEST_PASSWORD }),
      LOCKED,
    );
    expect(locked.message).toBe("Muitas tentativas de login. Tente novamente em 1 minuto.");
    const owner = browserAt(newIp());
    await expect(owner.trpc.auth.login.mutate({ email, password: TEST_PASSWORD })).resolves.toEqual({ ok: true });

    const key = throttleKey("clientAccount", email, attacker);
    await expireLock(key);
    await failLogins(attacker, email, 1);
    const row = await throttleRow(key);
    expect(row?.failures).toBe(6);
    const waitMs = (row?.lockedUntil?.getTime() ?? 0) - Date.now();
    expect(waitMs).toBeGreaterThan(60_000);
    expect(waitMs).toBeLessThanOrEqual(120_000);
    await expectTRPCError(browserAt(attacker).trpc.auth.login.mutate({ email, password: TEST_PASSWORD }), {
      ...LOCKED,
      message: "Muitas tentativas de login. Tente novamente em 2 minutos.",
    });
  });

  it("forgets a client's misses once it logs in, and an hour after the last miss", async () => {
    const { email } = await signUp(createTestClient(testApp.app));
    const ip = newIp();
    const key = throttleKey("clientAccount", email, ip);
    await failLogins(ip, email, 4);
    expect(await throttleRow(key)).toMatchObject({ failures: 4, lockedUntil: null });
    await browserAt(ip).trpc.auth.login.mutate({ email, password: TEST_PASSWORD });
    expect(await throttleRow(key)).toBeUndefined();

    await failLogins(ip, email, 4);
    await testApp.database.db
      .update(loginThrottles)
      .set({ updatedAt: new Date(Date.now() - 61 * 60 * 1000) })
      .where(eq(loginThrottles.key, key));
    await failLogins(ip, email, 1);
    expect(await throttleRow(key)).toMatchObject({ failures: 1, lockedUntil: null });
  });

  it("does not spend the client's budget on correct passwords", async () => {
    const { email } = await signUp(createTestClient(testApp.app));
    const ip = newIp();
    for (let i = 0; i < THROTTLE_RULES.client.freeFailures + 5; i += 1) {
      await browserAt(ip).trpc.auth.login.mutate({ email, password: TEST_PASSWORD });
    }
    expect(await throttleRow(throttleKey("client", ip))).toMatchObject({ failures: 0, lockedUntil: null });
  });
});

describe("one client guessing across accounts", () => {
  it("locks the address after 20 misses over different accounts, and only that address", async () => {
    const { email } = await signUp(createTestClient(testApp.app));
    const attacker = newIp();
    for (let i = 0; i < THROTTLE_RULES.client.freeFailures; i += 1) await failLogins(attacker, uniqueEmail("alvo"), 1);

    await expectTRPCError(browserAt(attacker).trpc.auth.login.mutate({ email, password: TEST_PASSWORD }), LOCKED);
    await expect(browserAt(newIp()).trpc.auth.login.mutate({ email, password: TEST_PASSWORD })).resolves.toEqual({
      ok: true,
    });
  });
});

describe("many clients guessing one account (an admin, say)", () => {
  it("slows them with short capped delays, and the owner's known client still gets in", async () => {
    const ownerIp = newIp();
    const { email } = await signUp(createTestClient(testApp.app));
    await browserAt(ownerIp).trpc.auth.login.mutate({ email, password: TEST_PASSWORD });

    // A botnet: each address stays under its own limits.
    const { freeFailures, maxLockMs } = THROTTLE_RULES.account;
    for (let i = 0; i < freeFailures; i += 1) await failLogins(newIp(), email, 1);
    const slowed = await expectTRPCError(
      browserAt(newIp()).trpc.auth.login.mutate({ email, password: "chute-1" }),
      LOCKED,
    );
    expect(slowed.message).toBe("Muitas tentativas de login. Tente novamente em 2 segundos.");

    // However long the attack goes on, the wait never passes the cap…
    const key = throttleKey("account", email);
    for (let i = 0; i < 6; i += 1) {
      await expireLock(key);
      await failLogins(newIp(), email, 1);
    }
    const row = await throttleRow(key);
    expect((row?.lockedUntil?.getTime() ?? 0) - Date.now()).toBeLessThanOrEqual(maxLockMs);
    expect(maxLockMs).toBeLessThanOrEqual(60_000);

    // …and the owner, from the client they logged in from before, is not made to wait at all.
    const owner = browserAt(ownerIp);
    await expect(owner.trpc.auth.login.mutate({ email, password: TEST_PASSWORD })).resolves.toEqual({ ok: true });
    expect(await owner.trpc.auth.me.query()).toMatchObject({ email });
  });
});
