import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../auth/cookies";
import { CONFIRMATION_TOKEN_TTL_MS } from "../auth/email-confirmation";
import { hashToken } from "../auth/tokens";
import { trialWindow } from "@/shared/domain/payments/trial";
import { emailConfirmationTokens, userProductAccess } from "../db/schema";
import { findUser, TEST_PASSWORD, uniqueEmail } from "../testing/accounts";
import { decodeQuotedPrintable, startTestSmtpServer, type TestSmtpServer } from "../testing/smtp-server";
import { buildAppOn, createTestApp, TEST_APP_URL, type TestApp } from "../testing/test-app";
import { createTestClient, expectTRPCError } from "../testing/trpc-client";

const LINK = /http:\/\/localhost:3000\/auth\/confirmar-email\?token=([a-z2-7]+)/;
const NOT_CONFIRMED = { code: "FORBIDDEN", message: "Email não confirmado. Verifique sua caixa de entrada." } as const;

let smtp: TestSmtpServer;
let testApp: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  testApp = await createTestApp({ env: { REQUIRE_EMAIL_CONFIRMATION: "true", SMTP_URL: smtp.url } });
});

afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

function mailsTo(email: string) {
  return smtp.messages.filter((message) => message.to.includes(email));
}

function linkIn(raw: string): { url: string; token: string } {
  const match = LINK.exec(decodeQuotedPrintable(raw));
  if (!match?.[1]) throw new Error(`no confirmation link in:\n${raw}`);
  return { url: match[0], token: match[1] };
}

async function openLink(url: string) {
  const { pathname, search } = new URL(url);
  return testApp.app.inject({ method: "GET", url: pathname + search });
}

async function signUpUnconfirmed(): Promise<string> {
  const email = uniqueEmail();
  const browser = createTestClient(testApp.app);
  expect(await browser.trpc.auth.signup.mutate({ name: "Rita Lee", email, password: TEST_PASSWORD })).toEqual({
    status: "confirmation_required",
  });
  expect(browser.responses.at(-1)?.cookies).toEqual([]);
  expect(browser.sessionToken()).toBeUndefined();
  return email;
}

describe("signup with e-mail confirmation", () => {
  it("mails a link that confirms once and leaves signing in to the password (no login CSRF)", async () => {
    const email = await signUpUnconfirmed();
    const [mail, ...others] = mailsTo(email);
    expect(others).toEqual([]);
    expect(mail?.from).toBe("nao-responda@milheiro.local");
    expect(mail?.raw).toMatch(/^Subject: Confirme seu e-mail no Milheiro\r?$/m);
    expect(decodeQuotedPrintable(mail?.raw ?? "")).toContain("Olá, Rita Lee!");
    const { url, token } = linkIn(mail?.raw ?? "");
    expect(url.startsWith(`${TEST_APP_URL}/auth/confirmar-email?token=`)).toBe(true);

    const browser = createTestClient(testApp.app);
    await expectTRPCError(browser.trpc.auth.login.mutate({ email, password: TEST_PASSWORD }), NOT_CONFIRMED);
    expect(browser.sessionToken()).toBeUndefined();
    // A fresh link was sent moments ago, so the refused login does not send another.
    expect(mailsTo(email)).toHaveLength(1);

    const confirmed = await openLink(url);
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers.location).toBe("/login?confirmacao=ok");
    // A bare GET from anywhere must not sign the visitor in to the link's account.
    expect(confirmed.cookies.find((item) => item.name === SESSION_COOKIE)).toBeUndefined();
    expect((await findUser(testApp.database.db, email))?.emailConfirmedAt).toBeInstanceOf(Date);
    // Single use: only the hash was stored, and it is gone.
    const rows = await testApp.database.db
      .select()
      .from(emailConfirmationTokens)
      .where(eq(emailConfirmationTokens.tokenHash, hashToken(token)));
    expect(rows).toEqual([]);

    const reused = await openLink(url);
    expect(reused.statusCode).toBe(302);
    expect(reused.headers.location).toBe("/login?confirmacao=invalida");
    expect(reused.cookies).toEqual([]);

    await expect(browser.trpc.auth.login.mutate({ email, password: TEST_PASSWORD })).resolves.toEqual({ ok: true });
    expect(await browser.trpc.auth.me.query()).toMatchObject({ email, fullName: "Rita Lee" });
  });

  it("does not reveal the confirmation state to a wrong password", async () => {
    const email = await signUpUnconfirmed();
    await expectTRPCError(createTestClient(testApp.app).trpc.auth.login.mutate({ email, password: "errada!" }), {
      code: "UNAUTHORIZED",
      message: "Email ou senha incorretos",
    });
  });

  it("re-sends a new link on login once the last one is more than ten minutes old", async () => {
    const email = await signUpUnconfirmed();
    const user = await findUser(testApp.database.db, email);
    const elevenMinutesAgo = Date.now() - 11 * 60 * 1000;
    await testApp.database.db
      .update(emailConfirmationTokens)
      .set({ expiresAt: new Date(elevenMinutesAgo + CONFIRMATION_TOKEN_TTL_MS) })
      .where(eq(emailConfirmationTokens.userId, user?.id ?? ""));

    await expectTRPCError(
      createTestClient(testApp.app).trpc.auth.login.mutate({ email, password: TEST_PASSWORD }),
      NOT_CONFIRMED,
    );
    const [first, second] = mailsTo(email);
    expect(second).toBeDefined();
    expect(linkIn(second?.raw ?? "").token).not.toBe(linkIn(first?.raw ?? "").token);
    expect((await openLink(linkIn(second?.raw ?? "").url)).headers.location).toBe("/login?confirmacao=ok");
  });

  it("refuses expired, unknown and missing tokens", async () => {
    const email = await signUpUnconfirmed();
    const { url } = linkIn(mailsTo(email)[0]?.raw ?? "");
    const user = await findUser(testApp.database.db, email);
    await testApp.database.db
      .update(emailConfirmationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailConfirmationTokens.userId, user?.id ?? ""));

    for (const target of [url, "/auth/confirmar-email?token=desconhecido", "/auth/confirmar-email"]) {
      const response = await testApp.app.inject({ method: "GET", url: target.replace(TEST_APP_URL, "") });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe("/login?confirmacao=invalida");
      expect(response.cookies).toEqual([]);
    }
    expect((await findUser(testApp.database.db, email))?.emailConfirmedAt).toBeNull();
  });

  it("still creates the account when the mail server is down", async () => {
    const down = await startTestSmtpServer();
    await down.close();
    const app = await buildAppOn(testApp.database, { REQUIRE_EMAIL_CONFIRMATION: "true", SMTP_URL: down.url });
    try {
      const email = uniqueEmail();
      const result = await createTestClient(app).trpc.auth.signup.mutate({
        name: "Ana",
        email,
        password: TEST_PASSWORD,
      });
      expect(result).toEqual({ status: "confirmation_required" });
      expect(await findUser(testApp.database.db, email)).toBeDefined();
    } finally {
      await app.close();
    }
  });
});

describe("the PRO trial with e-mail confirmation (docs/decisions/031)", () => {
  it("starts at the confirmation, not at signup", async () => {
    const email = await signUpUnconfirmed();
    const user = await findUser(testApp.database.db, email);
    const trialOf = async () =>
      (
        await testApp.database.db
          .select({ expiresAt: userProductAccess.expiresAt })
          .from(userProductAccess)
          .where(and(eq(userProductAccess.userId, user?.id ?? ""), eq(userProductAccess.productType, "teste-pro")))
      )[0];
    expect(await trialOf()).toBeUndefined();
    const confirmedAt = new Date();
    expect((await openLink(linkIn(mailsTo(email)[0]?.raw ?? "").url)).statusCode).toBe(302);
    expect((await trialOf())?.expiresAt).toEqual(trialWindow(confirmedAt).endsAt);
  });
});
