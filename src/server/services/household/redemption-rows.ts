import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { redemptionValue, redemptionVerdict } from "@/shared/domain/household/redemption-value";
import type { DbOrTx } from "../../db/client";
import {
  beneficiaries,
  holders,
  loyaltyPrograms as p,
  profiles,
  programCatalogue,
  redemptionPassengers as rp,
  redemptions as r,
  walletEntries as e,
} from "../../db/schema";
import { ownedBy, type WalletScope } from "../access/wallet-scope";

/**
 * Redemptions as every answer shows them (docs/decisions/039): the ticket, its passengers by name
 * (never their CPFs), and its figures computed from the ledger entry that paid for it — the
 * miles, the issue day and what the lots it consumed cost, which a later replay may have changed.
 */
export interface RedemptionFilter {
  id?: string;
  /** A batch's just written (redemptions.ts): read in two queries, not two each. */
  ids?: readonly string[];
  holderId?: string;
  year?: number;
}

const holderName = sql<string>`coalesce(${holders.name}, nullif(btrim(${profiles.fullName}), ''), 'Você')`;

export async function readRedemptions(db: DbOrTx, scope: WalletScope, filter: RedemptionFilter = {}) {
  const conditions: (SQL | undefined)[] = [
    ownedBy(r, scope),
    filter.id ? eq(r.id, filter.id) : undefined,
    filter.ids ? inArray(r.id, [...filter.ids]) : undefined,
    filter.holderId ? eq(p.holderId, filter.holderId) : undefined,
    filter.year ? sql`extract(year from ${e.entryDate}) = ${filter.year}` : undefined,
  ];
  const rows = await db
    .select({
      id: r.id,
      programId: r.programId,
      programName: p.name,
      holderId: p.holderId,
      holderName,
      issuedOn: e.entryDate,
      miles: sql<number>`(-${e.miles})`,
      milesCostCents: e.costCents,
      origin: r.origin,
      destination: r.destination,
      departureOn: r.departureOn,
      returnOn: r.returnOn,
      cabin: r.cabin,
      taxesCents: r.taxesCents,
      cashPriceCents: r.cashPriceCents,
      bookingCode: r.bookingCode,
      note: r.note,
      confirmedOverLimit: r.confirmedOverLimit,
      marketHighCents: programCatalogue.referenceHighCents,
      createdAt: r.createdAt,
    })
    .from(r)
    .innerJoin(e, eq(e.id, r.id))
    .innerJoin(p, eq(p.id, r.programId))
    .innerJoin(holders, eq(holders.id, p.holderId))
    .leftJoin(profiles, eq(profiles.id, holders.userId))
    .leftJoin(programCatalogue, eq(programCatalogue.id, p.catalogueId))
    .where(and(...conditions))
    .orderBy(desc(e.entryDate), desc(r.createdAt), desc(r.id));
  if (rows.length === 0) return [];

  const passengers = await db
    .select({
      redemptionId: rp.redemptionId,
      holderId: rp.holderId,
      beneficiaryId: rp.beneficiaryId,
      name: sql<string>`coalesce(${beneficiaries.name}, ${holders.name}, nullif(btrim(${profiles.fullName}), ''), 'Você')`,
    })
    .from(rp)
    .leftJoin(holders, eq(holders.id, rp.holderId))
    .leftJoin(profiles, eq(profiles.id, holders.userId))
    .leftJoin(beneficiaries, eq(beneficiaries.id, rp.beneficiaryId))
    .where(
      and(
        ownedBy(rp, scope),
        inArray(
          rp.redemptionId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(rp.redemptionId), asc(rp.position));

  return rows.map((row) => {
    const value = redemptionValue({
      miles: Number(row.miles),
      taxesCents: row.taxesCents,
      cashPriceCents: row.cashPriceCents,
      milesCostCents: row.milesCostCents,
    });
    return {
      id: row.id,
      programId: row.programId,
      programName: row.programName,
      holderId: row.holderId,
      holderName: row.holderName,
      issuedOn: row.issuedOn,
      miles: Number(row.miles),
      origin: row.origin,
      destination: row.destination,
      departureOn: row.departureOn,
      returnOn: row.returnOn,
      cabin: row.cabin,
      taxesCents: row.taxesCents,
      cashPriceCents: row.cashPriceCents,
      bookingCode: row.bookingCode,
      note: row.note,
      confirmedOverLimit: row.confirmedOverLimit,
      passengers: passengers
        .filter((passenger) => passenger.redemptionId === row.id)
        .map((passenger) =>
          passenger.beneficiaryId
            ? { kind: "beneficiary" as const, id: passenger.beneficiaryId, name: passenger.name }
            : { kind: "holder" as const, id: passenger.holderId ?? "", name: passenger.name },
        ),
      ...value,
      marketHighCents: row.marketHighCents,
      verdict: redemptionVerdict(value, row.marketHighCents),
    };
  });
}

export type RedemptionView = Awaited<ReturnType<typeof readRedemptions>>[number];
