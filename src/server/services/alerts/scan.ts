import { and, eq, gt, isNotNull, lt, lte, sql } from "drizzle-orm";
import { dueThreshold } from "@/shared/domain/alerts/alert-thresholds";
import { ALERT_THRESHOLDS, type NotificationKind } from "@/shared/domain/alerts/notifications";
import { addDays, daysBetween, todayInSaoPaulo } from "@/shared/domain/plain-date";
import { formatUnits, type ProgramKind } from "@/shared/domain/wallet/program-kind";
import { formatPlainDate } from "@/shared/format";
import type { Db } from "../../db/client";
import { alertPreferences, loyaltyPrograms as t, mileLots } from "../../db/schema";
import { expirySubject, bonusReminderSubject } from "../../mail/templates";
import { programKindColumn } from "../wallet/program-kind";
import { DEFAULT_ALERT_PREFERENCES } from "./preferences";
import { emailStatusFor, insertNewNotifications } from "./new-notifications";

/**
 * The alert scan (docs/decisions/012): finds every expiry whose threshold has been reached and
 * every bonus whose expected date has passed, and inserts one notification for each. The unique
 * dedupe key makes it idempotent: a second scan, a restart or a second instance inserts nothing
 * new, and a scan after downtime inserts what is due now (late, not skipped). It reads only
 * miles still there, so miles used meanwhile raise no alert.
 */
const farthest = Math.max(...ALERT_THRESHOLDS);

interface NewNotification {
  userId: string;
  programId: string;
  kind: NotificationKind;
  dedupeKey: string;
  title: string;
  body: string;
  miles: number;
  expiresOn: string;
  emailStatus: "pending" | "off";
}

const preferenceColumns = {
  thresholds: sql<number[] | null>`${alertPreferences.thresholds}`,
  emailEnabled: sql<boolean | null>`${alertPreferences.emailEnabled}`,
};

function expiryNotification(
  row: {
    userId: string;
    programId: string;
    programName: string;
    kind: ProgramKind | null;
    miles: number;
    expiresOn: string;
    thresholds: number[] | null;
    emailEnabled: boolean | null;
  },
  today: string,
  subject: string,
  kind: "lot_expiry" | "program_expiry",
): NewNotification | null {
  const daysLeft = daysBetween(today, row.expiresOn);
  const threshold = dueThreshold(daysLeft, row.thresholds ?? DEFAULT_ALERT_PREFERENCES.thresholds);
  if (threshold === null) return null;
  return {
    userId: row.userId,
    programId: row.programId,
    kind,
    dedupeKey: `${subject}:${row.expiresOn}:${threshold}`,
    title: expirySubject({ programName: row.programName, kind: row.kind, miles: row.miles, daysLeft }),
    body: `${formatUnits(row.miles, row.kind)} do ${row.programName} vencem em ${formatPlainDate(row.expiresOn)}.`,
    miles: row.miles,
    expiresOn: row.expiresOn,
    emailStatus: emailStatusFor(row.emailEnabled),
  };
}

export async function scanAlerts(db: Db, now: Date): Promise<number> {
  const today = todayInSaoPaulo(now);
  const horizon = addDays(today, farthest);
  const programIdSql = sql.raw(`"loyalty_programs"."id"`);

  const [lots, programs, bonuses] = await Promise.all([
    db
      .select({
        id: mileLots.id,
        userId: mileLots.userId,
        programId: mileLots.programId,
        programName: t.name,
        kind: programKindColumn,
        miles: mileLots.remaining,
        // Not null: the WHERE keeps dated lots only.
        expiresOn: sql<string>`${mileLots.expiresOn}`,
        ...preferenceColumns,
      })
      .from(mileLots)
      .innerJoin(t, eq(t.id, mileLots.programId))
      .leftJoin(alertPreferences, eq(alertPreferences.userId, mileLots.userId))
      .where(and(gt(mileLots.remaining, 0), gt(mileLots.expiresOn, today), lte(mileLots.expiresOn, horizon))),
    // The program's own date, for programs whose miles are in no live lot (docs/product.md §2's rule).
    db
      .select({
        userId: t.userId,
        programId: t.id,
        programName: t.name,
        kind: programKindColumn,
        miles: t.balance,
        expiresOn: sql<string>`${t.expirationDate}`,
        ...preferenceColumns,
      })
      .from(t)
      .leftJoin(alertPreferences, eq(alertPreferences.userId, t.userId))
      .where(
        and(
          gt(t.balance, 0),
          gt(t.expirationDate, today),
          lte(t.expirationDate, horizon),
          sql`not exists (select 1 from ${mileLots} where ${mileLots.programId} = ${programIdSql} and ${mileLots.remaining} > 0 and ${mileLots.expiresOn} is not null)`,
        ),
      ),
    db
      .select({
        userId: t.userId,
        programId: t.id,
        programName: t.name,
        kind: programKindColumn,
        miles: t.pendingBonus,
        expectedOn: sql<string>`${t.pendingBonusExpectedOn}`,
        emailEnabled: preferenceColumns.emailEnabled,
      })
      .from(t)
      .leftJoin(alertPreferences, eq(alertPreferences.userId, t.userId))
      .where(and(gt(t.pendingBonus, 0), isNotNull(t.pendingBonusExpectedOn), lt(t.pendingBonusExpectedOn, today))),
  ]);

  const due: NewNotification[] = [
    ...lots.map((row) => expiryNotification(row, today, `lot:${row.id}`, "lot_expiry")),
    ...programs.map((row) => expiryNotification(row, today, `program:${row.programId}`, "program_expiry")),
    ...bonuses.map((row): NewNotification => ({
      userId: row.userId,
      programId: row.programId,
      kind: "bonus_reminder",
      dedupeKey: `bonus:${row.programId}:${row.expectedOn}:${row.miles}`,
      title: bonusReminderSubject(row),
      body: `O bônus de ${formatUnits(row.miles, row.kind)} era esperado em ${formatPlainDate(row.expectedOn)}. Já caiu? Confirme o crédito.`,
      miles: row.miles,
      expiresOn: row.expectedOn,
      emailStatus: emailStatusFor(row.emailEnabled),
    })),
  ].filter((row) => row !== null);
  return insertNewNotifications(db, due);
}
