import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInSaoPaulo } from "@/shared/domain/plain-date";
import { apiTokens } from "../../db/schema";
import { apiTokenRow, scriptWithToken, signedInMember } from "../../testing/account-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { createTestClient, expectTRPCError } from "../../testing/trpc-client";

let testApp: TestApp;
const db = () => testApp.database.db;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

describe("API tokens ('Tokens de API')", () => {
  it("shows the token once, stores only its hash, lists it without it", async () => {
    const ana = await signedInMember(testApp);
    const created = await ana.browser.trpc.account.createApiToken.mutate({
      name: "Planilha",
      scope: "leitura",
      currentPassword: ana.password,
    });
    expect(created.token).toMatch(/^mh_[a-z2-7]+_[a-z2-7]+$/);
    expect(created).toMatchObject({ name: "Planilha", scope: "leitura", expiresAt: null });

    const row = await apiTokenRow(db(), created.id);
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.token.split("_")[2]);

    const listed = await ana.browser.trpc.account.apiTokens.query();
    expect(listed).toEqual([
      expect.objectContaining({ id: created.id, name: "Planilha", scope: "leitura", lastUsedAt: null, expired: false }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.token);
  });

  it("acts as its owner through the same procedures and access rules", async () => {
    const subscriber = await signedInMember(testApp, { subscribed: true });
    const { script } = await scriptWithToken(testApp, subscriber, "leitura-escrita");
    expect(await script.trpc.auth.me.query()).toMatchObject({ email: subscriber.email, readOnly: false });
    const program = await script.trpc.wallet.programs.create.mutate({ name: "Smiles", balance: 1000 });
    expect((await subscriber.browser.trpc.wallet.programs.list.query()).map((p) => p.id)).toContain(program.id);

    const member = await signedInMember(testApp, { trial: false });
    const { script: memberScript } = await scriptWithToken(testApp, member, "leitura-escrita");
    await expectTRPCError(memberScript.trpc.wallet.programs.list.query(), { code: "FORBIDDEN" });
    await expectTRPCError(memberScript.trpc.admin.users.list.query({}), { code: "FORBIDDEN" });

    // Another subscriber's token sees nothing of this wallet: its program is NOT_FOUND.
    const other = await signedInMember(testApp, { subscribed: true });
    const { script: otherScript } = await scriptWithToken(testApp, other, "leitura-escrita");
    expect(await otherScript.trpc.wallet.programs.list.query()).toEqual([]);
    await expectTRPCError(otherScript.trpc.wallet.programs.delete.mutate({ id: program.id }), { code: "NOT_FOUND" });
  });

  it("a 'leitura' token reads and is refused every change with the read-only message", async () => {
    const subscriber = await signedInMember(testApp, { subscribed: true });
    const { script } = await scriptWithToken(testApp, subscriber, "leitura");
    expect(await script.trpc.auth.me.query()).toMatchObject({ readOnly: true });
    expect(await script.trpc.wallet.programs.list.query()).toEqual([]);
    await expectTRPCError(script.trpc.wallet.programs.create.mutate({ name: "Smiles" }), {
      code: "FORBIDDEN",
      message: "Este acesso é somente leitura.",
    });
    expect(await subscriber.browser.trpc.wallet.programs.list.query()).toEqual([]);
  });

  it("cannot manage tokens nor the account's keys: those need a session opened with the password", async () => {
    const ana = await signedInMember(testApp);
    const { script, created } = await scriptWithToken(testApp, ana, "leitura-escrita");
    const refused = { code: "FORBIDDEN" as const, message: /entrando com sua senha/ };
    await expectTRPCError(
      script.trpc.account.createApiToken.mutate({ name: "outro", scope: "leitura", currentPassword: "x" }),
      refused,
    );
    await expectTRPCError(script.trpc.account.revokeApiToken.mutate({ id: created.id }), refused);
    await expectTRPCError(script.trpc.account.apiTokens.query(), refused);
    await expectTRPCError(script.trpc.account.sessions.query(), refused);
    await expectTRPCError(
      script.trpc.account.changePassword.mutate({ currentPassword: ana.password, newPassword: "outra-senha" }),
      refused,
    );
    await expectTRPCError(
      script.trpc.account.requestEmailChange.mutate({ newEmail: "x@exemplo.com", password: ana.password }),
      refused,
    );
    await expectTRPCError(
      script.trpc.account.deleteAccount.mutate({ password: ana.password, confirmation: "EXCLUIR" }),
      refused,
    );
    const export_ = await testApp.app.inject({
      url: "/conta/exportar.zip",
      headers: { authorization: `Bearer ${created.token}` },
    });
    expect(export_.statusCode).toBe(403);
  });

  it("records the last use at most once a minute", async () => {
    const ana = await signedInMember(testApp);
    const { script, created } = await scriptWithToken(testApp, ana, "leitura");
    await script.trpc.auth.me.query();
    const first = (await apiTokenRow(db(), created.id))?.lastUsedAt;
    expect(first).toBeInstanceOf(Date);
    await script.trpc.auth.me.query();
    expect((await apiTokenRow(db(), created.id))?.lastUsedAt).toEqual(first);

    await db()
      .update(apiTokens)
      .set({ lastUsedAt: new Date(Date.now() - 61_000) })
      .where(eq(apiTokens.id, created.id));
    await script.trpc.auth.me.query();
    const later = (await apiTokenRow(db(), created.id))?.lastUsedAt;
    expect(later?.getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  it("expires at the end of the chosen day, refuses a past day, and stops once expired", async () => {
    const ana = await signedInMember(testApp);
    const today = todayInSaoPaulo();
    await expectTRPCError(
      ana.browser.trpc.account.createApiToken.mutate({
        name: "velho",
        scope: "leitura",
        currentPassword: ana.password,
        expiresOn: addDays(today, -1),
      }),
      { code: "BAD_REQUEST", message: "A validade do token deve ser uma data futura." },
    );
    const created = await ana.browser.trpc.account.createApiToken.mutate({
      name: "hoje",
      scope: "leitura",
      currentPassword: ana.password,
      expiresOn: today,
    });
    expect(created.expiresAt).toBe(new Date(`${today}T23:59:59.999-03:00`).toISOString());
    const script = createTestClient(testApp.app, { origin: null, bearer: created.token });
    expect(await script.trpc.auth.me.query()).toMatchObject({ email: ana.email });

    await db()
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, created.id));
    expect(await script.trpc.auth.me.query()).toBeNull();
    expect(await ana.browser.trpc.account.apiTokens.query()).toEqual([
      expect.objectContaining({ id: created.id, expired: true }),
    ]);
  });

  it("revoking works at once; another member's token answers NOT_FOUND", async () => {
    const ana = await signedInMember(testApp);
    const bia = await signedInMember(testApp);
    const { script, created } = await scriptWithToken(testApp, ana, "leitura");
    await expectTRPCError(bia.browser.trpc.account.revokeApiToken.mutate({ id: created.id }), {
      code: "NOT_FOUND",
      message: "Token não encontrado.",
    });
    expect(await script.trpc.auth.me.query()).toMatchObject({ email: ana.email });
    await ana.browser.trpc.account.revokeApiToken.mutate({ id: created.id });
    expect(await script.trpc.auth.me.query()).toBeNull();
    expect(await ana.browser.trpc.account.apiTokens.query()).toEqual([]);
  });

  it("is refused from a cookie and from a forged secret", async () => {
    const ana = await signedInMember(testApp);
    const { created } = await scriptWithToken(testApp, ana, "leitura");
    expect(await createTestClient(testApp.app, { sessionToken: created.token }).trpc.auth.me.query()).toBeNull();
    const forged = `${created.token.slice(0, -4)}aaaa`;
    expect(await createTestClient(testApp.app, { origin: null, bearer: forged }).trpc.auth.me.query()).toBeNull();
  });

  it("needs no Origin with a bearer token, while a cookie without Origin is refused", async () => {
    const subscriber = await signedInMember(testApp, { subscribed: true });
    const { script } = await scriptWithToken(testApp, subscriber, "leitura-escrita");
    await script.trpc.wallet.programs.create.mutate({ name: "LATAM Pass" });
    const cookieOnly = createTestClient(testApp.app, { origin: null, sessionToken: subscriber.browser.sessionToken() });
    await expectTRPCError(cookieOnly.trpc.wallet.programs.create.mutate({ name: "Livelo" }), {
      code: "FORBIDDEN",
      message: "Requisição de origem não permitida.",
    });
  });
});
