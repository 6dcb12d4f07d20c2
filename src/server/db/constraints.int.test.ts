import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseProductType } from "@/shared/domain/access/access";
import { createSession } from "../auth/sessions";
import { insertUser } from "../testing/accounts";
import { expectDbRejection, SQLSTATE } from "../testing/db-errors";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import {
  costCalculations,
  homepageSettings,
  loyaltyPrograms,
  profiles,
  sessions,
  userProductAccess,
  userRoles,
  users,
} from "./schema";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.destroy();
});

async function program(userId: string, balance = 0) {
  const [row] = await database.db.insert(loyaltyPrograms).values({ userId, name: "Smiles", balance }).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

describe("unique keys", () => {
  it("allows one grant per user and product", async () => {
    const { id } = await insertUser(database.db);
    await database.db.insert(userProductAccess).values({ userId: id, productType: "promocoes" });
    await expectDbRejection(
      database.db.insert(userProductAccess).values({ userId: id, productType: "promocoes", accessGranted: false }),
      SQLSTATE.uniqueViolation,
      "user_product_access_user_product_key",
    );
    await database.db.insert(userProductAccess).values({ userId: id, productType: "relatorios" });
    const other = await insertUser(database.db);
    await database.db.insert(userProductAccess).values({ userId: other.id, productType: "promocoes" });
  });

  it("allows one account per e-mail", async () => {
    const { email } = await insertUser(database.db);
    await expectDbRejection(
      database.db.insert(users).values({ email, passwordHash: "x" }),
      SQLSTATE.uniqueViolation,
      "users_email_unique",
    );
  });
});

describe("CHECK constraints", () => {
  it("never lets a balance go negative, by insert or by update", async () => {
    const { id } = await insertUser(database.db);
    await expectDbRejection(
      database.db.insert(loyaltyPrograms).values({ userId: id, name: "Smiles", balance: -1 }),
      SQLSTATE.checkViolation,
      "loyalty_programs_balance_non_negative",
    );
    const row = await program(id, 100);
    await expectDbRejection(
      database.db.update(loyaltyPrograms).set({ balance: -5 }).where(eq(loyaltyPrograms.id, row.id)),
      SQLSTATE.checkViolation,
      "loyalty_programs_balance_non_negative",
    );
  });

  it("accepts only known product types and 'course-<uuid>'", async () => {
    const { id } = await insertUser(database.db);
    for (const productType of ["vip", "course-abc", "Promocoes"]) {
      await expectDbRejection(
        database.db.insert(userProductAccess).values({ userId: id, productType }),
        SQLSTATE.checkViolation,
        "user_product_access_product_type_valid",
      );
    }
    await database.db.insert(userProductAccess).values({ userId: id, productType: courseProductType(randomUUID()) });
  });

  it("stores e-mails only trimmed and lower-cased", async () => {
    await expectDbRejection(
      database.db.insert(users).values({ email: "Ana@Exemplo.com", passwordHash: "x" }),
      SQLSTATE.checkViolation,
      "users_email_normalized",
    );
  });

  it("keeps homepage settings to a single row", async () => {
    await expectDbRejection(
      database.db.insert(homepageSettings).values({
        id: 2,
        heroTitle: "t",
        heroSubtitle: "s",
        primaryButtonText: "p",
        primaryButtonLink: "/",
        secondaryButtonText: "s",
        secondaryButtonLink: "/",
      }),
      SQLSTATE.checkViolation,
      "homepage_settings_single_row",
    );
  });
});

describe("foreign keys", () => {
  it("never lets a row point at another user's program", async () => {
    const [owner, intruder] = await Promise.all([insertUser(database.db), insertUser(database.db)]);
    const owned = await program(owner.id);
    await expectDbRejection(
      database.db.insert(costCalculations).values({
        userId: intruder.id,
        programId: owned.id,
        milesAcquired: 1000,
        calculationDate: "2026-03-09",
      }),
      SQLSTATE.foreignKeyViolation,
      "cost_calculations_program_owner_fk",
    );
  });

  it("deletes a user's sessions, profile, roles, grants and programs with the user", async () => {
    const { id, email } = await insertUser(database.db);
    await createSession(database.db, id);
    await database.db.insert(profiles).values({ id, email, fullName: "Ana" });
    await database.db.insert(userRoles).values({ userId: id, role: "admin" });
    await database.db.insert(userProductAccess).values({ userId: id, productType: "promocoes" });
    const owned = await program(id, 10);
    await database.db
      .insert(costCalculations)
      .values({ userId: id, programId: owned.id, milesAcquired: 1000, calculationDate: "2026-03-09" });

    await database.db.delete(users).where(eq(users.id, id));

    const leftovers = await Promise.all([
      database.db.select().from(sessions).where(eq(sessions.userId, id)),
      database.db.select().from(profiles).where(eq(profiles.id, id)),
      database.db.select().from(userRoles).where(eq(userRoles.userId, id)),
      database.db.select().from(userProductAccess).where(eq(userProductAccess.userId, id)),
      database.db.select().from(loyaltyPrograms).where(eq(loyaltyPrograms.userId, id)),
      database.db.select().from(costCalculations).where(eq(costCalculations.userId, id)),
    ]);
    expect(leftovers.map((rows) => rows.length)).toEqual([0, 0, 0, 0, 0, 0]);
  });
});
