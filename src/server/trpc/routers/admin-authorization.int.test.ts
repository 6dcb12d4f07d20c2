import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userProductAccess } from "../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import {
  anonymousCaller,
  createActor,
  expectTRPCError,
  type Caller,
  type TestActor,
} from "../../testing/wallet-actors";
import { appRouter } from "../router";

let database: TestDatabase;
let target: TestActor;

beforeAll(async () => {
  database = await createTestDatabase();
  target = await createActor(database.db, "member");
});

afterAll(async () => {
  await database?.destroy();
});

/** One valid call per admin procedure; the coverage test below fails when a new one is missing here. */
const CALLS: Record<string, (caller: Caller) => Promise<unknown>> = {
  "admin.stats": (caller) => caller.admin.stats(),
  "admin.users.list": (caller) => caller.admin.users.list({}),
  "admin.users.search": (caller) => caller.admin.users.search({ search: "exemplo", withoutActive: "promocoes" }),
  "admin.access.list": (caller) => caller.admin.access.list({ list: "promocoes" }),
  "admin.access.forUser": (caller) => caller.admin.access.forUser({ userId: target.id }),
  "admin.access.courseOptions": (caller) => caller.admin.access.courseOptions(),
  "admin.access.grant": (caller) => caller.admin.access.grant({ userId: target.id, productType: "promocoes" }),
  "admin.access.revoke": (caller) => caller.admin.access.revoke({ userId: target.id, productType: "promocoes" }),
  "admin.access.grantAll": (caller) => caller.admin.access.grantAll({ userId: target.id }),
  "admin.access.revokeAll": (caller) => caller.admin.access.revokeAll({ userId: target.id }),
  "admin.audit.forUser": (caller) => caller.admin.audit.forUser({ userId: target.id }),
  "admin.settings.status": (caller) => caller.admin.settings.status(),
  "admin.settings.jobs": (caller) => caller.admin.settings.jobs(),
  "admin.settings.mailOutbox": (caller) => caller.admin.settings.mailOutbox(),
  // These callers run no job engine: past the admin check, the procedure says so (jobs.int.test.ts runs one).
  "admin.settings.runAlertsNow": (caller) =>
    caller.admin.settings.runAlertsNow().catch((error: unknown) => {
      if (error instanceof TRPCError && error.code === "PRECONDITION_FAILED") return { ok: false };
      throw error;
    }),
};
const procedures = Object.entries(CALLS);

const grantRows = () => database.db.select().from(userProductAccess);

it("covers every admin procedure of the router", () => {
  const adminProcedures = Object.keys(appRouter._def.procedures).filter((path) => path.startsWith("admin."));
  expect(Object.keys(CALLS).sort()).toEqual(adminProcedures.sort());
});

describe("admin procedures (product §6: admin-only capabilities)", () => {
  it.each(procedures)("%s answers UNAUTHORIZED to a visitor", async (_path, call) => {
    await expectTRPCError(call(anonymousCaller(database.db)), {
      code: "UNAUTHORIZED",
      message: "Usuário não autenticado",
    });
  });

  it.each(procedures)(
    "%s answers FORBIDDEN to a member, subscriber or not, and changes nothing",
    async (_path, call) => {
      const before = await grantRows();
      for (const kind of ["member", "subscriber"] as const) {
        const { caller } = await createActor(database.db, kind);
        await expectTRPCError(call(caller), {
          code: "FORBIDDEN",
          message: "Você não tem permissão para realizar esta ação.",
        });
      }
      const after = await grantRows();
      // The subscriber actors brought their own grants; nobody else's changed.
      expect(after.filter((row) => row.userId === target.id)).toEqual(before.filter((row) => row.userId === target.id));
    },
  );

  it.each(procedures)("%s answers an admin", async (_path, call) => {
    const { caller } = await createActor(database.db, "admin");
    await expect(call(caller)).resolves.toBeDefined();
  });
});
