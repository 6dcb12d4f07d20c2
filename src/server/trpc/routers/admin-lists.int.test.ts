import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseProductType } from "@/shared/domain/access/access";
import { courses, profiles, promocoes, users } from "../../db/schema";
import { grantAdminRole } from "../../services/access/access";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { createActor, type TestActor } from "../../testing/wallet-actors";

let testApp: TestApp;
let admin: TestActor;
// Every name in this file carries the run's tag, so searches only ever see this file's users.
const tag = randomBytes(3).toString("hex");

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createActor(testApp.database.db, "admin");
});

afterAll(async () => {
  await testApp?.close();
});

/** An account as signup makes it: a users row and a profile with the name. */
async function person(name: string, emailPrefix: string, createdAt?: Date) {
  const email = `${emailPrefix}-${tag}-${randomBytes(3).toString("hex")}@exemplo.com`;
  const [row] = await testApp.database.db
    .insert(users)
    .values({ email, passwordHash: "x", ...(createdAt ? { createdAt } : {}) })
    .returning({ id: users.id });
  if (!row) throw new Error("user not inserted");
  await testApp.database.db.insert(profiles).values({ id: row.id, email, fullName: `${name} ${tag}` });
  return { id: row.id, email };
}

describe("admin.users.list", () => {
  it("finds users by part of the name or the e-mail, ignoring case, with registration date and product status", async () => {
    const carla = await person("Carla Mendes", "carla");
    const other = await person("Outro Nome", "xyz");
    await admin.caller.admin.access.grant({ userId: carla.id, productType: "promocoes", expiresOn: "2999-01-31" });

    const byName = await admin.caller.admin.users.list({ search: `MENDES ${tag}` });
    expect(byName.total).toBe(1);
    expect(byName.users[0]).toMatchObject({
      id: carla.id,
      email: carla.email,
      fullName: `Carla Mendes ${tag}`,
      isAdmin: false,
      products: {
        promocoes: { active: true, expiresAt: new Date("2999-01-31T23:59:59.999-03:00") },
        cursos: { active: false, expiresAt: null },
      },
    });
    expect(byName.users[0]?.createdAt).toBeInstanceOf(Date);

    const byEmail = await admin.caller.admin.users.list({ search: `XYZ-${tag}` });
    expect(byEmail.users.map((user) => user.id)).toEqual([other.id]);
  });

  it("matches % and _ literally", async () => {
    await person("Cem por cento", "pct");
    expect((await admin.caller.admin.users.list({ search: `%${tag}` })).total).toBe(0);
    expect((await admin.caller.admin.users.list({ search: `_${tag}` })).total).toBe(0);
  });

  it("pages newest first without repeating or skipping anyone, even with equal registration times", async () => {
    const sameInstant = new Date("2025-01-01T12:00:00Z");
    const created = [];
    for (let index = 0; index < 7; index += 1) created.push(await person(`Pagina ${index}`, "pagina", sameInstant));
    const search = `pagina-${tag}`;

    const seen: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const result = await admin.caller.admin.users.list({ search, page, pageSize: 3 });
      expect(result.total).toBe(7);
      seen.push(...result.users.map((user) => user.id));
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen)).toEqual(new Set(created.map((user) => user.id)));
    expect((await admin.caller.admin.users.list({ search, page: 4, pageSize: 3 })).users).toEqual([]);
  });

  it("refuses oversized pages", async () => {
    await expect(admin.caller.admin.users.list({ pageSize: 51 })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("admin.users.search (the grant dialogs' user select)", () => {
  it("leaves out users with active promotions access, but not those whose grant expired or was revoked", async () => {
    const [active, expired, revoked, none] = [
      await person("Picker Ativo", "picker"),
      await person("Picker Expirado", "picker"),
      await person("Picker Revogado", "picker"),
      await person("Picker Nenhum", "picker"),
    ];
    await admin.caller.admin.access.grant({ userId: active.id, productType: "promocoes" });
    await admin.caller.admin.access.grant({ userId: expired.id, productType: "promocoes", expiresOn: "2000-01-01" });
    await admin.caller.admin.access.grant({ userId: revoked.id, productType: "promocoes" });
    await admin.caller.admin.access.revoke({ userId: revoked.id, productType: "promocoes" });

    const search = `picker-${tag}`;
    const everyone = await admin.caller.admin.users.search({ search });
    expect(everyone.map((user) => user.id).sort()).toEqual([active.id, expired.id, revoked.id, none.id].sort());
    const offered = await admin.caller.admin.users.search({ search, withoutActive: "promocoes" });
    expect(offered.map((user) => user.id).sort()).toEqual([expired.id, revoked.id, none.id].sort());
  });

  it("leaves admins out of the promotions picker: they have access by role", async () => {
    const [member, other] = [await person("Picker Membro", "adminpick"), await person("Picker Admin", "adminpick")];
    await grantAdminRole(testApp.database.db, other.email);
    const search = `adminpick-${tag}`;
    expect((await admin.caller.admin.users.search({ search })).map((user) => user.id).sort()).toEqual(
      [member.id, other.id].sort(),
    );
    expect(
      (await admin.caller.admin.users.search({ search, withoutActive: "promocoes" })).map((user) => user.id),
    ).toEqual([member.id]);
  });
});

describe("admin.access.list", () => {
  it("lists a tab's granted rows newest first with names and course titles, without revoked ones", async () => {
    const [course] = await testApp.database.db
      .insert(courses)
      .values({ title: "Curso Lista" })
      .returning({ id: courses.id });
    if (!course) throw new Error("course not inserted");
    const [first, second, gone] = [
      await person("Lista Um", "lista"),
      await person("Lista Dois", "lista"),
      await person("Lista Revogada", "lista"),
    ];
    await admin.caller.admin.access.grant({ userId: first.id, productType: "cursos" });
    await admin.caller.admin.access.grant({
      userId: second.id,
      productType: courseProductType(course.id),
      expiresOn: "2000-01-01",
    });
    await admin.caller.admin.access.grant({ userId: gone.id, productType: "cursos" });
    await admin.caller.admin.access.revoke({ userId: gone.id, productType: "cursos" });
    await admin.caller.admin.access.grant({ userId: first.id, productType: "promocoes" });

    const search = `lista-${tag}`;
    const courseGrants = await admin.caller.admin.access.list({ list: "cursos", search });
    expect(courseGrants.total).toBe(2);
    expect(
      courseGrants.grants.map((grant) => [grant.userId, grant.productType, grant.courseTitle, grant.active]),
    ).toEqual([
      [second.id, courseProductType(course.id), "Curso Lista", false],
      [first.id, "cursos", null, true],
    ]);
    const promotionGrants = await admin.caller.admin.access.list({ list: "promocoes", search });
    expect(promotionGrants.grants.map((grant) => [grant.userId, grant.fullName])).toEqual([
      [first.id, `Lista Um ${tag}`],
    ]);
  });

  it("offers every course, drafts included, for the specific-course select", async () => {
    const [draft] = await testApp.database.db
      .insert(courses)
      .values({ title: "Rascunho", status: "draft" })
      .returning({ id: courses.id });
    const options = await admin.caller.admin.access.courseOptions();
    expect(options).toContainEqual({ id: draft?.id, title: "Rascunho", status: "draft" });
  });
});

describe("admin.stats and admin.settings.status", () => {
  it("counts users, published courses and featured promotions", async () => {
    const before = await admin.caller.admin.stats();
    await person("Stats", "stats");
    await testApp.database.db.insert(courses).values([
      { title: "Publicado", status: "published" },
      { title: "Arquivado", status: "archived" },
    ]);
    const promotion = {
      title: "Bônus",
      description: "100% de bônus",
      category: "transferencia" as const,
      program: "Smiles",
      discount: "100%",
      validUntil: "2999-01-01",
      link: "https://exemplo.com",
    };
    // The card counts what it names: featured and still valid, not an expired one still flagged.
    await testApp.database.db.insert(promocoes).values([
      { ...promotion, featured: true },
      { ...promotion, featured: false },
      { ...promotion, featured: true, validUntil: "2020-01-01" },
    ]);

    const after = await admin.caller.admin.stats();
    expect(after.totalUsers).toBe(before.totalUsers + 1);
    expect(after.publishedCourses).toBe(before.publishedCourses + 1);
    expect(after.featuredPromotions).toBe(before.featuredPromotions + 1);
    // Nobody saved the home page here: the card reads 'Conteúdo padrão'.
    expect(after.homepageUpdatedAt).toBeNull();
  });

  it("reports the running configuration: the test app runs without SMTP or Stripe", async () => {
    const status = await admin.caller.admin.settings.status();
    expect(status.payments).toEqual({ mode: "offline", webhookSecretSet: false });
    expect(status.notifications.smtp).toBeNull();
    expect(status.seo.appUrl).toBe("http://localhost:3000");
  });
});
