import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_HOMEPAGE_SETTINGS } from "@/shared/domain/site/homepage";
import type { HomepageSettingsInput } from "@/shared/schemas/homepage";
import { grantAdminRole } from "../../services/access/access";
import { signUp, TEST_PASSWORD, uniqueEmail } from "../../testing/accounts";
import { buildAppOn, createTestApp, type TestApp } from "../../testing/test-app";
import { createTestClient, expectTRPCError, type TestClient } from "../../testing/trpc-client";

const LISTED_ADMIN = uniqueEmail("admin");

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { ADMIN_EMAILS: ` ${LISTED_ADMIN.toUpperCase()} , outra@exemplo.com` } });
});

afterAll(async () => {
  await testApp?.close();
});

function settings(overrides: Partial<HomepageSettingsInput> = {}): HomepageSettingsInput {
  return {
    heroTitle: "Título",
    heroSubtitle: "Subtítulo",
    heroBackgroundImage: "",
    primaryButtonText: "Entrar",
    primaryButtonLink: "/login",
    secondaryButtonText: "Saiba mais",
    secondaryButtonLink: "https://exemplo.com/saiba-mais",
    ...overrides,
  };
}

async function expectCanEdit(browser: TestClient): Promise<void> {
  const title = `Editado ${randomUUID()}`;
  const updated = await browser.trpc.homepage.update.mutate(settings({ heroTitle: `  ${title}  ` }));
  expect(updated).toMatchObject({ heroTitle: title, heroBackgroundImage: null });
  const anonymous = createTestClient(testApp.app);
  expect(await anonymous.trpc.homepage.get.query()).toMatchObject({ heroTitle: title, heroBackgroundImage: null });
}

describe("homepage.get", () => {
  it("serves the defaults to anyone, undated until an admin saves", async () => {
    const { updatedAt, ...shown } = await createTestClient(testApp.app).trpc.homepage.get.query();
    expect(shown).toEqual(DEFAULT_HOMEPAGE_SETTINGS);
    expect(updatedAt).toBeNull();
  });
});

describe("admin.stats on a fresh install", () => {
  it("reads 'Conteúdo padrão' (no date) until an admin saves, then the save's date", async () => {
    const fresh = await createTestApp({ env: { ADMIN_EMAILS: LISTED_ADMIN } });
    try {
      const admin = createTestClient(fresh.app);
      await signUp(admin, { email: LISTED_ADMIN });
      expect((await admin.trpc.admin.stats.query()).homepageUpdatedAt).toBeNull();
      await admin.trpc.homepage.update.mutate(settings());
      expect((await admin.trpc.admin.stats.query()).homepageUpdatedAt).toEqual(expect.any(String));
    } finally {
      await fresh.close();
    }
  });
});

describe("homepage.update authorization", () => {
  it("refuses anonymous visitors with UNAUTHORIZED", async () => {
    await expectTRPCError(createTestClient(testApp.app).trpc.homepage.update.mutate(settings()), {
      code: "UNAUTHORIZED",
      httpStatus: 401,
      message: "Usuário não autenticado",
    });
  });

  it("refuses signed-in members with FORBIDDEN and changes nothing", async () => {
    const member = createTestClient(testApp.app);
    await signUp(member);
    const before = await member.trpc.homepage.get.query();
    await expectTRPCError(member.trpc.homepage.update.mutate(settings()), {
      code: "FORBIDDEN",
      httpStatus: 403,
      message: "Você não tem permissão para realizar esta ação.",
    });
    expect(await member.trpc.homepage.get.query()).toEqual(before);
  });

  it("lets an account listed in ADMIN_EMAILS edit from signup on", async () => {
    const admin = createTestClient(testApp.app);
    await signUp(admin, { email: LISTED_ADMIN });
    expect((await admin.trpc.auth.me.query())?.isAdmin).toBe(true);
    await expectCanEdit(admin);
  });

  it("promotes an existing account at login once it is listed", async () => {
    const email = uniqueEmail("depois");
    await signUp(createTestClient(testApp.app), { email });
    const listing = await buildAppOn(testApp.database, { ADMIN_EMAILS: email });
    try {
      const admin = createTestClient(listing);
      await admin.trpc.auth.login.mutate({ email, password: TEST_PASSWORD });
      expect((await admin.trpc.auth.me.query())?.isAdmin).toBe(true);
    } finally {
      await listing.close();
    }
  });

  it("lets an account made admin by grantAdminRole (npm run cli -- make-admin) edit", async () => {
    const browser = createTestClient(testApp.app);
    const { email } = await signUp(browser);
    await expectTRPCError(browser.trpc.homepage.update.mutate(settings()), { code: "FORBIDDEN" });

    expect(await grantAdminRole(testApp.database.db, ` ${email.toUpperCase()} `)).toBe(true);
    // The role is read on every request: the same session is now an admin's, with dashboard access.
    expect(await browser.trpc.auth.me.query()).toMatchObject({ isAdmin: true, hasDashboardAccess: true });
    await expectCanEdit(browser);
    expect(await grantAdminRole(testApp.database.db, email)).toBe(true);
  });

  it("grantAdminRole reports an unknown e-mail", async () => {
    expect(await grantAdminRole(testApp.database.db, uniqueEmail("ninguem"))).toBe(false);
  });
});

describe("homepage.update validation", () => {
  it("answers BAD_REQUEST with the first message and per-field errors", async () => {
    const admin = createTestClient(testApp.app);
    const { email } = await signUp(admin);
    await grantAdminRole(testApp.database.db, email);
    const before = await admin.trpc.homepage.get.query();

    const error = await expectTRPCError(
      admin.trpc.homepage.update.mutate(settings({ heroTitle: " ", primaryButtonLink: "javascript:alert(1)" })),
      { code: "BAD_REQUEST", httpStatus: 400, message: "Informe o título principal" },
    );
    expect(error.data?.fieldErrors).toEqual({
      heroTitle: ["Informe o título principal"],
      primaryButtonLink: ["Use um caminho do site (ex.: /promocoes) ou um endereço http(s)"],
    });
    expect(await admin.trpc.homepage.get.query()).toEqual(before);
  });
});
