import { and, asc, eq, inArray, sql } from "drizzle-orm";
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
 * entry's), every passenger of its redemptions with the issue and travel dates, and its fixed list.
 */
export interface ProgramCpfFacts {
  programId: string;
  programName: string;
  holderId: string;
  rule: (CpfLimitRule & { note: string | null; source: string; checkedOn: string }) | null;
  history: CpfLimitHistory;
}

export async function programCpfFacts(
  db: DbOrTx,
  scope: WalletScope,
  filter: { programIds?: readonly string[]; holderId?: string },
): Promise<ProgramCpfFacts[]> {
  const programs = await db
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
    .where(
      and(
        ownedBy(loyaltyPrograms, scope),
        filter.programIds ? inArray(loyaltyPrograms.id, [...filter.programIds]) : undefined,
        filter.holderId ? eq(loyaltyPrograms.holderId, filter.holderId) : undefined,
      ),
    )
    .orderBy(asc(loyaltyPrograms.createdAt), asc(loyaltyPrograms.id));
  const ids = programs.map((program) => program.id);
  if (ids.length === 0) return [];

  const [uses, listed] = await Promise.all([
    db
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
      .where(and(ownedBy(r, scope), inArray(r.programId, ids)))
      .orderBy(asc(walletEntries.entryDate), asc(r.id), asc(rp.position)),
    db
      .select({
        programId: cpfListEntries.programId,
        personId: cpfListEntries.beneficiaryId,
        addedOn: cpfListEntries.addedOn,
        removedOn: cpfListEntries.removedOn,
      })
      .from(cpfListEntries)
      .where(and(ownedBy(cpfListEntries, scope), inArray(cpfListEntries.programId, ids)))
      .orderBy(asc(cpfListEntries.addedOn), asc(cpfListEntries.id)),
  ]);

  return programs.map((program) => {
    const { limit, window, counts, source, checkedOn } = program;
    const rule =
      limit === null || window === null || counts === null || source === null || checkedOn === null
        ? null
        : {
            limit,
            window,
            counts,
            waitDays: program.waitDays ?? 0,
            infantsExempt: program.infantsExempt ?? false,
            note: program.note,
            source,
            checkedOn,
          };
    const programUses: CpfUse[] = uses
      .filter((use) => use.programId === program.id)
      .map((use) => ({
        redemptionId: use.redemptionId,
        personId: use.personId,
        birthDate: use.birthDate,
        // The program's holder flying on their own miles never takes a place.
        isHolder: use.holderId === program.holderId,
        issuedOn: use.issuedOn,
        travelOn: use.travelOn,
      }));
    const list = listed.filter((entry) => entry.programId === program.id);
    return {
      programId: program.id,
      programName: program.name,
      holderId: program.holderId,
      rule,
      history: { uses: programUses, list },
    };
  });
}
