import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findUser, signUp, TEST_PASSWORD } from "../testing/accounts";
import { eventually } from "../testing/alert-fixtures";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createTestClient, expectTRPCError } from "../testing/trpc-client";

const ADMIN_EMAIL = "chefe-eventos@exemplo.com";

let testApp: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  testApp = await createTestApp({
    env: { LOG_LEVEL: "info", ADMIN_EMAILS: ADMIN_EMAIL },
    logStream: { write: (line) => void lines.push(line) },
  });
});

afterAll(async () => {
  await testApp?.close();
});

interface LogLine {
  authEvent?: string;
  userId?: string | null;
  actorId?: string;
  reqId?: string;
}

function authEvents(): LogLine[] {
  return lines.map((line) => JSON.parse(line) as LogLine).filter((line) => line.authEvent);
}

function lastEvent(event: string): LogLine | undefined {
  return authEvents().findLast((line) => line.authEvent === event);
}

describe("authentication events are logged with user and request ids, never secrets", () => {
  it("logs signup, login success and failure, lockout, logout, password change, tokens and grants", async () => {
    const admin = createTestClient(testApp.app, { ip: "192.0.2.200" });
    await signUp(admin, { email: ADMIN_EMAIL });
    const adminId = (await findUser(testApp.database.db, ADMIN_EMAIL))?.id;

    const browser = createTestClient(testApp.app, { ip: "192.0.2.201" });
    const { email } = await signUp(browser);
    const userId = (await findUser(testApp.database.db, email))?.id;
    await browser.trpc.auth.logout.mutate();
    for (let i = 0; i < 5; i += 1) {
      await expectTRPCError(browser.trpc.auth.login.mutate({ email, password: "segredo-errado-1" }), {
        code: "UNAUTHORIZED",
      });
    }
    await expectTRPCError(browser.trpc.auth.login.mutate({ email, password: TEST_PASSWORD }), {
      code: "TOO_MANY_REQUESTS",
    });
    const elsewhere = createTestClient(testApp.app, { ip: "192.0.2.202" });
    await elsewhere.trpc.auth.login.mutate({ email, password: TEST_PASSWORD });
    await elsewhere.trpc.account.changePassword.mutate({
      currentPassword: TEST_PASSWORD,
      newPassword: "troca-de-senha-9",
    });
    const token = await elsewhere.trpc.account.createApiToken.mutate({
      name: "Planilha",
      scope: "leitura",
      currentPassword: "troca-de-senha-9",
    });
    await elsewhere.trpc.account.revokeApiToken.mutate({ id: token.id });
    await admin.trpc.admin.access.grantAll.mutate({ userId: userId ?? "" });

    expect(lastEvent("admin_role_granted")).toMatchObject({ userId: adminId });
    expect(lastEvent("signup")).toMatchObject({ userId });
    expect(lastEvent("logout")).toMatchObject({ userId });
    expect(lastEvent("login_failed")).toMatchObject({ userId });
    expect(lastEvent("login_throttled")).toMatchObject({ scope: "clientAccount" });
    expect(lastEvent("login_succeeded")).toMatchObject({ userId });
    expect(lastEvent("password_changed")).toMatchObject({ userId });
    expect(lastEvent("api_token_created")).toMatchObject({ userId, tokenId: token.id });
    expect(lastEvent("api_token_revoked")).toMatchObject({ userId, tokenId: token.id });
    expect(lastEvent("access_granted")).toMatchObject({ userId, actorId: adminId });
    for (const event of authEvents()) expect(event.reqId).toMatch(/^[0-9a-f-]{36}$/);

    const everything = lines.join("\n");
    for (const secret of [TEST_PASSWORD, "segredo-errado-1", "troca-de-senha-9", token.token]) {
      expect(everything).not.toContain(secret);
    }
    expect(everything).not.toMatch(/\$argon2/);
  });

  it("logs a password reset and its request by user id, not by the typed address", async () => {
    const { email } = await signUp(createTestClient(testApp.app, { ip: "192.0.2.210" }));
    const userId = (await findUser(testApp.database.db, email))?.id;
    await createTestClient(testApp.app, { ip: "192.0.2.211" }).trpc.auth.requestPasswordReset.mutate({ email });
    // Logged by the queued task that builds the e-mail, after the answer (decision 033).
    await eventually(() => lastEvent("password_reset_requested")?.userId === userId);
    await createTestClient(testApp.app, { ip: "192.0.2.211" }).trpc.auth.requestPasswordReset.mutate({
      email: "ninguem-aqui@exemplo.com",
    });
    expect(lines.join("\n")).not.toContain("ninguem-aqui@exemplo.com");
  });
});
