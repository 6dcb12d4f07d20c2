import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseProductType } from "@/shared/domain/access/access";
import { accessAuditLog, courses, userProductAccess } from "../../db/schema";
import { grantAdminRole } from "../../services/access/access";
import { signUp } from "../../testing/accounts";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { createTestClient, expectTRPCError as expectHttpError } from "../../testing/trpc-client";
import { createActor, expectTRPCError, type TestActor } from "../../testing/wallet-actors";

const DAY_MS = 24 * 60 * 60 * 1000;

let testApp: TestApp;
let admin: TestActor;
let courseId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createActor(testApp.database.db, "admin");
  const [course] = await testApp.database.db
    .insert(courses)
    .values({ title: "Milhas do zero", status: "published" })
    .returning({ id: courses.id });
  if (!course) throw new Error("course not inserted");
  courseId = course.id;
});

afterAll(async () => {
  await testApp?.close();
});

const db = () => testApp.database.db;
const member = () => createActor(db(), "member");

function grantRows(userId: string, productType: string) {
  return db()
    .select()
    .from(userProductAccess)
    .where(and(eq(userProductAccess.userId, userId), eq(userProductAccess.productType, productType)));
}

const auditRows = (userId: string) => db().select().from(accessAuditLog).where(eq(accessAuditLog.targetUserId, userId));

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe("admin.access.grant (product §4)", () => {
  it("upserts one active row with granted_at now and no expiry, and audits it", async () => {
    const ana = await member();
    const before = Date.now();
    const state = await admin.caller.admin.access.grant({ userId: ana.id, productType: "promocoes" });
    expect(state).toEqual({ productType: "promocoes", accessGranted: true, expiresAt: null, active: true });

    const [row] = await grantRows(ana.id, "promocoes");
    expect(row).toMatchObject({ accessGranted: true, expiresAt: null });
    expect(row?.grantedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row?.updatedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await auditRows(ana.id)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        actorEmail: admin.email,
        productType: "promocoes",
        action: "grant",
        expiresAt: null,
      }),
    ]);
  });

  it("keeps an expiry through the end of that São Paulo day, and a past expiry is saved but inactive", async () => {
    const ana = await member();
    const future = await admin.caller.admin.access.grant({
      userId: ana.id,
      productType: "cursos",
      expiresOn: "2999-12-31",
    });
    expect(future).toMatchObject({ active: true, expiresAt: new Date("2999-12-31T23:59:59.999-03:00") });

    const past = await admin.caller.admin.access.grant({
      userId: ana.id,
      productType: "promocoes",
      expiresOn: isoDay(Date.now() - 2 * DAY_MS),
    });
    expect(past).toMatchObject({ accessGranted: true, active: false });
    await expectTRPCError(ana.caller.wallet.programs.list(), { code: "FORBIDDEN" });
  });

  it("granting again replaces the record: still one row, with the new expiry", async () => {
    const ana = await member();
    await admin.caller.admin.access.grant({ userId: ana.id, productType: "promocoes", expiresOn: "2999-01-01" });
    await admin.caller.admin.access.revoke({ userId: ana.id, productType: "promocoes" });
    await admin.caller.admin.access.grant({ userId: ana.id, productType: "promocoes" });
    const rows = await grantRows(ana.id, "promocoes");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ accessGranted: true, expiresAt: null });
    expect((await auditRows(ana.id)).map((row) => row.action).sort()).toEqual(["grant", "grant", "revoke"]);
  });

  it("grants a specific course or every course", async () => {
    const ana = await member();
    await admin.caller.admin.access.grant({ userId: ana.id, productType: courseProductType(courseId) });
    await admin.caller.admin.access.grant({ userId: ana.id, productType: "cursos" });
    const grants = await admin.caller.admin.access.forUser({ userId: ana.id });
    expect(grants.map((grant) => [grant.productType, grant.courseTitle, grant.active]).sort()).toEqual([
      [courseProductType(courseId), "Milhas do zero", true],
      ["cursos", null, true],
    ]);
  });

  it("refuses product types outside the CHECK rule, unknown courses and unknown users, writing nothing", async () => {
    const ana = await member();
    for (const productType of ["vip", "course-123", "course-", `course-${courseId}x`]) {
      await expectTRPCError(admin.caller.admin.access.grant({ userId: ana.id, productType }), {
        code: "BAD_REQUEST",
        message: "Produto inválido.",
      });
    }
    await expectTRPCError(
      admin.caller.admin.access.grant({ userId: ana.id, productType: courseProductType(randomUUID()) }),
      {
        code: "NOT_FOUND",
        message: "Curso não encontrado",
      },
    );
    await expectTRPCError(admin.caller.admin.access.grant({ userId: randomUUID(), productType: "promocoes" }), {
      code: "NOT_FOUND",
      message: "Usuário não encontrado.",
    });
    await expectTRPCError(
      admin.caller.admin.access.grant({ userId: ana.id, productType: "promocoes", expiresOn: "31/12/2030" }),
      {
        code: "BAD_REQUEST",
        message: "Informe uma data válida (AAAA-MM-DD).",
      },
    );
    expect(await admin.caller.admin.access.forUser({ userId: ana.id })).toEqual([]);
    expect(await auditRows(ana.id)).toEqual([]);
  });

  it("reads product types case-insensitively and around blanks", async () => {
    const ana = await member();
    const state = await admin.caller.admin.access.grant({ userId: ana.id, productType: " Promocoes " });
    expect(state.productType).toBe("promocoes");
  });
});

describe("admin.access.revoke", () => {
  it("sets access_granted false on the same row and audits who did it", async () => {
    const ana = await member();
    await admin.caller.admin.access.grant({ userId: ana.id, productType: "promocoes", expiresOn: "2999-01-01" });
    const state = await admin.caller.admin.access.revoke({ userId: ana.id, productType: "promocoes" });
    expect(state).toMatchObject({ accessGranted: false, active: false });
    const rows = await grantRows(ana.id, "promocoes");
    expect(rows).toHaveLength(1);
    expect(rows[0]?.accessGranted).toBe(false);
    const revoke = (await auditRows(ana.id)).find((row) => row.action === "revoke");
    expect(revoke).toMatchObject({ actorEmail: admin.email, productType: "promocoes", expiresAt: null });
  });

  it("is an upsert too: revoking what was never granted leaves a non-granting row", async () => {
    const ana = await member();
    await admin.caller.admin.access.revoke({ userId: ana.id, productType: "relatorios" });
    expect(await grantRows(ana.id, "relatorios")).toEqual([expect.objectContaining({ accessGranted: false })]);
  });
});

describe("'Liberar Tudo' and 'Revogar Tudo'", () => {
  it("grantAll gives promocoes and cursos without expiry, replacing an expired grant", async () => {
    const ana = await member();
    await admin.caller.admin.access.grant({ userId: ana.id, productType: "promocoes", expiresOn: "2000-01-01" });
    const states = await admin.caller.admin.access.grantAll({ userId: ana.id });
    expect(states.map((state) => [state.productType, state.active, state.expiresAt])).toEqual([
      ["promocoes", true, null],
      ["cursos", true, null],
    ]);
    expect(await grantRows(ana.id, "promocoes")).toHaveLength(1);
    expect((await auditRows(ana.id)).filter((row) => row.action === "grant")).toHaveLength(3);
  });

  it("revokeAll revokes every granted product, specific courses included, and audits each", async () => {
    const ana = await member();
    await admin.caller.admin.access.grantAll({ userId: ana.id });
    await admin.caller.admin.access.grant({ userId: ana.id, productType: courseProductType(courseId) });
    await admin.caller.admin.access.revoke({ userId: ana.id, productType: "cursos" });

    const revoked = await admin.caller.admin.access.revokeAll({ userId: ana.id });
    expect(revoked.map((state) => state.productType).sort()).toEqual([courseProductType(courseId), "promocoes"].sort());
    const grants = await admin.caller.admin.access.forUser({ userId: ana.id });
    expect(grants.every((grant) => !grant.accessGranted)).toBe(true);
    const revokes = (await auditRows(ana.id)).filter((row) => row.action === "revoke");
    // One for the single revoke of 'cursos', then one per product revokeAll found granted.
    expect(revokes).toHaveLength(3);
  });

  it("refuses an unknown user", async () => {
    await expectTRPCError(admin.caller.admin.access.grantAll({ userId: randomUUID() }), { code: "NOT_FOUND" });
    await expectTRPCError(admin.caller.admin.access.revokeAll({ userId: randomUUID() }), { code: "NOT_FOUND" });
  });
});

describe("admin.audit.forUser", () => {
  it("lists the user's changes newest first with the acting admin's e-mail and the course's title", async () => {
    const ana = await member();
    const otherAdmin = await createActor(db(), "admin");
    await admin.caller.admin.access.grant({
      userId: ana.id,
      productType: courseProductType(courseId),
      expiresOn: "2999-06-30",
    });
    await otherAdmin.caller.admin.access.revoke({ userId: ana.id, productType: courseProductType(courseId) });

    const audit = await admin.caller.admin.audit.forUser({ userId: ana.id });
    expect(audit.map((row) => [row.action, row.actorEmail, row.courseTitle])).toEqual([
      ["revoke", otherAdmin.email, "Milhas do zero"],
      ["grant", admin.email, "Milhas do zero"],
    ]);
    expect(audit[1]?.expiresAt).toEqual(new Date("2999-06-30T23:59:59.999-03:00"));
  });
});

describe("a grant takes effect on the member's very next request", () => {
  it("opens Minha Gestão right after the grant and closes it right after the revoke", async () => {
    const browser = createTestClient(testApp.app);
    const { email } = await signUp(browser);
    const adminBrowser = createTestClient(testApp.app);
    const { email: adminEmail } = await signUp(adminBrowser);
    await grantAdminRole(db(), adminEmail);
    const me = await browser.trpc.auth.me.query();
    if (!me) throw new Error("not logged in");
    // Every new account starts on the PRO trial (docs/decisions/031); without it, no access.
    expect(me).toMatchObject({ email, hasDashboardAccess: true });
    await adminBrowser.trpc.admin.access.revoke.mutate({ userId: me.id, productType: "teste-pro" });
    expect(await browser.trpc.auth.me.query()).toMatchObject({ hasDashboardAccess: false });
    await expectHttpError(browser.trpc.wallet.programs.list.query(), { code: "FORBIDDEN" });

    await adminBrowser.trpc.admin.access.grant.mutate({ userId: me.id, productType: "promocoes" });
    expect(await browser.trpc.wallet.programs.list.query()).toEqual([]);
    expect(await browser.trpc.auth.me.query()).toMatchObject({ hasDashboardAccess: true });

    await adminBrowser.trpc.admin.access.revoke.mutate({ userId: me.id, productType: "promocoes" });
    await expectHttpError(browser.trpc.wallet.programs.list.query(), {
      code: "FORBIDDEN",
      message: "Você precisa de uma assinatura premium para acessar Minha Gestão.",
    });
  });
});
