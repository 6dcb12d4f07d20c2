import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiTokens, loyaltyPrograms, payments, sessions, users } from "../../db/schema";
import { scriptWithToken, signedInMember, type SignedInMember } from "../../testing/account-fixtures";
import { findSession, findUser } from "../../testing/accounts";
import { mailsTo } from "../../testing/alert-fixtures";
import { startTestSmtpServer, type TestSmtpServer } from "../../testing/smtp-server";
import { createTestApp, TEST_APP_URL, type TestApp } from "../../testing/test-app";
import { createTestClient, expectTRPCError } from "../../testing/trpc-client";

const WINDOWS_CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const CHANGE_LINK = /http:\/\/localhost:3000(\/auth\/confirmar-novo-email\?token=[a-z2-7]+)/;

let smtp: TestSmtpServer;
let testApp: TestApp;
const db = () => testApp.database.db;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  testApp = await createTestApp({ env: { SMTP_URL: smtp.url } });
});

afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

/** Logs in as a browser on another device would, returning that device's session token. */
async function loginFromAnotherDevice(member: SignedInMember, userAgent = WINDOWS_CHROME): Promise<string> {
  const response = await testApp.app.inject({
    method: "POST",
    url: "/trpc/auth.login",
    headers: { origin: TEST_APP_URL, "user-agent": userAgent, "content-type": "application/json" },
    remoteAddress: "203.0.113.9",
    payload: JSON.stringify({ email: member.email, password: member.password }),
  });
  const token = response.cookies.find((cookie) => cookie.name === "milheiro_session")?.value;
  if (!token) throw new Error(`login failed: ${response.body}`);
  return token;
}

const signedIn = (token: string) => createTestClient(testApp.app, { sessionToken: token });

describe("Minha conta", () => {
  it("edits the name", async () => {
    const ana = await signedInMember(testApp);
    await ana.browser.trpc.account.updateName.mutate({ name: "  Ana Maria  " });
    expect(await ana.browser.trpc.auth.me.query()).toMatchObject({ fullName: "Ana Maria" });
    await expectTRPCError(ana.browser.trpc.account.updateName.mutate({ name: " " }), {
      code: "BAD_REQUEST",
      message: "Informe seu nome completo",
    });
  });

  it("changes the e-mail only when the link sent to the new address is opened", async () => {
    const ana = await signedInMember(testApp);
    const newEmail = `nova-${randomBytes(4).toString("hex")}@exemplo.com`;
    const wrongPassword = await expectTRPCError(
      ana.browser.trpc.account.requestEmailChange.mutate({ newEmail, password: "errada-123" }),
      { code: "BAD_REQUEST", message: "Senha incorreta." },
    );
    expect(wrongPassword.data?.fieldErrors).toEqual({ password: ["Senha incorreta."] });
    await expectTRPCError(
      ana.browser.trpc.account.requestEmailChange.mutate({ newEmail: ana.email, password: ana.password }),
      {
        code: "BAD_REQUEST",
        message: "Este já é o e-mail da sua conta.",
      },
    );
    await ana.browser.trpc.account.requestEmailChange.mutate({
      newEmail: newEmail.toUpperCase(),
      password: ana.password,
    });

    const mail = mailsTo(smtp.messages, newEmail).at(-1) ?? "";
    expect(mail).toContain("Confirme seu novo e-mail no Milheiro");
    expect(mailsTo(smtp.messages, ana.email).at(-1)).toContain(newEmail);
    expect(await ana.browser.trpc.auth.me.query()).toMatchObject({ email: ana.email });

    const path = CHANGE_LINK.exec(mail)?.[1];
    if (!path) throw new Error("no link in the e-mail");
    const opened = await testApp.app.inject({ url: path });
    expect(opened.headers.location).toBe("/minha-conta?email=confirmado");
    expect(await ana.browser.trpc.auth.me.query()).toMatchObject({ email: newEmail });
    await createTestClient(testApp.app).trpc.auth.login.mutate({ email: newEmail, password: ana.password });

    const again = await testApp.app.inject({ url: path });
    expect(again.headers.location).toBe("/minha-conta?email=invalido");
  });

  it("answers an address another account uses like a free one, mails it nothing and changes nothing", async () => {
    const ana = await signedInMember(testApp);
    const bia = await signedInMember(testApp);
    const before = mailsTo(smtp.messages, bia.email).length;
    await expect(
      ana.browser.trpc.account.requestEmailChange.mutate({ newEmail: bia.email, password: ana.password }),
    ).resolves.toEqual({ ok: true });
    expect(mailsTo(smtp.messages, bia.email)).toHaveLength(before);
    expect(await ana.browser.trpc.auth.me.query()).toMatchObject({ email: ana.email });
  });

  it("changing the password ends every other session and keeps this one (and the tokens, when unticked)", async () => {
    const ana = await signedInMember(testApp);
    const other = signedIn(await loginFromAnotherDevice(ana));
    const { script } = await scriptWithToken(testApp, ana, "leitura");
    const wrongPassword = await expectTRPCError(
      ana.browser.trpc.account.changePassword.mutate({ currentPassword: "errada-123", newPassword: "nova-senha-1" }),
      { code: "BAD_REQUEST", message: "Senha incorreta." },
    );
    // Under the 'Senha atual' field, not the new one (src/server/errors.ts: the first field the input has).
    expect(wrongPassword.data?.fieldErrors).toEqual({ currentPassword: ["Senha incorreta."] });
    await ana.browser.trpc.account.changePassword.mutate({
      currentPassword: ana.password,
      newPassword: "nova-senha-1",
      revokeApiTokens: false,
    });
    expect(await ana.browser.trpc.auth.me.query()).toMatchObject({ email: ana.email });
    expect(await other.trpc.auth.me.query()).toBeNull();
    // The member chose to keep the API tokens (the default revokes them: single-use-tokens.sec.test.ts).
    expect(await script.trpc.auth.me.query()).toMatchObject({ email: ana.email });
    await expectTRPCError(
      createTestClient(testApp.app).trpc.auth.login.mutate({ email: ana.email, password: ana.password }),
      {
        code: "UNAUTHORIZED",
      },
    );
    await createTestClient(testApp.app).trpc.auth.login.mutate({ email: ana.email, password: "nova-senha-1" });
  });

  it("lists the active sessions with device, IP and this one marked, and ends one or all others", async () => {
    const ana = await signedInMember(testApp);
    const windowsToken = await loginFromAnotherDevice(ana);
    const phoneToken = await loginFromAnotherDevice(
      ana,
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile/15E148 Safari/604.1",
    );

    const listed = await ana.browser.trpc.account.sessions.query();
    expect(listed).toHaveLength(3);
    expect(listed.filter((session) => session.current)).toHaveLength(1);
    expect(listed).toContainEqual(
      expect.objectContaining({ device: "Chrome no Windows", ip: "203.0.113.9", current: false }),
    );
    expect(listed).toContainEqual(expect.objectContaining({ device: "Safari no iPhone", current: false }));
    expect(JSON.stringify(listed)).not.toContain("secret");

    const bia = await signedInMember(testApp);
    const windows = listed.find((session) => session.device === "Chrome no Windows");
    if (!windows) throw new Error("windows session not listed");
    await expectTRPCError(bia.browser.trpc.account.endSession.mutate({ sessionId: windows.id }), {
      code: "NOT_FOUND",
      message: "Sessão não encontrada.",
    });
    await ana.browser.trpc.account.endSession.mutate({ sessionId: windows.id });
    expect(await signedIn(windowsToken).trpc.auth.me.query()).toBeNull();
    expect(await signedIn(phoneToken).trpc.auth.me.query()).toMatchObject({ email: ana.email });

    expect(await ana.browser.trpc.account.endOtherSessions.mutate()).toEqual({ ended: 1 });
    expect(await signedIn(phoneToken).trpc.auth.me.query()).toBeNull();
    expect((await ana.browser.trpc.account.sessions.query()).map((session) => session.current)).toEqual([true]);
  });

  it("refreshes a session's last seen time every few minutes, not on each request", async () => {
    const ana = await signedInMember(testApp);
    const token = ana.browser.sessionToken() ?? "";
    const first = (await findSession(db(), token))?.lastSeenAt;
    await ana.browser.trpc.auth.me.query();
    expect((await findSession(db(), token))?.lastSeenAt).toEqual(first);

    await db()
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(sessions.userId, ana.id));
    await ana.browser.trpc.auth.me.query();
    expect((await findSession(db(), token))?.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  it("downloads all the member's data as a ZIP of JSON and CSV", async () => {
    const ana = await signedInMember(testApp, { subscribed: true });
    await ana.browser.trpc.wallet.programs.create.mutate({ name: "Smiles", balance: 12000 });
    await scriptWithToken(testApp, ana, "leitura");

    const response = await testApp.app.inject({
      url: "/conta/exportar.zip",
      cookies: { milheiro_session: ana.browser.sessionToken() ?? "" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="milheiro-meus-dados-\d{4}-\d{2}-\d{2}\.zip"$/,
    );

    const files = unzipSync(new Uint8Array(response.rawPayload));
    const json = (name: string): Record<string, unknown>[] =>
      JSON.parse(strFromU8(files[`json/${name}.json`] ?? new Uint8Array()));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(["LEIA-ME.txt", "csv/programas.csv", "json/pagamentos.json", "json/certificados.json"]),
    );
    expect(json("perfil")).toEqual([expect.objectContaining({ email: ana.email, fullName: "Ana Souza" })]);
    expect(json("programas")).toEqual([expect.objectContaining({ name: "Smiles", balance: 12000 })]);
    // The subscription and the PRO trial every account starts with (docs/decisions/031).
    expect(json("acessos")).toHaveLength(2);
    expect(json("acessos")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productType: "promocoes" }),
        expect.objectContaining({ productType: "teste-pro" }),
      ]),
    );
    expect(json("tokens_api")).toEqual([expect.objectContaining({ name: "script leitura", readOnly: true })]);
    expect(json("sessoes").length).toBeGreaterThan(0);
    expect(strFromU8(files["json/sessoes.json"] ?? new Uint8Array())).not.toContain("secretHash");
    expect(strFromU8(files["json/tokens_api.json"] ?? new Uint8Array())).not.toContain("secretHash");
    const csv = strFromU8(files["csv/programas.csv"] ?? new Uint8Array()).split("\r\n");
    expect(csv[0]).toContain("name;");
    expect(csv[1]).toContain(";Smiles;");

    const visitor = await testApp.app.inject({ url: "/conta/exportar.zip" });
    expect(visitor.statusCode).toBe(401);
  });

  it("deletes the account in one go: data gone, payments kept anonymised, sessions and tokens dead at once", async () => {
    const ana = await signedInMember(testApp, { subscribed: true });
    await ana.browser.trpc.wallet.programs.create.mutate({ name: "LATAM Pass", balance: 500 });
    const other = signedIn(await loginFromAnotherDevice(ana));
    const { script } = await scriptWithToken(testApp, ana, "leitura-escrita");
    const stripeObjectId = `cs_test_${randomBytes(6).toString("hex")}`;
    await db().insert(payments).values({
      stripeObjectId,
      userId: ana.id,
      productType: "promocoes",
      plan: "annual",
      amountCents: 29990,
      currency: "brl",
      status: "paid",
      method: "card",
      receiptUrl: "https://pay.stripe.com/receipts/exemplo",
      paidAt: new Date(),
    });

    await expectTRPCError(
      ana.browser.trpc.account.deleteAccount.mutate({ password: ana.password, confirmation: "excluir" }),
      {
        code: "BAD_REQUEST",
        message: "Digite EXCLUIR para confirmar a exclusão.",
      },
    );
    await expectTRPCError(
      ana.browser.trpc.account.deleteAccount.mutate({ password: "errada-123", confirmation: "EXCLUIR" }),
      {
        code: "BAD_REQUEST",
        message: "Senha incorreta.",
      },
    );
    expect(await findUser(db(), ana.email)).toBeDefined();

    await ana.browser.trpc.account.deleteAccount.mutate({ password: ana.password, confirmation: "EXCLUIR" });
    expect(ana.browser.sessionToken()).toBeUndefined();
    expect(await other.trpc.auth.me.query()).toBeNull();
    expect(await script.trpc.auth.me.query()).toBeNull();
    await expectTRPCError(script.trpc.wallet.programs.list.query(), { code: "UNAUTHORIZED" });

    expect(await findUser(db(), ana.email)).toBeUndefined();
    expect(await db().select().from(users).where(eq(users.id, ana.id))).toEqual([]);
    expect(await db().select().from(loyaltyPrograms).where(eq(loyaltyPrograms.userId, ana.id))).toEqual([]);
    expect(await db().select().from(sessions).where(eq(sessions.userId, ana.id))).toEqual([]);
    expect(await db().select().from(apiTokens).where(eq(apiTokens.userId, ana.id))).toEqual([]);
    const [kept] = await db().select().from(payments).where(eq(payments.stripeObjectId, stripeObjectId));
    expect(kept).toMatchObject({ userId: null, receiptUrl: null, amountCents: 29990, status: "paid" });
    await expectTRPCError(
      createTestClient(testApp.app).trpc.auth.login.mutate({ email: ana.email, password: ana.password }),
      {
        code: "UNAUTHORIZED",
      },
    );
  });
});
