import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseProductType, type ProductType } from "@/shared/domain/access/access";
import { userProductAccess, userRoles } from "../../db/schema";
import { insertUser, uniqueEmail } from "../../testing/accounts";
import { recordingLogger } from "../../testing/logger";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { canAccessCourse, grantAdminRole, hasProductAccess, isAdmin, promoteListedAdmins, type Actor } from "./access";

const HOUR_MS = 60 * 60 * 1000;

let database: TestDatabase;
const log = recordingLogger();

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.destroy();
});

async function member(): Promise<Actor> {
  const { id } = await insertUser(database.db);
  return { id, isAdmin: false };
}

async function grant(
  actor: Actor,
  productType: ProductType,
  options: { accessGranted?: boolean; expiresAt?: Date | null } = {},
): Promise<void> {
  await database.db.insert(userProductAccess).values({ userId: actor.id, productType, ...options });
}

const hasPromocoes = (actor: Actor) => hasProductAccess(database.db, log, actor, "promocoes");

describe("hasProductAccess", () => {
  it("always lets admins in, with no grant at all", async () => {
    const admin = { ...(await member()), isAdmin: true };
    expect(await hasPromocoes(admin)).toBe(true);
  });

  it("needs an active grant for that very product", async () => {
    const [none, open, future, otherProduct] = await Promise.all([member(), member(), member(), member()]);
    await grant(open, "promocoes");
    await grant(future, "promocoes", { expiresAt: new Date(Date.now() + HOUR_MS) });
    await grant(otherProduct, "relatorios");

    expect(await hasPromocoes(none)).toBe(false);
    expect(await hasPromocoes(open)).toBe(true);
    expect(await hasPromocoes(future)).toBe(true);
    expect(await hasPromocoes(otherProduct)).toBe(false);
    expect(await hasProductAccess(database.db, log, otherProduct, "relatorios")).toBe(true);
  });

  it("refuses revoked and expired grants", async () => {
    const [revoked, expired] = await Promise.all([member(), member()]);
    await grant(revoked, "promocoes", { accessGranted: false });
    await grant(expired, "promocoes", { expiresAt: new Date(Date.now() - 1000) });
    expect(await hasPromocoes(revoked)).toBe(false);
    expect(await hasPromocoes(expired)).toBe(false);
  });

  it("reads the grant fresh on every call", async () => {
    const actor = await member();
    await grant(actor, "promocoes");
    expect(await hasPromocoes(actor)).toBe(true);
    await database.db
      .update(userProductAccess)
      .set({ accessGranted: false })
      .where(and(eq(userProductAccess.userId, actor.id), eq(userProductAccess.productType, "promocoes")));
    expect(await hasPromocoes(actor)).toBe(false);
  });

  it("fails closed and logs when the lookup breaks", async () => {
    const before = log.errors.length;
    expect(await hasPromocoes({ id: "not-a-uuid", isAdmin: false })).toBe(false);
    expect(log.errors.slice(before)).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/^Falha ao verificar acesso a promocoes/) }),
    ]);
  });
});

describe("canAccessCourse", () => {
  const paid = { id: randomUUID(), isFree: false };
  const free = { id: randomUUID(), isFree: true };

  it("opens free courses to everyone, anonymous included", async () => {
    expect(await canAccessCourse(database.db, log, null, free)).toBe(true);
    expect(await canAccessCourse(database.db, log, await member(), free)).toBe(true);
  });

  it("opens every course to admins", async () => {
    expect(await canAccessCourse(database.db, log, { ...(await member()), isAdmin: true }, paid)).toBe(true);
  });

  it("keeps paid courses from anonymous visitors and members without a grant", async () => {
    expect(await canAccessCourse(database.db, log, null, paid)).toBe(false);
    expect(await canAccessCourse(database.db, log, await member(), paid)).toBe(false);
  });

  it("accepts the course's own grant or the general 'cursos' grant, but not another course's", async () => {
    const [specific, general, otherCourse] = await Promise.all([member(), member(), member()]);
    await grant(specific, courseProductType(paid.id));
    await grant(general, "cursos");
    await grant(otherCourse, courseProductType(randomUUID()));
    expect(await canAccessCourse(database.db, log, specific, paid)).toBe(true);
    expect(await canAccessCourse(database.db, log, general, paid)).toBe(true);
    expect(await canAccessCourse(database.db, log, otherCourse, paid)).toBe(false);
  });

  it("ignores expired grants but falls back to another active one", async () => {
    const [expiredOnly, mixed] = await Promise.all([member(), member()]);
    const yesterday = new Date(Date.now() - 24 * HOUR_MS);
    await grant(expiredOnly, courseProductType(paid.id), { expiresAt: yesterday });
    await grant(expiredOnly, "cursos", { expiresAt: yesterday });
    await grant(mixed, courseProductType(paid.id), { expiresAt: yesterday });
    await grant(mixed, "cursos");
    expect(await canAccessCourse(database.db, log, expiredOnly, paid)).toBe(false);
    expect(await canAccessCourse(database.db, log, mixed, paid)).toBe(true);
  });
});

describe("admin role", () => {
  it("isAdmin reflects the user_roles row", async () => {
    const email = uniqueEmail();
    const { id } = await insertUser(database.db, email);
    expect(await isAdmin(database.db, log, id)).toBe(false);
    expect(await grantAdminRole(database.db, email)).toBe(true);
    expect(await isAdmin(database.db, log, id)).toBe(true);
  });

  it("isAdmin fails closed and logs", async () => {
    const before = log.errors.length;
    expect(await isAdmin(database.db, log, "not-a-uuid")).toBe(false);
    expect(log.errors).toHaveLength(before + 1);
  });

  it("promoteListedAdmins promotes exactly the listed existing accounts, idempotently", async () => {
    const [listed, alsoListed, unlisted] = await Promise.all([
      insertUser(database.db),
      insertUser(database.db),
      insertUser(database.db),
    ]);
    const list = [listed.email, alsoListed.email, uniqueEmail("sem-conta")];
    await promoteListedAdmins(database.db, list);
    await promoteListedAdmins(database.db, list);
    await promoteListedAdmins(database.db, []);

    for (const user of [listed, alsoListed]) {
      const roles = await database.db.select().from(userRoles).where(eq(userRoles.userId, user.id));
      expect(roles.map((row) => row.role)).toEqual(["admin"]);
    }
    expect(await isAdmin(database.db, log, unlisted.id)).toBe(false);
  });
});
