import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alertPreferences, notifications, userProductAccess } from "../../db/schema";
import { alertDeps, at, mailsTo, smtpMailer } from "../../testing/alert-fixtures";
import { startTestSmtpServer, type TestSmtpServer } from "../../testing/smtp-server";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createActor, type TestActor } from "../../testing/wallet-actors";
import { deliverPendingEmails } from "../alerts/delivery";
import { startTrialOnce } from "./trial";
import { scanTrialReminders } from "./trial-reminders";

/** The trial's reminder e-mails through the alert job's two steps (docs/decisions/031). */
let database: TestDatabase;
let smtp: TestSmtpServer;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startTestSmtpServer();
});

afterAll(async () => {
  await smtp?.close();
  await database?.destroy();
});

async function runAt(day: string) {
  await scanTrialReminders(database.db, at(day));
  await deliverPendingEmails(alertDeps(database.db, smtpMailer(smtp.url)), at(day));
}

/** A member whose trial started on 2026-11-27 (São Paulo): its last day is 2026-12-11. */
async function memberOnTrial(): Promise<TestActor> {
  const actor = await createActor(database.db, "member");
  expect(await startTrialOnce(database.db, actor.id, at("2026-11-27"))).toEqual(new Date("2026-12-12T03:00:00Z"));
  return actor;
}

async function remindersOf(actor: TestActor) {
  const rows = await database.db
    .select({ key: notifications.dedupeKey, email: notifications.emailStatus, title: notifications.title })
    .from(notifications)
    .where(eq(notifications.userId, actor.id))
    .orderBy(notifications.createdAt);
  return rows.map((row) => ({ ...row, key: row.key.split(":").slice(2).join(":") }));
}

describe("trial reminders", () => {
  it("go 3 days and 1 day before the last day and on it, once each, whatever runs twice", async () => {
    const actor = await memberOnTrial();
    for (const day of [
      "2026-12-07",
      "2026-12-08",
      "2026-12-08",
      "2026-12-09",
      "2026-12-10",
      "2026-12-11",
      "2026-12-11",
    ])
      await runAt(day);
    await runAt("2026-12-12");
    expect(await remindersOf(actor)).toEqual([
      { key: "2026-12-11:3", email: "sent", title: "Seu teste grátis do PRO termina em 3 dias" },
      { key: "2026-12-11:1", email: "sent", title: "Seu teste grátis do PRO termina amanhã" },
      { key: "2026-12-11:0", email: "sent", title: "Seu teste grátis do PRO termina hoje" },
    ]);
    const mails = mailsTo(smtp.messages, actor.email);
    expect(mails).toHaveLength(3);
    expect(mails[0]).toContain("Teste grátis até 11/12/2026");
  });

  it("after downtime, the one due now goes, late; the stale one is skipped", async () => {
    const actor = await memberOnTrial();
    await runAt("2026-12-10");
    await runAt("2026-12-10");
    expect((await remindersOf(actor)).map((row) => row.key)).toEqual(["2026-12-11:1"]);
  });

  it("respect the member's alert preferences: in the bell, not by e-mail", async () => {
    const actor = await memberOnTrial();
    await database.db.insert(alertPreferences).values({ userId: actor.id, emailEnabled: false });
    await runAt("2026-12-11");
    expect(await remindersOf(actor)).toEqual([
      { key: "2026-12-11:0", email: "off", title: "Seu teste grátis do PRO termina hoje" },
    ]);
    expect(mailsTo(smtp.messages, actor.email)).toEqual([]);
  });

  it("stop once the member subscribes", async () => {
    const actor = await memberOnTrial();
    await database.db.insert(userProductAccess).values({ userId: actor.id, productType: "promocoes", expiresAt: null });
    await runAt("2026-12-08");
    expect(await remindersOf(actor)).toEqual([]);
  });
});
