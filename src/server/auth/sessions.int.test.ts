import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../db/schema";
import { findSession, sessionIdOf, signUp } from "../testing/accounts";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createTestClient, type TestClient } from "../testing/trpc-client";
import { SESSION_IDLE_MS, SESSION_MAX_AGE_MS } from "./sessions";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Slack for the time a request takes between our `Date.now()` and the server's. */
const CLOCK_SLACK_MS = 60_000;

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

async function signedInBrowser(): Promise<{ browser: TestClient; token: string }> {
  const browser = createTestClient(testApp.app);
  await signUp(browser);
  const token = browser.sessionToken();
  if (!token) throw new Error("signup set no session cookie");
  return { browser, token };
}

async function setSessionTimes(token: string, times: { createdAt?: Date; expiresAt: Date }): Promise<void> {
  await testApp.database.db
    .update(sessions)
    .set(times)
    .where(eq(sessions.id, sessionIdOf(token)));
}

describe("session expiry", () => {
  it("rejects an expired session, deletes its row and clears the cookie", async () => {
    const { browser, token } = await signedInBrowser();
    await setSessionTimes(token, { expiresAt: new Date(Date.now() - 1000) });

    expect(await browser.trpc.auth.me.query()).toBeNull();
    expect(await findSession(testApp.database.db, token)).toBeUndefined();
    expect(browser.sessionToken()).toBeUndefined();
    expect(browser.lastSessionCookie()?.value).toBe("");
  });

  it("rejects an expired session presented as a bearer token too", async () => {
    const { token } = await signedInBrowser();
    await setSessionTimes(token, { expiresAt: new Date(Date.now() - 1000) });
    const script = createTestClient(testApp.app, { bearer: token, origin: null });
    expect(await script.trpc.auth.me.query()).toBeNull();
    expect(await findSession(testApp.database.db, token)).toBeUndefined();
  });

  it("rejects a token whose secret does not match, without touching the real session", async () => {
    const { token } = await signedInBrowser();
    const forged = `${sessionIdOf(token)}.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa`;
    expect(await createTestClient(testApp.app, { sessionToken: forged }).trpc.auth.me.query()).toBeNull();
    expect(await createTestClient(testApp.app, { sessionToken: "garbage" }).trpc.auth.me.query()).toBeNull();
    expect(await findSession(testApp.database.db, token)).toBeDefined();
  });
});

describe("sliding expiry", () => {
  it("extends a session with less than 15 days left to a full 30 days, cookie included", async () => {
    const { browser, token } = await signedInBrowser();
    await setSessionTimes(token, {
      createdAt: new Date(Date.now() - 20 * DAY_MS),
      expiresAt: new Date(Date.now() + 10 * DAY_MS),
    });

    expect(await browser.trpc.auth.me.query()).not.toBeNull();
    const expiresAt = (await findSession(testApp.database.db, token))?.expiresAt.getTime() ?? 0;
    expect(expiresAt).toBeGreaterThan(Date.now() + SESSION_IDLE_MS - CLOCK_SLACK_MS);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + SESSION_IDLE_MS);
    expect(browser.lastSessionCookie()?.expires?.getTime()).toBe(Math.floor(expiresAt / 1000) * 1000);
    expect(browser.sessionToken()).toBe(token);
  });

  it("leaves a session with more than 15 days left as it is", async () => {
    const { browser, token } = await signedInBrowser();
    const expiresAt = new Date(Date.now() + 20 * DAY_MS);
    await setSessionTimes(token, { expiresAt });

    expect(await browser.trpc.auth.me.query()).not.toBeNull();
    expect((await findSession(testApp.database.db, token))?.expiresAt.getTime()).toBe(expiresAt.getTime());
  });

  it("never extends past 90 days after sign-in", async () => {
    const { browser, token } = await signedInBrowser();
    const createdAt = new Date(Date.now() - 89 * DAY_MS);
    await setSessionTimes(token, { createdAt, expiresAt: new Date(Date.now() + 60 * 60 * 1000) });

    expect(await browser.trpc.auth.me.query()).not.toBeNull();
    const expiresAt = (await findSession(testApp.database.db, token))?.expiresAt.getTime();
    expect(expiresAt).toBe(createdAt.getTime() + SESSION_MAX_AGE_MS);
  });

  it("ends a session at its absolute cap even if it was just used", async () => {
    const { browser, token } = await signedInBrowser();
    const createdAt = new Date(Date.now() - SESSION_MAX_AGE_MS - 1000);
    await setSessionTimes(token, { createdAt, expiresAt: new Date(createdAt.getTime() + SESSION_MAX_AGE_MS) });

    expect(await browser.trpc.auth.me.query()).toBeNull();
    expect(await findSession(testApp.database.db, token)).toBeUndefined();
  });
});

describe("bearer tokens", () => {
  it("authenticate scripts without an Origin header, for queries and mutations", async () => {
    const { token } = await signedInBrowser();
    const script = createTestClient(testApp.app, { bearer: token, origin: null });
    expect(await script.trpc.auth.me.query()).not.toBeNull();

    await expect(script.trpc.auth.logout.mutate()).resolves.toEqual({ ok: true });
    expect(script.responses.at(-1)?.status).toBe(200);
    expect(await findSession(testApp.database.db, token)).toBeUndefined();
  });

  it("win over a cookie, and never get a cookie written back", async () => {
    const { token } = await signedInBrowser();
    const script = createTestClient(testApp.app, { bearer: token, sessionToken: "stale.cookie", origin: null });
    expect(await script.trpc.auth.me.query()).not.toBeNull();
    expect(script.responses.at(-1)?.cookies).toEqual([]);
  });
});
