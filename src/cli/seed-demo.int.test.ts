import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNT } from "@/shared/domain/demo/demo-account";
import { PROMOTION_CATEGORIES } from "@/shared/domain/promotions/promotion-categories";
import { loyaltyPrograms, promocoes } from "../server/db/schema";
import { findUser } from "../server/testing/accounts";
import { createTestApp, type TestApp } from "../server/testing/test-app";
import { createTestClient } from "../server/testing/trpc-client";
import { expectLedgerConsistent } from "../server/testing/wallet-actors";
import { runCliOn } from "./testing";

let testApp: TestApp;
let password: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const seeded = await runCliOn(testApp.database, ["seed-demo", "--password", "demo-senha-1"]);
  expect(seeded).toMatchObject({
    code: 0,
    out: `Conta demo criada. Entre com ${DEMO_ACCOUNT.email} e a senha demo-senha-1`,
  });
  password = "demo-senha-1";
}, 180_000);
afterAll(() => testApp.close());

async function logInAsDemo(secret = password) {
  const client = createTestClient(testApp.app);
  await client.trpc.auth.login.mutate({ email: DEMO_ACCOUNT.email, password: secret });
  return client.trpc;
}

describe("seed-demo", () => {
  it("opens Minha Gestão with five programs, non-trivial totals and recent activity", async () => {
    const api = await logInAsDemo();
    const me = await api.auth.me.query();
    expect(me).toMatchObject({ email: DEMO_ACCOUNT.email, fullName: DEMO_ACCOUNT.name, hasDashboardAccess: true });

    const summary = await api.wallet.dashboard.summary.query();
    expect(summary.programCount).toBe(5);
    expect(summary.totalMiles).toBeGreaterThan(50_000);
    expect(summary.totalPendingBonus).toBe(3_000);
    expect(summary.expiringMiles).toBeGreaterThan(0);
    expect(summary.recentTransactions).toHaveLength(3);

    const programs = await api.wallet.programs.list.query();
    // What the miles still held cost over those miles (docs/decisions/029): free miles in the
    // wallet pull it below what was paid per purchase, so it is checked against the cards' sums.
    const heldCostCents = programs.reduce((sum, program) => sum + program.heldCostCents, 0);
    expect(heldCostCents).toBeGreaterThan(0);
    expect(summary.averageCostPerThousandCents).toBe(Math.round((heldCostCents * 1000) / summary.totalMiles));
    expect(summary.averageCostPerThousandCents).toBeGreaterThanOrEqual(500);
    expect(summary.averageCostPerThousandCents).toBeLessThanOrEqual(3_500);
    expect(programs.map((program) => program.name).sort()).toEqual([
      "Esfera",
      "LATAM Pass",
      "Livelo",
      "Smiles",
      "TudoAzul",
    ]);
    const liveLotDays = programs.flatMap((program) =>
      program.lots.filter((lot) => lot.remaining > 0).map((lot) => lot.expiry),
    );
    expect(liveLotDays.length).toBeGreaterThan(10);
  });

  it("fills the reports: transfers, bonuses and usages of the year", async () => {
    const api = await logInAsDemo();
    const year = await api.reports.summary.query({ periodo: "todos" });
    expect(year.count).toBeGreaterThan(10);
    expect(year.totalIn).toBeGreaterThan(50_000);
    expect(year.totalOut).toBeGreaterThan(50_000);
    const charts = await api.reports.charts.query({ periodo: "todos" });
    expect(JSON.stringify(charts)).not.toBe("{}");
  });

  it("keeps every program's balance equal to its movements, with lots inside the balance", async () => {
    const { id } = (await findUser(testApp.database.db, DEMO_ACCOUNT.email))!;
    const programs = await testApp.database.db
      .select({ id: loyaltyPrograms.id })
      .from(loyaltyPrograms)
      .where(eq(loyaltyPrograms.userId, id));
    expect(programs).toHaveLength(5);
    for (const program of programs) await expectLedgerConsistent(testApp.database.db, program.id);
  });

  it("publishes promotions of every category and a course the demo account is half-way through", async () => {
    const api = await logInAsDemo();
    const feed = await api.promotions.feed.query({});
    expect(feed.access).toBe(true);
    const categories = feed.access ? new Set(feed.items.map((item) => item.category)) : new Set();
    expect([...categories].sort()).toEqual([...PROMOTION_CATEGORIES].sort());

    const catalogue = await api.courses.list.query();
    expect(catalogue).toHaveLength(1);
    expect(catalogue[0]).toMatchObject({ lessonCount: 8, hasAccess: true });
    expect(catalogue[0]!.progressPercent).toBe(50);
  });

  it("does nothing the second time, and --reset recreates the account with a new password", async () => {
    const before = (await findUser(testApp.database.db, DEMO_ACCOUNT.email))!;
    expect(await runCliOn(testApp.database, ["seed-demo"])).toMatchObject({
      code: 0,
      out: expect.stringContaining("já existe"),
    });
    expect((await findUser(testApp.database.db, DEMO_ACCOUNT.email))!.id).toBe(before.id);

    const reset = await runCliOn(testApp.database, ["seed-demo", "--reset"]);
    expect(reset.code).toBe(0);
    password = /a senha (\S+)$/.exec(reset.out)![1]!;
    const after = (await findUser(testApp.database.db, DEMO_ACCOUNT.email))!;
    expect(after.id).not.toBe(before.id);
    expect(await testApp.database.db.$count(promocoes)).toBe(6);
    const api = await logInAsDemo();
    expect((await api.wallet.dashboard.summary.query()).programCount).toBe(5);
  }, 180_000);
});
