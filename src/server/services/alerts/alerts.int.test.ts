import { eq } from "drizzle-orm";
import { addDays, todayInSaoPaulo } from "@/shared/domain/plain-date";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../db/schema";
import { at, alertDeps, mailsTo, smtpMailer } from "../../testing/alert-fixtures";
import { startTestSmtpServer, type TestSmtpServer } from "../../testing/smtp-server";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createActor, type TestActor } from "../../testing/wallet-actors";
import { deliverPendingEmails } from "./delivery";
import { scanAlerts } from "./scan";
import { queueWeeklySummaries } from "./weekly";

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

/** One scheduled run at `day`: the scan, then the e-mails (what the alerts-scan job does). */
async function runAt(day: string) {
  const deps = alertDeps(database.db, smtpMailer(smtp.url));
  await scanAlerts(database.db, at(day));
  await deliverPendingEmails(deps, at(day));
}

async function alertsOf(actor: TestActor) {
  return database.db
    .select({ key: notifications.dedupeKey, kind: notifications.kind, email: notifications.emailStatus })
    .from(notifications)
    .where(eq(notifications.userId, actor.id))
    .orderBy(notifications.createdAt);
}

async function memberWithLot(miles: number, expiresOn: string, programName = "Livelo") {
  const actor = await createActor(database.db);
  const program = await actor.caller.wallet.programs.create({ name: programName, balance: 0 });
  await actor.caller.wallet.accumulations.create({
    programId: program.id,
    milesAcquired: miles,
    calculationDate: "2026-01-02",
    expiresOn,
  });
  return { actor, program };
}

describe("expiry alerts", () => {
  it("fires once per threshold, never again on later runs, with program, miles, date and link in the e-mail", async () => {
    const { actor } = await memberWithLot(12_500, "2026-06-30");
    await runAt("2026-03-01"); // 121 days: nothing yet
    expect(await alertsOf(actor)).toEqual([]);

    await runAt("2026-04-01"); // 90 days
    await runAt("2026-04-01");
    await runAt("2026-04-15");
    expect((await alertsOf(actor)).map((row) => row.key.split(":").at(-1))).toEqual(["90"]);
    const [mail] = mailsTo(smtp.messages, actor.email);
    // Livelo holds pontos (its catalogue entry's kind), and its alert says so.
    expect(mail).toContain("12.500 pontos do Livelo vencem em 90 dias");
    expect(mail).toContain("Seus pontos estão perto de vencer");
    expect(mail).toContain("30/06/2026");
    expect(mail).toContain("http://localhost:3000/dashboard");
    expect(mail).toMatch(/Content-Type: text\/plain/);
    expect(mail).toMatch(/Content-Type: text\/html/);

    await runAt("2026-05-31"); // 30 days
    await runAt("2026-06-23"); // 7 days
    await runAt("2026-06-29"); // 1 day
    await runAt("2026-06-29");
    expect((await alertsOf(actor)).map((row) => row.key.split(":").at(-1))).toEqual(["90", "30", "7", "1"]);
    expect(mailsTo(smtp.messages, actor.email)).toHaveLength(4);
    await runAt("2026-07-01"); // expired: nothing more
    expect(await alertsOf(actor)).toHaveLength(4);
  });

  it("catches up after downtime: a threshold passed while the app was down is sent late, not skipped", async () => {
    const { actor } = await memberWithLot(1_000, "2026-06-30");
    await runAt("2026-04-20"); // the 90-day run on 01/04 never happened: 71 days left
    expect((await alertsOf(actor)).map((row) => row.key.split(":").at(-1))).toEqual(["90"]);
    await runAt("2026-06-20"); // down from 31/05 to 20/06: 10 days left, the 30-day alert goes now
    expect((await alertsOf(actor)).map((row) => row.key.split(":").at(-1))).toEqual(["90", "30"]);
  });

  it("sends nothing for miles used before the alert was due", async () => {
    const { actor, program } = await memberWithLot(2_000, "2026-06-30");
    await actor.caller.wallet.transactions.create({
      programId: program.id,
      type: "usage",
      amount: 2_000,
      transactionDate: "2026-03-01",
    });
    await runAt("2026-06-25");
    expect(await alertsOf(actor)).toEqual([]);
  });

  it("alerts on a program's own expiry date when it has no dated lots", async () => {
    const actor = await createActor(database.db);
    await actor.caller.wallet.programs.create({ name: "Smiles", balance: 4_000, expirationDate: "2026-05-10" });
    await runAt("2026-05-05");
    expect(await alertsOf(actor)).toEqual([expect.objectContaining({ kind: "program_expiry", email: "sent" })]);
    expect(mailsTo(smtp.messages, actor.email)[0]).toContain("4.000 milhas do Smiles vencem em 5 dias");
  });

  it("respects the member's thresholds and e-mail switch", async () => {
    const { actor } = await memberWithLot(3_000, "2026-06-30");
    await actor.caller.notifications.savePreferences({ thresholds: [7], emailEnabled: false, weeklySummary: true });
    await runAt("2026-04-01");
    await runAt("2026-06-01");
    expect(await alertsOf(actor)).toEqual([]);
    await runAt("2026-06-24");
    expect(await alertsOf(actor)).toEqual([expect.objectContaining({ kind: "lot_expiry", email: "off" })]);
    expect(mailsTo(smtp.messages, actor.email)).toEqual([]);
    const bell = await actor.caller.notifications.list();
    expect(bell).toMatchObject({ unreadCount: 1, items: [{ title: "3.000 pontos do Livelo vencem em 6 dias" }] });
  });
});

describe("the bell", () => {
  it("lists the soonest expiry first, whatever order the alerts were raised in, with the program's name", async () => {
    const today = todayInSaoPaulo();
    // The nearer expiry is raised first, so newest-first would list it last.
    const { actor, program } = await memberWithLot(1_500, addDays(today, 20));
    await runAt(today);
    await actor.caller.wallet.accumulations.create({
      programId: program.id,
      milesAcquired: 4_000,
      calculationDate: today,
      expiresOn: addDays(today, 85),
    });
    await runAt(today);
    const bell = await actor.caller.notifications.list();
    expect(bell.items.map(({ miles, expiresOn, programName }) => ({ miles, expiresOn, programName }))).toEqual([
      { miles: 1_500, expiresOn: addDays(today, 20), programName: "Livelo" },
      { miles: 4_000, expiresOn: addDays(today, 85), programName: "Livelo" },
    ]);
  });
});

describe("pending bonus reminder", () => {
  it("reminds once when the expected date passes unconfirmed", async () => {
    const actor = await createActor(database.db);
    await actor.caller.wallet.programs.create({
      name: "Esfera",
      balance: 0,
      pendingBonus: 5_000,
      pendingBonusExpectedOn: "2026-04-10",
    });
    await runAt("2026-04-10");
    expect(await alertsOf(actor)).toEqual([]);
    await runAt("2026-04-11");
    await runAt("2026-04-12");
    expect(await alertsOf(actor)).toEqual([expect.objectContaining({ kind: "bonus_reminder", email: "sent" })]);
    const [mail] = mailsTo(smtp.messages, actor.email);
    expect(mail).toContain("5.000 pontos do programa Esfera era esperado em 10/04/2026");
  });
});

describe("weekly summary", () => {
  it("goes once a week to members with miles expiring within 30 days, unless they opted out", async () => {
    const { actor: ana } = await memberWithLot(800, "2026-09-20", "Azul");
    const livelo = await ana.caller.wallet.programs.create({ name: "Livelo", balance: 0 });
    await ana.caller.wallet.accumulations.create({
      programId: livelo.id,
      milesAcquired: 500,
      calculationDate: "2026-01-02",
      expiresOn: "2026-09-25",
    });
    const { actor: bruno } = await memberWithLot(900, "2026-09-20", "Azul");
    await bruno.caller.notifications.savePreferences({ thresholds: [], emailEnabled: true, weeklySummary: false });
    const deps = alertDeps(database.db, smtpMailer(smtp.url));
    for (const day of ["2026-09-07", "2026-09-09"]) {
      await queueWeeklySummaries(database.db, at(day));
      await deliverPendingEmails(deps, at(day));
    }
    const anaMails = mailsTo(smtp.messages, ana.email).filter((mail) => mail.includes("Resumo semanal"));
    expect(anaMails).toHaveLength(1);
    expect(anaMails[0]).toContain("Azul: 800 milhas em 20/09/2026");
    expect(anaMails[0]).toContain("Livelo: 500 pontos em 25/09/2026");
    // Points and miles are summed apart, each in its own word.
    const [queued] = (await database.db.select().from(notifications).where(eq(notifications.userId, ana.id))).filter(
      (row) => row.kind === "weekly_summary",
    );
    expect(queued?.body).toBe("500 pontos e 800 milhas vencem nos próximos 30 dias.");
    expect(mailsTo(smtp.messages, bruno.email).filter((mail) => mail.includes("Resumo semanal"))).toEqual([]);
    // The summary is an e-mail, not a bell item.
    expect((await ana.caller.notifications.list()).items.every((item) => item.kind !== "weekly_summary")).toBe(true);
  });
});
