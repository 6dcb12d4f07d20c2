import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRIAL_PRODUCT } from "@/shared/domain/payments/plan-access";
import { trialWindow } from "@/shared/domain/payments/trial";
import { DATA_EXPORT_PATH } from "@/shared/domain/account/data-export";
import { DELETE_CONFIRMATION_WORD } from "@/shared/schemas/account";
import { TEST_CLOCK_HEADER } from "../../clock";
import { trialClaims, userProductAccess, userRoles } from "../../db/schema";
import { findUser, signUp, TEST_PASSWORD, uniqueEmail } from "../../testing/accounts";
import { buildCourse } from "../../testing/courses";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { createTestClient, expectTRPCError } from "../../testing/trpc-client";

/** The PRO trial end to end through the real app (docs/decisions/031), with the test clock on. */
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { TEST_CLOCK: "true", DEV_TOOLS: "true" } });
});

afterAll(async () => {
  await testApp?.close();
});

const db = () => testApp.database.db;

async function claims(): Promise<number> {
  const [row] = await db().select({ n: count() }).from(trialClaims);
  return row?.n ?? 0;
}

async function trialGrant(userId: string) {
  const [row] = await db()
    .select({ expiresAt: userProductAccess.expiresAt })
    .from(userProductAccess)
    .where(eq(userProductAccess.userId, userId));
  return row ?? null;
}

/** A member who signed up through the form's procedure, and a clock their requests carry. */
async function newMember(email = uniqueEmail("teste")) {
  const headers: Record<string, string> = {};
  const member = createTestClient(testApp.app, { headers });
  await signUp(member, { email });
  const user = await findUser(db(), email);
  if (!user) throw new Error("signup made no account");
  return {
    member,
    headers,
    email,
    userId: user.id,
    at: (instant: Date) => (headers[TEST_CLOCK_HEADER] = instant.toISOString()),
  };
}

describe("the trial starts once per person", () => {
  it("signup grants 14 days of PRO without a card, and logging in again grants nothing more", async () => {
    const before = await claims();
    const startedAt = new Date();
    const { member, email, userId } = await newMember();
    const me = await member.trpc.auth.me.query();
    expect(me?.hasDashboardAccess).toBe(true);
    const grant = await trialGrant(userId);
    const expected = trialWindow(startedAt).endsAt;
    expect(grant?.expiresAt?.getTime()).toBe(expected.getTime());
    expect(me?.trialLastDay).toBe(trialWindow(startedAt).lastDay);
    expect(await claims()).toBe(before + 1);

    const again = createTestClient(testApp.app);
    await again.trpc.auth.login.mutate({ email, password: TEST_PASSWORD });
    expect(await claims()).toBe(before + 1);
    expect((await trialGrant(userId))?.expiresAt?.getTime()).toBe(expected.getTime());
  });

  it("signing up again after deleting the account starts no second trial", async () => {
    const email = uniqueEmail("volta");
    const first = await newMember(email);
    await first.member.trpc.account.deleteAccount.mutate({
      password: TEST_PASSWORD,
      confirmation: DELETE_CONFIRMATION_WORD,
    });
    expect(await findUser(db(), email)).toBeUndefined();
    const claimsAfterDeletion = await claims();

    const second = await newMember(email);
    expect(second.userId).not.toBe(first.userId);
    expect(await trialGrant(second.userId)).toBeNull();
    expect((await second.member.trpc.auth.me.query())?.hasDashboardAccess).toBe(false);
    expect(await claims()).toBe(claimsAfterDeletion);
  });

  it("an account from before the trial, that never had a plan, gets its trial at the next login", async () => {
    const { email, userId } = await newMember();
    // As the account was before trials existed: no trial grant, no claim.
    await db().delete(userProductAccess).where(eq(userProductAccess.userId, userId));
    await db().delete(trialClaims);
    const back = createTestClient(testApp.app);
    await back.trpc.auth.login.mutate({ email, password: TEST_PASSWORD });
    expect((await back.trpc.auth.me.query())?.hasDashboardAccess).toBe(true);
    expect(await trialGrant(userId)).not.toBeNull();
  });

  it("an account that had a plan gets no trial at login", async () => {
    const { email, userId } = await newMember();
    await db().delete(userProductAccess).where(eq(userProductAccess.userId, userId));
    await db().delete(trialClaims);
    await db()
      .insert(userProductAccess)
      .values({ userId, productType: "promocoes", expiresAt: new Date(0) });
    await createTestClient(testApp.app).trpc.auth.login.mutate({ email, password: TEST_PASSWORD });
    const [trial] = await db()
      .select()
      .from(userProductAccess)
      .where(and(eq(userProductAccess.productType, TRIAL_PRODUCT), eq(userProductAccess.userId, userId)));
    expect(trial).toBeUndefined();
  });
});

describe("the trial's end", () => {
  it("ends exactly at its time: Minha Gestão, the feed and PRO close, reports and the data export stay", async () => {
    const admin = createTestClient(testApp.app);
    const adminEmail = uniqueEmail("admin");
    await signUp(admin, { email: adminEmail });
    const adminUser = await findUser(db(), adminEmail);
    await db()
      .insert(userRoles)
      .values({ userId: adminUser?.id ?? "", role: "admin" });
    const { course, lessons } = await buildCourse(admin);

    const { member, userId, at } = await newMember();
    const endsAt = (await trialGrant(userId))?.expiresAt;
    if (!endsAt) throw new Error("no trial");

    at(new Date(endsAt.getTime() - 1000));
    expect(await member.trpc.wallet.programs.list.query()).toEqual([]);
    expect((await member.trpc.promotions.feed.query({})).access).toBe(true);
    // The trial opens no paid course: that stays PRO's (and the course buyer's).
    expect((await member.trpc.courses.detail.query({ id: course.id })).hasAccess).toBe(false);
    const paidLesson = { courseId: course.id, lessonId: lessons.paid.id };
    expect((await member.trpc.courses.lesson.query(paidLesson)).locked).toBe(true);
    expect((await member.trpc.courses.lesson.query({ ...paidLesson, lessonId: lessons.intro.id })).locked).toBe(false);

    at(endsAt);
    await expectTRPCError(member.trpc.wallet.programs.list.query(), { code: "FORBIDDEN" });
    expect((await member.trpc.promotions.feed.query({})).access).toBe(false);
    expect((await member.trpc.auth.me.query())?.trialLastDay).toBeNull();
    // Nothing is deleted and the free plan keeps its part: reports and the data export.
    expect(await member.trpc.reports.summary.query({})).toBeDefined();
    const exported = await testApp.app.inject({
      method: "GET",
      url: DATA_EXPORT_PATH,
      headers: { cookie: `milheiro_session=${member.sessionToken()}`, [TEST_CLOCK_HEADER]: endsAt.toISOString() },
    });
    expect(exported.statusCode).toBe(200);
  });
});
