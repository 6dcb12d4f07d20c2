import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../auth/cookies";
import { accessAuditLog, passwordResetTokens, userRoles, users } from "../db/schema";
import type { MailMessage } from "../integrations/mail";
import { requestPasswordReset, RESET_MAIL_QUEUE } from "../services/account/password-reset";
import { scriptWithToken, signedInMember } from "../testing/account-fixtures";
import { signUp, TEST_PASSWORD, uniqueEmail } from "../testing/accounts";
import { eventually } from "../testing/alert-fixtures";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createTestClient, expectTRPCError } from "../testing/trpc-client";

/**
 * Taking an account back (docs/security.md, "Account recovery"): whoever proves the password or
 * the mailbox ends every credential an attacker could still hold, a session alone cannot mint a
 * lasting one, and the recovery paths do not tell which addresses exist.
 */
let testApp: TestApp;
const mails: MailMessage[] = [];
let nextIp = 1;
const db = () => testApp.database.db;

beforeAll(async () => {
  testApp = await createTestApp({
    env: { ADMIN_API_TOKEN_MAX_DAYS: "30" },
    mailer: { mode: "log", send: async (message) => void mails.push(message) },
  });
});

afterAll(async () => {
  await testApp?.close();
});

function browser() {
  nextIp += 1;
  return createTestClient(testApp.app, { ip: `198.51.100.${nextIp}` });
}

const mailsTo = (email: string) => mails.filter((mail) => mail.to === email);

async function resetTokenFor(email: string): Promise<string> {
  const before = mailsTo(email).length;
  await browser().trpc.auth.requestPasswordReset.mutate({ email });
  await eventually(() => mailsTo(email).length > before);
  const token = /redefinir-senha\?token=([a-z2-7]+)/.exec(mailsTo(email).at(-1)?.text ?? "")?.[1];
  if (!token) throw new Error("no reset link in the e-mail");
  return token;
}

describe("API tokens after the account is taken back", () => {
  it("a password reset revokes every API token, an admin's included", async () => {
    const ana = await signedInMember(testApp);
    await db().insert(userRoles).values({ userId: ana.id, role: "admin" });
    const { script } = await scriptWithToken(testApp, ana, "leitura-escrita");
    expect(await script.trpc.admin.stats.query()).toBeDefined();

    await browser().trpc.auth.resetPassword.mutate({
      token: await resetTokenFor(ana.email),
      password: "nova-senha-r1",
    });
    expect(await script.trpc.auth.me.query()).toBeNull();
    await expectTRPCError(script.trpc.admin.stats.query(), { code: "UNAUTHORIZED" });
  });

  it("a password change revokes them unless the member unticks it", async () => {
    const ana = await signedInMember(testApp);
    const { script } = await scriptWithToken(testApp, ana, "leitura");
    await ana.browser.trpc.account.changePassword.mutate({
      currentPassword: ana.password,
      newPassword: "nova-senha-c2",
    });
    expect(await script.trpc.auth.me.query()).toBeNull();
  });

  it("a session alone cannot mint a token: the password is asked, and the owner is told by e-mail", async () => {
    const ana = await signedInMember(testApp);
    const ask = { name: "Planilha", scope: "leitura-escrita" as const };
    await expectTRPCError(ana.browser.trpc.account.createApiToken.mutate({ ...ask, currentPassword: "" }), {
      code: "BAD_REQUEST",
      message: "Informe sua senha atual",
    });
    await expectTRPCError(ana.browser.trpc.account.createApiToken.mutate({ ...ask, currentPassword: "roubada-1" }), {
      code: "BAD_REQUEST",
      message: "Senha incorreta.",
    });
    expect(await ana.browser.trpc.account.apiTokens.query()).toEqual([]);

    const created = await ana.browser.trpc.account.createApiToken.mutate({ ...ask, currentPassword: ana.password });
    const notice = mailsTo(ana.email).at(-1);
    expect(notice?.subject).toBe("Novo token de API na sua conta do Milheiro");
    expect(notice?.text).toContain("Planilha");
    expect(notice?.text).not.toContain(created.token);
  });

  it("an admin's token ends within ADMIN_API_TOKEN_MAX_DAYS, whatever expiry was asked", async () => {
    const admin = await signedInMember(testApp);
    await db().insert(userRoles).values({ userId: admin.id, role: "admin" });
    const forever = await admin.browser.trpc.account.createApiToken.mutate({
      name: "sem validade",
      scope: "leitura",
      currentPassword: admin.password,
    });
    const days = (new Date(forever.expiresAt ?? 0).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it("an audit row names the API token that acted", async () => {
    const admin = await signedInMember(testApp);
    await db().insert(userRoles).values({ userId: admin.id, role: "admin" });
    const member = await signedInMember(testApp);
    const { created, script } = await scriptWithToken(testApp, admin, "leitura-escrita");
    await script.trpc.admin.access.grant.mutate({ userId: member.id, productType: "promocoes", expiresOn: null });
    await admin.browser.trpc.admin.access.revoke.mutate({ userId: member.id, productType: "promocoes" });
    const rows = await db()
      .select({ action: accessAuditLog.action, token: accessAuditLog.actorApiTokenId })
      .from(accessAuditLog)
      .where(eq(accessAuditLog.targetUserId, member.id));
    expect(rows).toEqual(
      expect.arrayContaining([
        { action: "grant", token: created.id },
        { action: "revoke", token: null },
      ]),
    );
    const [audit] = await admin.browser.trpc.admin.audit.forUser.query({ userId: member.id });
    expect(audit).toBeDefined();
  });
});

describe("password reset", () => {
  it("does the same work for a known and an unknown address: it queues the address and nothing else", async () => {
    const { email } = await signUp(browser());
    const unknown = uniqueEmail("ninguem");
    const queued: { queue: string; data: object }[] = [];
    const tasks = { enqueue: async (queue: string, data: object) => void queued.push({ queue, data }) };
    for (const address of [email, unknown]) await requestPasswordReset({ db: db(), tasks }, address, "203.0.113.77");
    expect(queued).toEqual([
      { queue: RESET_MAIL_QUEUE, data: { email } },
      { queue: RESET_MAIL_QUEUE, data: { email: unknown } },
    ]);
    // No link was made before the answer: the account's lookup and its link come after it.
    const links = await db()
      .select({ userId: passwordResetTokens.userId })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.userId))
      .where(eq(users.email, email));
    expect(links).toEqual([]);
  });

  it("a new link ends the older ones at once", async () => {
    const { email } = await signUp(browser());
    const older = await resetTokenFor(email);
    const newer = await resetTokenFor(email);
    const visitor = browser();
    expect(await visitor.trpc.auth.resetLinkStatus.mutate({ token: older })).toEqual({ status: "expired" });
    expect(await visitor.trpc.auth.resetLinkStatus.mutate({ token: newer })).toEqual({ status: "valid" });
    await expectTRPCError(visitor.trpc.auth.resetPassword.mutate({ token: older, password: "nova-senha-o3" }), {
      code: "BAD_REQUEST",
    });
  });
});

describe("e-mail change", () => {
  it("is limited per account before the password is checked", async () => {
    const ana = await signedInMember(testApp);
    const guesses = Array.from({ length: 6 }, (_, i) => ({ newEmail: uniqueEmail(`sonda${i}`), password: "chute-1" }));
    const answers = [];
    for (const guess of guesses) {
      answers.push(await ana.browser.trpc.account.requestEmailChange.mutate(guess).catch((error: Error) => error));
    }
    expect(answers.slice(0, 5).map((answer) => (answer as Error).message)).toEqual(Array(5).fill("Senha incorreta."));
    expect((answers[5] as Error).message).toBe(
      "Muitos pedidos de troca de e-mail. Aguarde um pouco e tente novamente.",
    );
    // Limited, the right password does not get through either: the limit comes first.
    await expectTRPCError(
      ana.browser.trpc.account.requestEmailChange.mutate({ newEmail: uniqueEmail(), password: ana.password }),
      { code: "TOO_MANY_REQUESTS" },
    );
  });

  it("is limited per address asked for, across accounts", async () => {
    const target = uniqueEmail("alvo");
    const answers = [];
    for (let i = 0; i < 4; i += 1) {
      const prober = await signedInMember(testApp);
      answers.push(
        await prober.browser.trpc.account.requestEmailChange
          .mutate({ newEmail: target, password: prober.password })
          .catch((error: Error) => error.message),
      );
    }
    expect(answers.slice(0, 3)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(answers[3]).toBe("Muitos pedidos de troca de e-mail. Aguarde um pouco e tente novamente.");
  });

  it("answers a registered address exactly like a free one, and mails nothing to its owner", async () => {
    const ana = await signedInMember(testApp);
    const bia = await signedInMember(testApp);
    const before = mailsTo(bia.email).length;
    const taken = await ana.browser.trpc.account.requestEmailChange.mutate({
      newEmail: bia.email,
      password: ana.password,
    });
    const free = await ana.browser.trpc.account.requestEmailChange.mutate({
      newEmail: uniqueEmail("livre"),
      password: ana.password,
    });
    expect(taken).toEqual(free);
    expect(mailsTo(bia.email)).toHaveLength(before);
  });
});

describe("confirmation links", () => {
  it("confirm on a bare GET but sign nobody in: the password is asked (no login CSRF)", async () => {
    const confirming = await createTestApp({
      env: { REQUIRE_EMAIL_CONFIRMATION: "true" },
      mailer: { mode: "log", send: async (message) => void mails.push(message) },
    });
    try {
      const email = uniqueEmail("confirma");
      await createTestClient(confirming.app).trpc.auth.signup.mutate({ email, password: TEST_PASSWORD, name: "Rita" });
      const link = /\/auth\/confirmar-email\?token=[a-z2-7]+/.exec(mailsTo(email).at(-1)?.text ?? "")?.[0] ?? "";
      // As a page elsewhere would send it: a GET, no cookie, another site's Referer.
      const opened = await confirming.app.inject({
        method: "GET",
        url: link,
        headers: { referer: "https://atacante.example/" },
      });
      expect(opened.statusCode).toBe(302);
      expect(opened.headers.location).toBe("/login?confirmacao=ok");
      expect(opened.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toBeUndefined();
      const client = createTestClient(confirming.app);
      await client.trpc.auth.login.mutate({ email, password: TEST_PASSWORD });
      expect(await client.trpc.auth.me.query()).toMatchObject({ email });
    } finally {
      await confirming.close();
    }
  });
});
