import { TRPCClientError } from "@trpc/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findSession, findUser, signUp, TEST_PASSWORD, uniqueEmail } from "../testing/accounts";
import { createTestApp, TEST_APP_URL, type TestApp } from "../testing/test-app";
import { createTestClient } from "../testing/trpc-client";

const MESSAGE = "Requisição de origem não permitida.";
const REFUSAL = { error: { message: MESSAGE, code: -32003, data: { code: "FORBIDDEN", httpStatus: 403 } } };

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

describe("Origin guard (CSRF)", () => {
  it("refuses a cross-site signup before it runs: 403 and no account", async () => {
    const attacker = createTestClient(testApp.app, { origin: "https://evil.example" });
    const email = uniqueEmail();
    const refusal = attacker.trpc.auth.signup.mutate({ name: "Ana", email, password: TEST_PASSWORD });
    // The client reads the refusal like any tRPC error, so the user sees the pt-BR message.
    await expect(refusal).rejects.toBeInstanceOf(TRPCClientError);
    await expect(refusal).rejects.toThrow(MESSAGE);

    const response = attacker.responses.at(-1);
    expect(response?.status).toBe(403);
    expect(JSON.parse(response?.body ?? "null")).toEqual([REFUSAL]);
    expect(attacker.sessionToken()).toBeUndefined();
    expect(await findUser(testApp.database.db, email)).toBeUndefined();
  });

  it("refuses a cookie-authenticated POST without Origin, leaving the session alive", async () => {
    const browser = createTestClient(testApp.app);
    await signUp(browser);
    const token = browser.sessionToken() ?? "";

    const noOrigin = createTestClient(testApp.app, { sessionToken: token, origin: null });
    await expect(noOrigin.trpc.auth.logout.mutate()).rejects.toBeInstanceOf(TRPCClientError);
    expect(noOrigin.responses.at(-1)?.status).toBe(403);

    const foreign = createTestClient(testApp.app, { sessionToken: token, origin: "http://localhost:3001" });
    await expect(foreign.trpc.auth.logout.mutate()).rejects.toBeInstanceOf(TRPCClientError);
    expect(foreign.responses.at(-1)?.status).toBe(403);

    expect(await findSession(testApp.database.db, token)).toBeDefined();
    expect(await browser.trpc.auth.me.query()).not.toBeNull();
  });

  it("refuses a malformed Origin", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/trpc/auth.logout",
      headers: { origin: "not a url", "content-type": "application/json" },
      payload: "{}",
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSAL);
  });

  it("lets reads through from any origin (GET has no side effects)", async () => {
    const elsewhere = createTestClient(testApp.app, { origin: "https://evil.example" });
    expect(await elsewhere.trpc.homepage.get.query()).toMatchObject({ primaryButtonLink: "/login" });
  });

  it("accepts a same-origin POST", async () => {
    const browser = createTestClient(testApp.app, { origin: TEST_APP_URL });
    await expect(signUp(browser)).resolves.toMatchObject({ name: "Ana Souza" });
    expect(browser.responses.at(-1)?.status).toBe(200);
  });
});
