import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNT } from "@/shared/domain/demo/demo-account";
import { userRoles } from "../db/schema";
import { scriptWithToken, signedInMember } from "../testing/account-fixtures";
import { signUp } from "../testing/accounts";
import { allProcedures } from "../testing/procedures";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createTestClient, expectTRPCError } from "../testing/trpc-client";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

describe("read-only credentials", () => {
  it("every mutation of the router refuses a read-only token, except ending one's own session", async () => {
    const admin = await signedInMember(testApp, { subscribed: true });
    await testApp.database.db.insert(userRoles).values({ userId: admin.id, role: "admin" });
    const { created } = await scriptWithToken(testApp, admin, "leitura");

    const procedures = allProcedures();
    expect(procedures.length).toBeGreaterThan(50);
    const mutations = procedures.filter(([, procedure]) => procedure._def.type !== "query");
    expect(mutations.length).toBeGreaterThan(30);
    const exempt = mutations.filter(([, procedure]) => procedure._def.meta?.allowedWhenReadOnly).map(([path]) => path);
    // auth.resetLinkStatus changes nothing: a mutation only so its token travels in the body.
    expect(exempt.sort()).toEqual(["auth.logout", "auth.resetLinkStatus", "demo.start"]);

    const escaped: string[] = [];
    for (const [path] of mutations.filter(([p]) => !exempt.includes(p))) {
      const response = await testApp.app.inject({
        method: "POST",
        url: `/trpc/${path}`,
        headers: { authorization: `Bearer ${created.token}`, "content-type": "application/json" },
        payload: "{}",
      });
      const refused =
        response.statusCode === 403 && response.json().error?.message === "Este acesso é somente leitura.";
      if (!refused) escaped.push(`${path} → ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(escaped).toEqual([]);
  });

  it("plain HTTP uploads refuse a read-only token too", async () => {
    const admin = await signedInMember(testApp);
    await testApp.database.db.insert(userRoles).values({ userId: admin.id, role: "admin" });
    const { created } = await scriptWithToken(testApp, admin, "leitura");
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/uploads/promotion-image",
      headers: { authorization: `Bearer ${created.token}`, "content-type": "image/png" },
      payload: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe("Este acesso é somente leitura.");
  });
});

describe("the /demo read-only session", () => {
  it("is not offered while the demo account does not exist", async () => {
    const visitor = createTestClient(testApp.app);
    expect(await visitor.trpc.demo.available.query()).toEqual({ available: false });
    await expectTRPCError(visitor.trpc.demo.start.mutate(), {
      code: "NOT_FOUND",
      message: "A conta demonstração não está disponível no momento.",
    });
  });

  it("lets a visitor see the demo account, change nothing, not reach its keys, and leave", async () => {
    const seeder = createTestClient(testApp.app);
    await signUp(seeder, { email: DEMO_ACCOUNT.email, name: DEMO_ACCOUNT.name });

    const visitor = createTestClient(testApp.app);
    expect(await visitor.trpc.demo.available.query()).toEqual({ available: true });
    await visitor.trpc.demo.start.mutate();
    expect(await visitor.trpc.auth.me.query()).toMatchObject({ email: DEMO_ACCOUNT.email, readOnly: true });
    expect(visitor.lastSessionCookie()?.httpOnly).toBe(true);

    const readOnly = { code: "FORBIDDEN" as const, message: "Este acesso é somente leitura." };
    await expectTRPCError(visitor.trpc.account.updateName.mutate({ name: "Invasor" }), readOnly);
    await expectTRPCError(visitor.trpc.account.sessions.query(), readOnly);
    await expectTRPCError(visitor.trpc.account.apiTokens.query(), readOnly);
    await expectTRPCError(
      visitor.trpc.account.deleteAccount.mutate({ password: "x", confirmation: "EXCLUIR" }),
      readOnly,
    );
    const zip = await testApp.app.inject({
      url: "/conta/exportar.zip",
      cookies: { milheiro_session: visitor.sessionToken() ?? "" },
    });
    expect(zip.statusCode).toBe(403);

    await visitor.trpc.auth.logout.mutate();
    expect(await visitor.trpc.auth.me.query()).toBeNull();
    expect(await seeder.trpc.auth.me.query()).toMatchObject({ email: DEMO_ACCOUNT.email, readOnly: false });
  });
});
