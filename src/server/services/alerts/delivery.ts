import { asc, eq, inArray, sql } from "drizzle-orm";
import { daysBetween, todayInSaoPaulo } from "@/shared/domain/plain-date";
import type { ProgramKind } from "@/shared/domain/wallet/program-kind";
import type { Db } from "../../db/client";
import { loyaltyPrograms, notifications as n, users } from "../../db/schema";
import type { Mailer, MailMessage } from "../../integrations/mail";
import type { Logger } from "../../logger";
import {
  bonusReminderMail,
  cpfPlaceFreedMail,
  expiryAlertMail,
  promotionMatchMail,
  trialEndingMail,
  weeklySummaryMail,
} from "../../mail/templates";
import { walletScopeOf } from "../access/wallet-scope";
import { programKindColumn } from "../wallet/program-kind";
import { expiringSoon } from "./expiring-soon";
import { claimable, SEND_BATCH, statusAfterFailure } from "./send-claims";

export interface AlertMailDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  log: Logger;
}

/**
 * Sends the e-mails of notifications still pending. Each is claimed by one UPDATE over rows picked
 * FOR UPDATE SKIP LOCKED, so two workers never take the same one (docs/decisions/012); a failed
 * send goes back to pending and is retried on the next run (send-claims.ts).
 */
export async function deliverPendingEmails(deps: AlertMailDeps, now: Date): Promise<number> {
  const { db } = deps;
  const waiting = db
    .select({ id: n.id })
    .from(n)
    .where(claimable(n.emailStatus, n.emailClaimedAt, now))
    .orderBy(asc(n.createdAt))
    .limit(SEND_BATCH)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(n)
    .set({ emailStatus: "sending", emailClaimedAt: now, emailAttempts: sql`${n.emailAttempts} + 1` })
    .where(inArray(n.id, waiting))
    .returning({ id: n.id });
  if (claimed.length === 0) return 0;

  const rows = await db
    .select({
      id: n.id,
      userId: n.userId,
      kind: n.kind,
      title: n.title,
      body: n.body,
      miles: n.miles,
      expiresOn: n.expiresOn,
      attempts: n.emailAttempts,
      email: users.email,
      programName: loyaltyPrograms.name,
      programKind: programKindColumn,
    })
    .from(n)
    .innerJoin(users, eq(users.id, n.userId))
    .leftJoin(loyaltyPrograms, eq(loyaltyPrograms.id, n.programId))
    .where(
      inArray(
        n.id,
        claimed.map((row) => row.id),
      ),
    );

  let sent = 0;
  for (const row of rows) {
    try {
      const message = await compose(deps, row, todayInSaoPaulo(now));
      if (message) await deps.mailer.send(message);
      await db
        .update(n)
        .set(message ? { emailStatus: "sent", emailedAt: now } : { emailStatus: "off" })
        .where(eq(n.id, row.id));
      if (message) sent += 1;
    } catch (error) {
      deps.log.error({ err: error, notificationId: row.id }, "Falha ao enviar e-mail de alerta");
      await db
        .update(n)
        .set({ emailStatus: statusAfterFailure(row.attempts) })
        .where(eq(n.id, row.id));
    }
  }
  return sent;
}

type Claimed = {
  userId: string;
  kind: (typeof n.$inferSelect)["kind"];
  title: string;
  body: string;
  miles: number | null;
  expiresOn: string | null;
  email: string;
  programName: string | null;
  programKind: ProgramKind | null;
};

/** The e-mail for one notification, or null when there is nothing left to say. */
async function compose(deps: AlertMailDeps, row: Claimed, today: string): Promise<MailMessage | null> {
  const dashboardUrl = new URL("/dashboard", deps.appUrl).toString();
  if (row.kind === "weekly_summary") {
    // The summary lists what expires in the wallet of the member it is addressed to.
    const items = await expiringSoon(deps.db, today, walletScopeOf({ id: row.userId }));
    return items.length === 0 ? null : weeklySummaryMail(row.email, items, dashboardUrl);
  }
  if (row.kind === "trial_ending") {
    const daysLeft = row.expiresOn === null ? null : daysBetween(today, row.expiresOn);
    if (row.expiresOn === null || (daysLeft !== 3 && daysLeft !== 1 && daysLeft !== 0)) return null;
    const plansUrl = new URL("/planos", deps.appUrl).toString();
    return trialEndingMail(row.email, { lastDay: row.expiresOn, daysLeft, plansUrl });
  }
  if (row.kind === "promotion_match") {
    const promotionsUrl = new URL("/promocoes", deps.appUrl).toString();
    return promotionMatchMail(row.email, { title: row.title, body: row.body, promotionsUrl });
  }
  if (row.kind === "cpf_place_freed") {
    if (row.programName === null || row.expiresOn === null) return null;
    return cpfPlaceFreedMail(row.email, { programName: row.programName, freedOn: row.expiresOn, dashboardUrl });
  }
  if (row.programName === null || row.miles === null || row.expiresOn === null) return null;
  if (row.kind === "bonus_reminder") {
    return bonusReminderMail(row.email, {
      programName: row.programName,
      kind: row.programKind,
      miles: row.miles,
      expectedOn: row.expiresOn,
      dashboardUrl,
    });
  }
  return expiryAlertMail(row.email, {
    programName: row.programName,
    kind: row.programKind,
    miles: row.miles,
    expiresOn: row.expiresOn,
    daysLeft: daysBetween(today, row.expiresOn),
    dashboardUrl,
  });
}
