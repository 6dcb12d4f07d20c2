import { asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  entriesSheet,
  lotsSheet,
  programsSheet,
  transfersSheet,
  type ReadableSheet,
} from "@/shared/domain/account/readable-export";
import type { Db } from "../../db/client";
import { loyaltyPrograms as t, mileLots as l, walletEntries as e, walletTransfers as w } from "../../db/schema";
import { ownedBy, type WalletScope } from "../access/wallet-scope";
import { householdSheets } from "../household/readable-sheets";

const destination = alias(t, "destination");

/**
 * The wallet as spreadsheets a member reads (shared/domain/account/readable-export.ts): programs,
 * the one ledger oldest first, transfers and lots, each joined to its programs' names; then the
 * household's (services/household/readable-sheets.ts).
 */
export async function collectReadableSheets(db: Db, wallet: WalletScope): Promise<ReadableSheet[]> {
  const [programs, entries, transfers, lots, household] = await Promise.all([
    db
      .select({
        name: t.name,
        accountNumber: t.accountNumber,
        balance: t.balance,
        heldCostCents: t.heldCostCents,
        expirationDate: t.expirationDate,
        pendingBonus: t.pendingBonus,
        createdAt: t.createdAt,
      })
      .from(t)
      .where(ownedBy(t, wallet))
      .orderBy(asc(t.createdAt), asc(t.id)),
    db
      .select({
        entryDate: e.entryDate,
        programName: t.name,
        source: e.source,
        type: e.type,
        miles: e.miles,
        amountPaidCents: e.amountPaidCents,
        costCents: e.costCents,
        expiresOn: e.expiresOn,
        description: e.description,
        createdAt: e.createdAt,
      })
      .from(e)
      .innerJoin(t, eq(t.id, e.programId))
      .where(ownedBy(e, wallet))
      .orderBy(asc(e.entryDate), asc(e.createdAt), asc(e.id)),
    db
      .select({
        transferDate: w.transferDate,
        fromName: t.name,
        toName: destination.name,
        pointsSent: w.pointsSent,
        ratioFrom: w.ratioFrom,
        ratioTo: w.ratioTo,
        bonusBasisPoints: w.bonusBasisPoints,
        baseMiles: w.baseMiles,
        bonusMiles: w.bonusMiles,
        bonusStatus: w.bonusStatus,
        bonusExpectedOn: w.bonusExpectedOn,
        costCents: w.costCents,
        description: w.description,
      })
      .from(w)
      .innerJoin(t, eq(t.id, w.fromProgramId))
      .innerJoin(destination, eq(destination.id, w.toProgramId))
      .where(ownedBy(w, wallet))
      .orderBy(asc(w.transferDate), asc(w.createdAt), asc(w.id)),
    db
      .select({
        programName: t.name,
        acquiredOn: l.acquiredOn,
        expiresOn: l.expiresOn,
        miles: l.miles,
        remaining: l.remaining,
        costCents: l.costCents,
        remainingCostCents: l.remainingCostCents,
      })
      .from(l)
      .innerJoin(t, eq(t.id, l.programId))
      .where(ownedBy(l, wallet))
      .orderBy(asc(t.name), asc(l.acquiredOn), asc(l.id)),
    householdSheets(db, wallet),
  ]);
  return [programsSheet(programs), entriesSheet(entries), transfersSheet(transfers), lotsSheet(lots), ...household];
}
