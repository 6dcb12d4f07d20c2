import { and, asc, eq, gte, inArray, lte, ne, sql, type SQL } from "drizzle-orm";
import { addDays } from "@/shared/domain/plain-date";
import type { CpfLimitHistory, CpfLimitRule, CpfUse } from "@/shared/domain/household/cpf-limits";
import type { DbOrTx } from "../../db/client";
import {
  beneficiaries,
  cpfLimitRules,
  cpfListEntries,
  holders,
  loyaltyPrograms,
  redemptionPassengers as rp,
  redemptions as r,
  walletEntries,
} from "../../db/schema";
import { ownedBy, type WalletScope } from "../access/wallet-scope";

/**
 * What the CPF rules of shared/domain/household/cpf-limits.ts count, read for a set of programs in
 * a fixed number of queries whatever their redemptions: each program's rule (its catalogue
 * entry's), every passenger of its redemptions a window can still count with the issue and travel
 * dates, and its fixed list.
 */
export interface ProgramCpfFacts {
  programId: string;
  programName: string;
  holderId: string;
  rule: (CpfLimitRule & { note: string | null; source: string; checkedOn: string }) | null;
  history: CpfLimitHistory;
}

function programRules(db: DbOrTx, scope: WalletScope, where: SQL | undefined) {
  return db
    .select({
      id: loyaltyPrograms.id,
      name: loyaltyPrograms.name,
      holderId: loyaltyPrograms.holderId,
      limit: cpfLimitRules.limit,
      window: cpfLimitRules.window,
      counts: cpfLimitRules.counts,
      waitDays: cpfLimitRules.waitDays,
      infantsExempt: cpfLimitRules.infantsExempt,
      note: cpfLimitRules.note,
      source: cpfLimitRules.source,
      checkedOn: cpfLimitRules.checkedOn,
    })
    .from(loyaltyPrograms)
    .leftJoin(cpfLimitRules, eq(cpfLimitRules.catalogueId, loyaltyPrograms.catalogueId))
    .where(and(ownedBy(loyaltyPrograms, scope), where))
    .orderBy(asc(loyaltyPrograms.createdAt), asc(loyaltyPrograms.id));
}

type ProgramRuleRow = Awaited<ReturnType<typeof programRules>>[number];

function ruleOf(program: ProgramRuleRow): ProgramCpfFacts["rule"] {
  const { limit, window, counts, source, checkedOn } = program;
  if (limit === null || window === null || counts === null || source === null || checkedOn === null) return null;
  return {
    limit,
    window,
    counts,
    waitDays: program.waitDays ?? 0,
    infantsExempt: program.infantsExempt ?? false,
    note: program.note,
    source,
    checkedOn,
  };
}

function listEntries(db: DbOrTx, scope: WalletScope, programIds: string[]) {
  return db
    .select({
      programId: cpfListEntries.programId,
      personId: cpfListEntries.beneficiaryId,
      addedOn: cpfListEntries.addedOn,
      removedOn: cpfListEntries.removedOn,
    })
    .from(cpfListEntries)
    .where(and(ownedBy(cpfListEntries, scope), inArray(cpfListEntries.programId, programIds)))
    .orderBy(asc(cpfListEntries.addedOn), asc(cpfListEntries.id));
}

/** Every program's facts (of one holder's, with `holderId`), the tickets issued from `since` on. */
export async function programCpfFacts(
  db: DbOrTx,
  scope: WalletScope,
  filter: { holderId?: string; since: string },
): Promise<ProgramCpfFacts[]> {
  const programs = await programRules(
    db,
    scope,
    filter.holderId ? eq(loyaltyPrograms.holderId, filter.holderId) : undefined,
  );
  const ids = programs.map((program) => program.id);
  if (ids.length === 0) return [];

  const [uses, listed] = await Promise.all([
    passengerUses(db, and(ownedBy(r, scope), inArray(r.programId, ids), gte(walletEntries.entryDate, filter.since))),
    listEntries(db, scope, ids),
  ]);

  return programs.map((program) => ({
    programId: program.id,
    programName: program.name,
    holderId: program.holderId,
    rule: ruleOf(program),
    history: {
      uses: cpfUsesOf(uses, program.id, program.holderId),
      list: listed.filter((entry) => entry.programId === program.id),
    },
  }));
}

/** A window rule counts nothing issued more than a year and a day before the day asked about. */
export const CPF_WINDOW_DAYS = 367;

/**
 * What limit checks of one program on the days from `first` to `last` need, in one round trip
 * whatever its history: the rule, the fixed list, and only the tickets a window can still count on
 * those days (issued in the year before them), without the redemption being edited. Tickets are read grouped by person,
 * issue and travel day, so a program with thousands of redemptions for a few people reads a few
 * rows; a per-ticket rule gets each ticket back, a per-person one each person and day once.
 */
export async function limitCheckFacts(
  tx: DbOrTx,
  scope: WalletScope,
  programId: string,
  days: { first: string; last: string },
  editing: string | null,
): Promise<ProgramCpfFacts | null> {
  const personId = sql<string>`coalesce(${rp.holderId}, ${rp.beneficiaryId})`;
  const birthDate = sql<string | null>`coalesce(${holders.birthDate}, ${beneficiaries.birthDate})::text`;
  const [[program], list, grouped] = await Promise.all([
    programRules(tx, scope, eq(loyaltyPrograms.id, programId)),
    listEntries(tx, scope, [programId]),
    tx
      .select({
        personId,
        holderId: rp.holderId,
        birthDate,
        issuedOn: walletEntries.entryDate,
        travelOn: r.departureOn,
        tickets: sql<number>`count(*)::int`,
      })
      .from(rp)
      .innerJoin(r, eq(r.id, rp.redemptionId))
      .innerJoin(walletEntries, eq(walletEntries.id, r.id))
      .leftJoin(holders, eq(holders.id, rp.holderId))
      .leftJoin(beneficiaries, eq(beneficiaries.id, rp.beneficiaryId))
      .where(
        and(
          ownedBy(r, scope),
          eq(r.programId, programId),
          lte(walletEntries.entryDate, days.last),
          gte(walletEntries.entryDate, addDays(days.first, -CPF_WINDOW_DAYS)),
          editing ? ne(r.id, editing) : undefined,
        ),
      )
      .groupBy(personId, rp.holderId, birthDate, walletEntries.entryDate, r.departureOn),
  ]);
  if (!program) return null;
  const rule = ruleOf(program);
  const uses = grouped.flatMap((row, group) =>
    Array.from({ length: rule?.counts === "ticket" ? row.tickets : 1 }, (_, ticket) => ({
      redemptionId: `${group}#${ticket}`,
      personId: row.personId,
      birthDate: row.birthDate,
      isHolder: row.holderId === program.holderId,
      issuedOn: row.issuedOn,
      travelOn: row.travelOn,
    })),
  );
  return {
    programId: program.id,
    programName: program.name,
    holderId: program.holderId,
    rule,
    history: { uses, list },
  };
}

/** Every passenger of the redemptions `where` selects, oldest issue first: the rows the CPF rules count. */
export function passengerUses(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      programId: r.programId,
      redemptionId: r.id,
      personId: sql<string>`coalesce(${rp.holderId}, ${rp.beneficiaryId})`,
      holderId: rp.holderId,
      birthDate: sql<string | null>`coalesce(${holders.birthDate}, ${beneficiaries.birthDate})::text`,
      issuedOn: walletEntries.entryDate,
      travelOn: r.departureOn,
    })
    .from(rp)
    .innerJoin(r, eq(r.id, rp.redemptionId))
    .innerJoin(walletEntries, eq(walletEntries.id, r.id))
    .leftJoin(holders, eq(holders.id, rp.holderId))
    .leftJoin(beneficiaries, eq(beneficiaries.id, rp.beneficiaryId))
    .where(where)
    .orderBy(asc(walletEntries.entryDate), asc(r.id), asc(rp.position));
}

type PassengerUse = Awaited<ReturnType<typeof passengerUses>>[number];

/** One program's passengers as the rules read them. */
export function cpfUsesOf(uses: readonly PassengerUse[], programId: string, holderId: string): CpfUse[] {
  return uses
    .filter((use) => use.programId === programId)
    .map((use) => ({
      redemptionId: use.redemptionId,
      personId: use.personId,
      birthDate: use.birthDate,
      // The program's holder flying on their own miles never takes a place.
      isHolder: use.holderId === holderId,
      issuedOn: use.issuedOn,
      travelOn: use.travelOn,
    }));
}
