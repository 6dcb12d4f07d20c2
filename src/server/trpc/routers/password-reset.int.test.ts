import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetPassword } from "../../services/account/password-reset";
import { signUp, TEST_PASSWORD } from "../../testing/accounts";
import { eventually, mailsTo } from "../../testing/alert-fixtures";
import { startTestSmtpServer, type TestSmtpServer } from "../../testing/smtp-server";
import { recordingLogger } from "../../testing/logger";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { createTestClient, expectTRPCError } from "../../testing/trpc-client";

const LINK = /http:\/\/localhost:3000\/redefinir-senha\?token=([a-z2-7]+)/;
let smtp: TestSmtpServer;
let testApp: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  testApp = await createTestApp({ env: { SMTP_URL: smtp.url } });
});

afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

async function resetTokenFor(email: string, ip: string): Promise<string> {
  const before = mailsTo(smtp.messages, email).length;
  await createTestClient(testApp.app, { ip }).trpc.auth.requestPasswordReset.mutate({ email });
  await eventually(() => mailsTo(smtp.messages, email).length > before);
  const token = LINK.exec(mailsTo(smtp.messages, email).at(-1) ?? "")?.[1];
  if (!token) throw new Error("no reset link in the e-mail");
  return token;
}

describe("password reset", () => {
  it("answers the same for unknown addresses and sends nothing", async () => {
    const anonymous = createTestClient(testApp.app, { ip: "10.0.0.1" });
    expect(await anonymous.trpc.auth.requestPasswordReset.mutate({ email: "ninguem@exemplo.com" })).toEqual({
      ok: true,
    });
    expect(mailsTo(smtp.messages, "ninguem@exemplo.com")).toEqual([]);
  });

  it("resets with a single-use link, ends every other session and logs the member in", async () => {
    const browser = createTestClient(testApp.app);
    const account = await signUp(browser);
    const otherDevice = createTestClient(testApp.app);
    await otherDevice.trpc.auth.login.mutate({ email: account.email, password: TEST_PASSWORD });

    const token = await resetTokenFor(account.email, "10.0.0.2");
    const mail = mailsTo(smtp.messages, account.email).at(-1) ?? "";
    expect(mail).toContain("Redefina sua senha do Milheiro");
    expect(mail).toContain("60 minutos");

    const resetter = createTestClient(testApp.app);
    expect(await resetter.trpc.auth.resetLinkStatus.mutate({ token })).toEqual({ status: "valid" });
    await expectTRPCError(resetter.trpc.auth.resetPassword.mutate({ token, password: "123" }), {
      code: "BAD_REQUEST",
      message: "A senha deve ter pelo menos 6 caracteres",
    });
    await resetter.trpc.auth.resetPassword.mutate({ token, password: "nova-senha-forte" });
    expect(await resetter.trpc.auth.me.query()).toMatchObject({ email: account.email });

    expect(await browser.trpc.auth.me.query()).toBeNull();
    expect(await otherDevice.trpc.auth.me.query()).toBeNull();
    await expectTRPCError(
      createTestClient(testApp.app).trpc.auth.login.mutate({ email: account.email, password: TEST_PASSWORD }),
      {
        code: "UNAUTHORIZED",
      },
    );
    await createTestClient(testApp.app).trpc.auth.login.mutate({ email: account.email, password: "nova-senha-forte" });

    expect(await resetter.trpc.auth.resetLinkStatus.mutate({ token })).toEqual({ status: "used" });
    await expectTRPCError(resetter.trpc.auth.resetPassword.mutate({ token, password: "outra-senha-123" }), {
      code: "BAD_REQUEST",
      message: "Este link de redefinição já foi usado. Peça um novo link em 'Esqueci minha senha'.",
    });
  });

  it("refuses an expired link and an unknown one", async () => {
    const account = await signUp(createTestClient(testApp.app));
    const token = await resetTokenFor(account.email, "10.0.0.3");
    const later = new Date(Date.now() + 61 * 60 * 1000);
    await expect(
      resetPassword(
        { db: testApp.database.db, log: recordingLogger() },
        { token, password: "nova-senha-forte" },
        later,
      ),
    ).rejects.toMatchObject({
      code: "RESET_LINK_EXPIRED",
    });
    const client = createTestClient(testApp.app);
    await expectTRPCError(client.trpc.auth.resetPassword.mutate({ token: "naoexiste", password: "nova-senha-forte" }), {
      code: "BAD_REQUEST",
      message: "Link de redefinição inválido. Peça um novo link em 'Esqueci minha senha'.",
    });
  });

  it("throttles requests per address and per IP", async () => {
    const account = await signUp(createTestClient(testApp.app));
    for (const ip of ["10.1.0.1", "10.1.0.2", "10.1.0.3"]) {
      await createTestClient(testApp.app, { ip }).trpc.auth.requestPasswordReset.mutate({ email: account.email });
    }
    await expectTRPCError(
      createTestClient(testApp.app, { ip: "10.1.0.4" }).trpc.auth.requestPasswordReset.mutate({ email: account.email }),
      {
        code: "TOO_MANY_REQUESTS",
        message: "Muitos pedidos de redefinição de senha. Aguarde alguns minutos e tente novamente.",
      },
    );
    const sameIp = createTestClient(testApp.app, { ip: "10.2.0.1" });
    for (let i = 0; i < 10; i += 1)
      await sameIp.trpc.auth.requestPasswordReset.mutate({ email: `pessoa${i}@exemplo.com` });
    await expectTRPCError(sameIp.trpc.auth.requestPasswordReset.mutate({ email: "outra@exemplo.com" }), {
      code: "TOO_MANY_REQUESTS",
    });
  });
});
