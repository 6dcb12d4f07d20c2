import { and, eq, gt, lte, sql } from "drizzle-orm";
import { expiryWindow } from "@/shared/domain/wallet/expiry";
import { daysBetween } from "@/shared/domain/plain-date";
import type { ProgramKind } from "@/shared/domain/wallet/program-kind";
import type { Db } from "../../db/client";
import { loyaltyPrograms as t, mileLots } from "../../db/schema";
import { ownedBy, type WalletTable, type WalletScope } from "../access/wallet-scope";
import { programKindColumn } from "../wallet/program-kind";

export interface ExpiringItem {
  userId: string;
  programName: string;
  /** Whose word counts the miles: "pontos" or "milhas" (shared/domain/wallet/program-kind.ts). */
  kind: ProgramKind | null;
  miles: number;
  expiresOn: string;
  daysLeft: number;
}

/**
 * What expires within 30 days, per lot, plus whole programs by their own date when none of their
 * miles are in a live lot — the same rule as the dashboard's 'Vencendo em 30 dias'. Across every
 * wallet (the weekly queue), or `only` one (the e-mail of one summary).
 */
export async function expiringSoon(db: Db, today: string, only?: WalletScope): Promise<ExpiringItem[]> {
  const { lastExpiringDay } = expiryWindow(today);
  const inScope = (table: WalletTable) => (only ? ownedBy(table, only) : undefined);
  const programIdSql = sql.raw(`"loyalty_programs"."id"`);
  const [lots, programs] = await Promise.all([
    db
      .select({
        userId: mileLots.userId,
        programName: t.name,
        kind: programKindColumn,
        miles: mileLots.remaining,
        // Not null: the WHERE keeps dated lots only.
        expiresOn: sql<string>`${mileLots.expiresOn}`,
      })
      .from(mileLots)
      .innerJoin(t, eq(t.id, mileLots.programId))
      .where(
        and(
          inScope(mileLots),
          gt(mileLots.remaining, 0),
          gt(mileLots.expiresOn, today),
          lte(mileLots.expiresOn, lastExpiringDay),
        ),
      ),
    db
      .select({
        userId: t.userId,
        programName: t.name,
        kind: programKindColumn,
        miles: t.balance,
        expiresOn: sql<string>`${t.expirationDate}`,
      })
      .from(t)
      .where(
        and(
          inScope(t),
          gt(t.balance, 0),
          gt(t.expirationDate, today),
          lte(t.expirationDate, lastExpiringDay),
          sql`not exists (select 1 from ${mileLots} where ${mileLots.programId} = ${programIdSql} and ${mileLots.remaining} > 0 and ${mileLots.expiresOn} is not null)`,
        ),
      ),
  ]);
  return [...lots, ...programs]
    .map((item) => ({ ...item, daysLeft: daysBetween(today, item.expiresOn) }))
    .sort((a, b) => a.expiresOn.localeCompare(b.expiresOn));
}
