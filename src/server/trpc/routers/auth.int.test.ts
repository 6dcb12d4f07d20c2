import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../auth/cookies";
import { SESSION_IDLE_MS } from "../../auth/sessions";
import { hashToken } from "../../auth/tokens";
import { profiles, users } from "../../db/schema";
import { findSession, findUser, signUp, TEST_PASSWORD, uniqueEmail } from "../../testing/accounts";
import { buildAppOn, createTestApp, type TestApp } from "../../testing/test-app";
import { createTestClient, expectTRPCError } from "../../testing/trpc-client";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

const client = () => createTestClient(testApp.app);

async function userCount(email: string): Promise<number> {
  const [row] = await testApp.database.db.select({ n: count() }).from(users).where(eq(users.email, email));
  return row?.n ?? 0;
}

describe("auth.signup", () => {
  it("creates the account and profile, normalises input and signs in with a safe cookie", async () => {
    const browser = client();
    const email = uniqueEmail("nova");
    const result = await browser.trpc.auth.signup.mutate({
      name: "  Maria da Silva  ",
      email: `  ${email.toUpperCase()} `,
      password: TEST_PASSWORD,
    });
    expect(result).toEqual({ status: "signed_in" });

    const cookie = browser.lastSessionCookie();
    expect(cookie).toMatchObject({ name: SESSION_COOKIE, httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.secure).toBeFalsy();
    // The browser's copy expires with the stored session (30-day sliding window).
    expect(cookie?.expires?.getTime()).toBeGreaterThan(Date.now() + SESSION_IDLE_MS - 60_000);

    const me = await browser.trpc.auth.me.query();
    // Every new account starts on the PRO trial, which opens Minha Gestão (docs/decisions/031).
    expect(me).toMatchObject({ email, fullName: "Maria da Silva", isAdmin: false, hasDashboardAccess: true });
    expect(me?.trialLastDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const user = await findUser(testApp.database.db, email);
    expect(user?.passwordHash.startsWith("$argon2id$")).toBe(true);
    const [profile] = await testApp.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, user?.id ?? ""));
    expect(profile).toMatchObject({ email, fullName: "Maria da Silva" });

    const token = browser.sessionToken();
    expect(token).toBeDefined();
    // Only a hash of the secret is stored, never the token itself.
    const session = await findSession(testApp.database.db, token ?? "");
    expect(session?.userId).toBe(user?.id);
    expect(session?.secretHash).toBe(hashToken(token?.split(".")[1] ?? ""));
    expect(session?.secretHash).not.toContain(token?.split(".")[1] ?? "");
  });

  it("refuses an e-mail already registered, whatever its case or spacing", async () => {
    const { email } = await signUp(client());
    for (const variant of [email, ` ${email.toUpperCase()}  `]) {
      const second = client();
      const error = await expectTRPCError(
        second.trpc.auth.signup.mutate({ name: "Outra", email: variant, password: "outrasenha" }),
        { code: "CONFLICT", httpStatus: 409, message: "Este email já está cadastrado. Tente fazer login." },
      );
      // The form shows it under the e-mail field (src/server/errors.ts names the field).
      expect(error.data?.fieldErrors).toEqual({ email: ["Este email já está cadastrado. Tente fazer login."] });
      expect(second.sessionToken()).toBeUndefined();
    }
    expect(await userCount(email)).toBe(1);
  });

  it("refuses a short password with the spec's message and creates nothing", async () => {
    const email = uniqueEmail();
    const error = await expectTRPCError(client().trpc.auth.signup.mutate({ name: "Ana", email, password: "12345" }), {
      code: "BAD_REQUEST",
      httpStatus: 400,
      message: "A senha deve ter pelo menos 6 caracteres",
    });
    expect(error.data?.fieldErrors?.password).toEqual(["A senha deve ter pelo menos 6 caracteres"]);
    expect(await userCount(email)).toBe(0);
  });

  it("refuses an invalid e-mail and a blank name", async () => {
    const invalid = await expectTRPCError(
      client().trpc.auth.signup.mutate({ name: "Ana", email: "ana.exemplo.com", password: TEST_PASSWORD }),
      { code: "BAD_REQUEST", message: "Email inválido" },
    );
    expect(invalid.data?.fieldErrors?.email).toEqual(["Email inválido"]);

    await expectTRPCError(
      client().trpc.auth.signup.mutate({ name: "   ", email: uniqueEmail(), password: TEST_PASSWORD }),
      { code: "BAD_REQUEST", message: "Informe seu nome completo" },
    );
  });
});

describe("auth.login", () => {
  it("signs in with the right password, whatever the e-mail's case", async () => {
    const { email } = await signUp(client());
    const browser = client();
    expect(await browser.trpc.auth.me.query()).toBeNull();
    await expect(
      browser.trpc.auth.login.mutate({ email: ` ${email.toUpperCase()}`, password: TEST_PASSWORD }),
    ).resolves.toEqual({
      ok: true,
    });
    expect(browser.lastSessionCookie()).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect((await browser.trpc.auth.me.query())?.email).toBe(email);
  });

  it("gives one message for a wrong password and for an unknown e-mail", async () => {
    const { email } = await signUp(client());
    const expected = { code: "UNAUTHORIZED", httpStatus: 401, message: "Email ou senha incorretos" } as const;
    const browser = client();
    await expectTRPCError(browser.trpc.auth.login.mutate({ email, password: "senha-errada" }), expected);
    await expectTRPCError(browser.trpc.auth.login.mutate({ email: uniqueEmail(), password: TEST_PASSWORD }), expected);
    expect(browser.sessionToken()).toBeUndefined();
    expect(await browser.trpc.auth.me.query()).toBeNull();
  });

  it("requires a password", async () => {
    await expectTRPCError(client().trpc.auth.login.mutate({ email: uniqueEmail(), password: "" }), {
      code: "BAD_REQUEST",
      message: "Informe sua senha",
    });
  });

  it("refuses a short password with product §5's message, without counting a failed login", async () => {
    const { email } = await signUp(client());
    const browser = client();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await expectTRPCError(browser.trpc.auth.login.mutate({ email, password: "12345" }), {
        code: "BAD_REQUEST",
        message: "A senha deve ter pelo menos 6 caracteres",
      });
    }
    // Six short tries would have locked the account (5 misses) had they reached the credential check.
    await expect(browser.trpc.auth.login.mutate({ email, password: TEST_PASSWORD })).resolves.toEqual({ ok: true });
  });
});

describe("auth.logout", () => {
  it("deletes the session, so the old token is dead as a cookie and as a bearer token", async () => {
    const browser = client();
    await signUp(browser);
    const oldToken = browser.sessionToken() ?? "";
    expect(await findSession(testApp.database.db, oldToken)).toBeDefined();

    await expect(browser.trpc.auth.logout.mutate()).resolves.toEqual({ ok: true });
    expect(browser.sessionToken()).toBeUndefined();
    expect(await browser.trpc.auth.me.query()).toBeNull();
    expect(await findSession(testApp.database.db, oldToken)).toBeUndefined();

    expect(await createTestClient(testApp.app, { sessionToken: oldToken }).trpc.auth.me.query()).toBeNull();
    expect(await createTestClient(testApp.app, { bearer: oldToken, origin: null }).trpc.auth.me.query()).toBeNull();
  });

  it("leaves the user's other sessions alone", async () => {
    const first = client();
    const { email } = await signUp(first);
    const second = client();
    await second.trpc.auth.login.mutate({ email, password: TEST_PASSWORD });
    await first.trpc.auth.logout.mutate();
    expect((await second.trpc.auth.me.query())?.email).toBe(email);
  });

  it("is harmless without a session", async () => {
    await expect(client().trpc.auth.logout.mutate()).resolves.toEqual({ ok: true });
  });
});

describe("settings", () => {
  it("refuses signups while SIGNUPS_ENABLED=false, but existing accounts still log in", async () => {
    const { email } = await signUp(client());
    const closed = await buildAppOn(testApp.database, { SIGNUPS_ENABLED: "false" });
    try {
      const newcomer = createTestClient(closed);
      const blocked = uniqueEmail();
      await expectTRPCError(
        newcomer.trpc.auth.signup.mutate({ name: "Ana", email: blocked, password: TEST_PASSWORD }),
        {
          code: "FORBIDDEN",
          message: "Cadastros estão temporariamente desabilitados.",
        },
      );
      expect(await userCount(blocked)).toBe(0);
      await expect(newcomer.trpc.auth.login.mutate({ email, password: TEST_PASSWORD })).resolves.toEqual({ ok: true });
    } finally {
      await closed.close();
    }
  });

  it("marks the session cookie Secure when APP_URL is https", async () => {
    const appUrl = "https://milheiro.example";
    const app = await buildAppOn(testApp.database, { APP_URL: appUrl });
    try {
      const browser = createTestClient(app, { origin: appUrl });
      await signUp(browser);
      expect(browser.lastSessionCookie()).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax", path: "/" });
    } finally {
      await app.close();
    }
  });
});
