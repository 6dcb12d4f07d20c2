import { createMailer, type Mailer } from "../integrations/mail";
import type { AlertMailDeps } from "../services/alerts/delivery";
import type { AlertPushDeps } from "../services/alerts/push-delivery";
import { pushSenderFor } from "../services/alerts/vapid-keys";
import type { Db } from "../db/client";
import { decodeQuotedPrintable, type ReceivedMail } from "./smtp-server";
import { TEST_APP_URL } from "./test-app";
import { createActor, type TestActor } from "./wallet-actors";

const silentLog = { info() {}, warn() {}, error() {} };

/** The app's own nodemailer transport, pointed at the test SMTP server. */
export function smtpMailer(url: string): Mailer {
  return createMailer({ SMTP_URL: url, MAIL_FROM: "Milheiro <alertas@milheiro.test>" }, silentLog);
}

/** The alert jobs' dependencies; `pushSender` defaults to the app's, with keys made in the database. */
export function alertDeps(
  db: Db,
  mailer: Mailer,
  pushSender: AlertPushDeps["pushSender"] = pushSenderFor(db, { VAPID_SUBJECT: "mailto:alertas@milheiro.test" }),
): AlertMailDeps & AlertPushDeps {
  return { db, mailer, appUrl: TEST_APP_URL, log: silentLog, pushSender };
}

/** A São Paulo calendar day at noon, as the job clock. */
export const at = (day: string) => new Date(`${day}T12:00:00-03:00`);

export function mailsTo(messages: ReceivedMail[], email: string): string[] {
  return messages.filter((mail) => mail.to.includes(email)).map((mail) => decodeQuotedPrintable(mail.raw));
}

/** Waits until `check` passes (a background e-mail, a job picked up by a polling worker). */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A new Minha Gestão member with one program and one lot of `miles` expiring on `expiresOn`. */
export async function memberWithLot(
  db: Db,
  expiresOn: string,
  { programName = "Livelo", miles = 1_000 }: { programName?: string; miles?: number } = {},
): Promise<TestActor> {
  const actor = await createActor(db);
  const program = await actor.caller.wallet.programs.create({ name: programName, balance: 0 });
  await actor.caller.wallet.accumulations.create({
    programId: program.id,
    milesAcquired: miles,
    calculationDate: "2026-01-02",
    expiresOn,
  });
  return actor;
}
