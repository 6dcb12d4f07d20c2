import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiTokenRow, scriptWithToken, signedInMember } from "../testing/account-fixtures";
import { signUp, TEST_PASSWORD } from "../testing/accounts";
import { eventually } from "../testing/alert-fixtures";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createTestClient, expectTRPCError } from "../testing/trpc-client";
import type { MailMessage } from "../integrations/mail";

const LINK = /redefinir-senha\?token=([\w-]+)/;
const USED = {
  code: "BAD_REQUEST",
  message: "Este link de redefinição já foi usado. Peça um novo link em 'Esqueci minha senha'.",
} as const;

let testApp: TestApp;
const mails: MailMessage[] = [];
let nextIp = 1;

beforeAll(async () => {
  testApp = await createTestApp({ mailer: { mode: "log", send: async (message) => void mails.push(message) } });
});

afterAll(async () => {
  await testApp?.close();
});

function browser() {
  nextIp += 1;
  return createTestClient(testApp.app, { ip: `192.0.2.${nextIp}` });
}

async function resetLinkFor(email: string): Promise<string> {
  const before = mails.filter((mail) => mail.to === email).length;
  await browser().trpc.auth.requestPasswordReset.mutate({ email });
  await eventually(() => mails.filter((mail) => mail.to === email).length > before);
  const token = LINK.exec(mails.filter((mail) => mail.to === email).at(-1)?.text ?? "")?.[1];
  if (!token) throw new Error("no reset link in the e-mail");
  return token;
}

describe("reset and API tokens single-use / revocable", () => {
  it("lets one reset link set one password, even when it is used many times at once", async () => {
    const { email } = await signUp(browser());
    const token = await resetLinkFor(email);
    const uses = await Promise.allSettled(
      ["nova-senha-a1", "nova-senha-b2", "nova-senha-c3", "nova-senha-d4"].map((password) =>
        browser().trpc.auth.resetPassword.mutate({ token, password }),
      ),
    );
    const won = uses.flatMap((use, i) => (use.status === "fulfilled" ? [i] : []));
    expect(won).toHaveLength(1);
    for (const use of uses) {
      if (use.status === "rejected") expect((use.reason as Error).message).toBe(USED.message);
    }
    await expectTRPCError(browser().trpc.auth.resetPassword.mutate({ token, password: "mais-uma-senha-9" }), USED);
    const winner = ["nova-senha-a1", "nova-senha-b2", "nova-senha-c3", "nova-senha-d4"][won[0] ?? -1] ?? "";
    await expect(browser().trpc.auth.login.mutate({ email, password: winner })).resolves.toEqual({ ok: true });
  });

  it("voids every older reset link of the account once one is used", async () => {
    const { email } = await signUp(browser());
    const older = await resetLinkFor(email);
    const newer = await resetLinkFor(email);
    await browser().trpc.auth.resetPassword.mutate({ token: newer, password: "nova-senha-e5" });
    await expectTRPCError(browser().trpc.auth.resetPassword.mutate({ token: older, password: "nova-senha-f6" }), USED);
  });

  it("a reset ends every session the old password opened", async () => {
    const member = browser();
    const { email } = await signUp(member);
    expect(await member.trpc.auth.me.query()).toMatchObject({ email });
    await browser().trpc.auth.resetPassword.mutate({ token: await resetLinkFor(email), password: "nova-senha-g7" });
    expect(await member.trpc.auth.me.query()).toBeNull();
  });

  it("stops an API token at once when revoked, and only its owner can revoke it", async () => {
    const ana = await signedInMember(testApp);
    const bia = await signedInMember(testApp);
    const { created, script } = await scriptWithToken(testApp, ana, "leitura-escrita");
    expect(await script.trpc.auth.me.query()).toMatchObject({ email: ana.email });

    await expectTRPCError(bia.browser.trpc.account.revokeApiToken.mutate({ id: created.id }), { code: "NOT_FOUND" });
    expect(await script.trpc.auth.me.query()).toMatchObject({ email: ana.email });

    await ana.browser.trpc.account.revokeApiToken.mutate({ id: created.id });
    expect(await apiTokenRow(testApp.database.db, created.id)).toBeUndefined();
    expect(await script.trpc.auth.me.query()).toBeNull();
    await expectTRPCError(script.trpc.wallet.programs.list.query(), { code: "UNAUTHORIZED" });
  });

  it("an API token cannot mint another token, nor change the password that would outlive its revocation", async () => {
    const ana = await signedInMember(testApp);
    const { script } = await scriptWithToken(testApp, ana, "leitura-escrita");
    const refused = {
      code: "FORBIDDEN",
      message: "Esta ação só pode ser feita na página Minha conta, entrando com sua senha.",
    } as const;
    await expectTRPCError(
      script.trpc.account.createApiToken.mutate({
        name: "outro",
        scope: "leitura-escrita",
        currentPassword: TEST_PASSWORD,
      }),
      refused,
    );
    await expectTRPCError(
      script.trpc.account.changePassword.mutate({ currentPassword: TEST_PASSWORD, newPassword: "senha-do-script-1" }),
      refused,
    );
  });
});
