import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginThrottles } from "../db/schema";
import { signUp, TEST_PASSWORD, uniqueEmail } from "../testing/accounts";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createTestClient, expectTRPCError, type TestClient } from "../testing/trpc-client";
import { THROTTLE_RULES, throttleKey } from "./throttle";

const LOCKED = { code: "TOO_MANY_REQUESTS", httpStatus: 429, message: /^Muitas tentativas de login\./ } as const;
const WRONG = { code: "UNAUTHORIZED", message: "Email ou senha incorretos" } as const;

let testApp: TestApp;
let nextIp = 1;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

/** Each test logs in from its own address, so per-IP counters never leak between tests. */
function browserFromNewIp(): TestClient {
  nextIp += 1;
  return createTestClient(testApp.app, { ip: `203.0.113.${nextIp}` });
}

async function throttleRow(key: string) {
  const [row] = await testApp.database.db.select().from(loginThrottles).where(eq(loginThrottles.key, key));
  return row;
}

function repeat(email: string, times: number): string[] {
  return Array.from({ length: times }, () => email);
}

async function failLogins(browser: TestClient, emails: string[]): Promise<void> {
  for (const email of emails) {
    await expectTRPCError(browser.trpc.auth.login.mutate({ email, password: "senha-errada" }), WRONG);
  }
}

describe("per-account login throttling", () => {
  it("locks the account after 5 misses, even against the right password, until the lock passes", async () => {
    const { email } = await signUp(createTestClient(testApp.app));
    const browser = browserFromNewIp();
    await failLogins(browser, repeat(email, THROTTLE_RULES.account.freeFailures));

    const locked = await expectTRPCError(browser.trpc.auth.login.mutate({ email, password: TEST_PASSWORD }), LOCKED);
    expect(locked.message).toBe("Muitas tentativas de login. Tente novamente em 1 minuto.");
    expect(browser.sessionToken()).toBeUndefined();
    // The lock follows the account to any other address.
    await expectTRPCError(browserFromNewIp().trpc.auth.login.mutate({ email, password: TEST_PASSWORD }), LOCKED);

    const key = throttleKey("account", email);
    expect(await throttleRow(key)).toMatchObject({ failures: 5 });
    await testApp.database.db
      .update(loginThrottles)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(loginThrottles.key, key));

    await expect(browser.trpc.auth.login.mutate({ email, password: TEST_PASSWORD })).resolves.toEqual({ ok: true });
    expect(await browser.trpc.auth.me.query()).toMatchObject({ email });
    expect(await throttleRow(key)).toBeUndefined();
  });

  it("lets the account in with fewer than 5 misses, then forgets them", async () => {
    const { email } = await signUp(createTestClient(testApp.app));
    const browser = browserFromNewIp();
    await failLogins(browser, repeat(email, THROTTLE_RULES.account.freeFailures - 1));
    expect(await throttleRow(throttleKey("account", email))).toMatchObject({ failures: 4, lockedUntil: null });

    await browser.trpc.auth.login.mutate({ email, password: TEST_PASSWORD });
    expect(await throttleRow(throttleKey("account", email))).toBeUndefined();
  });

  it("doubles the lock with each further miss", async () => {
    const { email } = await signUp(createTestClient(testApp.app));
    const key = throttleKey("account", email);
    const browser = browserFromNewIp();
    await failLogins(browser, repeat(email, THROTTLE_RULES.account.freeFailures));
    await testApp.database.db
      .update(loginThrottles)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(loginThrottles.key, key));

    await failLogins(browser, [email]);
    const row = await throttleRow(key);
    expect(row?.failures).toBe(6);
    const waitMs = (row?.lockedUntil?.getTime() ?? 0) - Date.now();
    expect(waitMs).toBeGreaterThan(60_000);
    expect(waitMs).toBeLessThanOrEqual(120_000);
    await expectTRPCError(browser.trpc.auth.login.mutate({ email, password: TEST_PASSWORD }), {
      ...LOCKED,
      message: "Muitas tentativas de login. Tente novamente em 2 minutos.",
    });
  });

  it("starts counting afresh an hour after the last miss", async () => {
    const email = uniqueEmail();
    const key = throttleKey("account", email);
    const browser = browserFromNewIp();
    await failLogins(browser, repeat(email, THROTTLE_RULES.account.freeFailures - 1));
    await testApp.database.db
      .update(loginThrottles)
      .set({ updatedAt: new Date(Date.now() - 61 * 60 * 1000) })
      .where(eq(loginThrottles.key, key));

    await failLogins(browser, [email]);
    expect(await throttleRow(key)).toMatchObject({ failures: 1, lockedUntil: null });
  });
});

describe("per-IP login throttling", () => {
  it("locks an address after 20 misses across different accounts, and only that address", async () => {
    const { email } = await signUp(createTestClient(testApp.app));
    const attacker = browserFromNewIp();
    const guesses = Array.from({ length: THROTTLE_RULES.ip.freeFailures }, () => uniqueEmail("alvo"));
    await failLogins(attacker, guesses);

    // No single account reached its limit; the address did.
    expect((await throttleRow(throttleKey("account", guesses[0] ?? "")))?.failures).toBe(1);
    await expectTRPCError(attacker.trpc.auth.login.mutate({ email, password: TEST_PASSWORD }), LOCKED);

    const elsewhere = browserFromNewIp();
    await expect(elsewhere.trpc.auth.login.mutate({ email, password: TEST_PASSWORD })).resolves.toEqual({ ok: true });
  });
});
