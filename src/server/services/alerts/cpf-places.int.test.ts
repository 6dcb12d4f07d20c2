import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../db/schema";
import { alertDeps, at, eventually, mailsTo, smtpMailer } from "../../testing/alert-fixtures";
import { CPFS, narrowTapCpfLimit } from "../../testing/household";
import { startTestSmtpServer, type TestSmtpServer } from "../../testing/smtp-server";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { createActor, type TestActor } from "../../testing/wallet-actors";
import { scanCpfPlaces } from "./cpf-places";
import { deliverPendingEmails } from "./delivery";

let database: TestDatabase;
let smtp: TestSmtpServer;
let member: TestActor;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startTestSmtpServer();
  // One place per rolling 12 months, so one ticket fills the program.
  await narrowTapCpfLimit(database.db, {
    limit: 1,
    window: "rolling_12_months",
    counts: "ticket",
    checkedOn: "2026-03-01",
  });
  member = await createActor(database.db);
  const program = await member.caller.wallet.programs.create({ name: "TAP Miles&Go", balance: 10_000 });
  const bia = await member.caller.household.beneficiaries.create({ name: "Bia", cpf: CPFS.bia });
  const outcome = await member.caller.household.redemptions.create({
    programId: program.id,
    issuedOn: "2026-03-09",
    departureOn: "2026-04-01",
    origin: "GRU",
    destination: "REC",
    miles: 1_000,
    beneficiaryIds: [bia.id],
  });
  if (outcome.status !== "saved") throw new Error("not saved");
});

afterAll(async () => {
  await smtp?.close();
  await database?.destroy();
});

async function runAt(day: string) {
  const created = await scanCpfPlaces(database.db, at(day));
  await deliverPendingEmails(alertDeps(database.db, smtpMailer(smtp.url)), at(day));
  return created;
}

describe("a CPF place freeing on a program at its limit", () => {
  it("is told once, in the bell and by e-mail, on the day it frees or a few days late", async () => {
    expect(await runAt("2027-03-08")).toBe(0);
    expect(await runAt("2027-03-10")).toBe(1);
    expect(await runAt("2027-03-11")).toBe(0);
    const rows = await database.db
      .select({ key: notifications.dedupeKey, title: notifications.title, expiresOn: notifications.expiresOn })
      .from(notifications)
      .where(eq(notifications.userId, member.id));
    expect(rows).toEqual([
      {
        key: expect.stringMatching(/^cpf:.+:2027-03-09$/),
        title: "Um CPF ficou livre no TAP Miles&Go",
        expiresOn: "2027-03-09",
      },
    ]);
    await eventually(() => mailsTo(smtp.messages, member.email).length === 1);
    const [mail] = mailsTo(smtp.messages, member.email);
    expect(mail).toContain("Um CPF ficou livre no TAP Miles&Go");
    expect(mail).toContain("09/03/2027");
  });
});
