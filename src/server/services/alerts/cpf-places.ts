import { and, eq, gte, inArray, ne, sql } from "drizzle-orm";
import { placeFreedAtLimit } from "@/shared/domain/household/cpf-place-freed";
import { addDays, todayInSaoPaulo } from "@/shared/domain/plain-date";
import { formatPlainDate } from "@/shared/format";
import type { Db } from "../../db/client";
import {
  alertPreferences,
  cpfLimitRules as rules,
  loyaltyPrograms as t,
  redemptions as r,
  walletEntries as e,
} from "../../db/schema";
import { cpfPlaceFreedSubject } from "../../mail/templates";
import { CPF_WINDOW_DAYS, cpfUsesOf, passengerUses } from "../household/cpf-history";
import { emailStatusFor, insertNewNotifications } from "./new-notifications";

/** How many days late a scan still tells of a freed place (downtime, a missed cron tick). */
const LOOK_BACK_DAYS = 7;

/**
 * The CPF part of the alert scan (docs/decisions/039): each program with a calendar or rolling
 * limit whose holder was at the limit and has a place again is told once, in the bell and by
 * e-mail per the member's preferences; the dedupe key (program and the day the place freed) keeps
 * a second scan, a restart or another instance from telling it twice. Reads across every wallet,
 * as the expiry scan does, in three queries.
 */
export async function scanCpfPlaces(db: Db, now: Date): Promise<number> {
  const today = todayInSaoPaulo(now);
  const since = addDays(today, -(CPF_WINDOW_DAYS + LOOK_BACK_DAYS));
  const programs = await db
    .select({
      programId: t.id,
      userId: t.userId,
      programName: t.name,
      holderId: t.holderId,
      limit: rules.limit,
      window: rules.window,
      counts: rules.counts,
      waitDays: rules.waitDays,
      infantsExempt: rules.infantsExempt,
      emailEnabled: sql<boolean | null>`${alertPreferences.emailEnabled}`,
    })
    .from(t)
    .innerJoin(rules, eq(rules.catalogueId, t.catalogueId))
    .leftJoin(alertPreferences, eq(alertPreferences.userId, t.userId))
    .where(
      and(
        ne(rules.window, "fixed_list"),
        sql`exists (select 1 from ${r} inner join ${e} on ${e.id} = ${r.id} where ${r.programId} = ${t.id} and ${e.entryDate} >= ${since})`,
      ),
    );
  if (programs.length === 0) return 0;

  const uses = await passengerUses(
    db,
    and(
      inArray(
        r.programId,
        programs.map((program) => program.programId),
      ),
      gte(e.entryDate, since),
    ),
  );

  const due = programs.flatMap((program) => {
    const history = { list: [], uses: cpfUsesOf(uses, program.programId, program.holderId) };
    const freedOn = placeFreedAtLimit(program, history, today, LOOK_BACK_DAYS);
    if (freedOn === null) return [];
    return [
      {
        userId: program.userId,
        programId: program.programId,
        kind: "cpf_place_freed" as const,
        dedupeKey: `cpf:${program.programId}:${freedOn}`,
        title: cpfPlaceFreedSubject(program),
        body: `O ${program.programName} estava no limite de CPFs e um lugar ficou livre em ${formatPlainDate(freedOn)}.`,
        expiresOn: freedOn,
        emailStatus: emailStatusFor(program.emailEnabled),
      },
    ];
  });
  return insertNewNotifications(db, due);
}
