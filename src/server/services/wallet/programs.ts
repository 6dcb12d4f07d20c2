import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { averageFromTotals } from "@/shared/domain/wallet/cost";
import { expiryStatus } from "@/shared/domain/wallet/expiry";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import type { IdInputSchema, ProgramInputSchema, ProgramUpdateInputSchema } from "@/shared/schemas/wallet";
import { nextExpiry } from "@/shared/domain/wallet/lots";
import type { Db, DbOrTx } from "../../db/client";
import { perDatabase } from "../../db/per-database";
import { loyaltyPrograms } from "../../db/schema";
import { AppError } from "../../errors";
import { ownedBy, SCOPE_OWNER, type WalletScope } from "../access/wallet-scope";
import { listLots, rederiveProgramLots, type LotRow } from "./lots";

const t = loyaltyPrograms;

const programColumns = {
  id: t.id,
  name: t.name,
  logo: t.logo,
  accountNumber: t.accountNumber,
  balance: t.balance,
  pendingBonus: t.pendingBonus,
  expirationDate: t.expirationDate,
  pendingBonusExpectedOn: t.pendingBonusExpectedOn,
  usualValidityMonths: t.usualValidityMonths,
  paidAccumulationCount: t.paidAccumulationCount,
  paidCostPerThousandSumCents: t.paidCostPerThousandSumCents,
  usageCostCents: t.usageCostCents,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
};

type ProgramRow = Pick<typeof t.$inferSelect, keyof typeof programColumns>;

/**
 * What the program card shows: the running totals turned into the spec's figures, and its lots.
 * Written field by field, not as rest-and-spread of the row: V8 builds a rest object in dictionary
 * mode, so each card cost ~3 KB of garbage on the busiest read (docs/decisions/026).
 */
function toProgramView(row: ProgramRow, today: string, lots: LotRow[] = []) {
  const next = nextExpiry(lots, today);
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    accountNumber: row.accountNumber,
    balance: row.balance,
    pendingBonus: row.pendingBonus,
    expirationDate: row.expirationDate,
    pendingBonusExpectedOn: row.pendingBonusExpectedOn,
    usualValidityMonths: row.usualValidityMonths,
    usageCostCents: row.usageCostCents,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    averageCostPerThousandCents: averageFromTotals(row.paidCostPerThousandSumCents, row.paidAccumulationCount),
    expiry: expiryStatus(row.expirationDate, today),
    lots: lots.map((lot) => ({ ...lot, expiry: expiryStatus(lot.expiresOn, today) })),
    nextLotExpiry: next && { expiresOn: next.expiresOn, miles: next.remaining, daysLeft: next.daysLeft },
  };
}

export type ProgramView = ReturnType<typeof toProgramView>;

// Prepared once per database (docs/decisions/016): building the SQL cost more than running it.
const programsQuery = perDatabase((db: Db) =>
  db
    .select(programColumns)
    .from(t)
    .where(ownedBy(t, SCOPE_OWNER))
    .orderBy(asc(t.createdAt), asc(t.id))
    .prepare("programs_list"),
);

/** docs/product.md §7: the user's programs, oldest first (id breaks ties so the order never flickers). */
export async function listPrograms(db: Db, scope: WalletScope, today = todayInSaoPaulo()): Promise<ProgramView[]> {
  const [rows, lots] = await Promise.all([programsQuery(db).execute({ userId: scope.ownerId }), listLots(db, scope)]);
  return rows.map((row) =>
    toProgramView(
      row,
      today,
      lots.filter((lot) => lot.programId === row.id),
    ),
  );
}

export async function createProgram(
  db: DbOrTx,
  scope: WalletScope,
  input: z.output<typeof ProgramInputSchema>,
): Promise<ProgramView> {
  const [row] = await db
    .insert(t)
    .values({ ...input, userId: scope.ownerId, openingBalance: input.balance })
    .returning(programColumns);
  if (!row) throw new Error("insert returned no row");
  return toProgramView(row, todayInSaoPaulo());
}

/**
 * The form's balance is an explicit correction: it is set as typed, and the difference goes to
 * opening_balance in the same statement (SET sees the old balance), so movements still explain it.
 * A lower balance may eat into the lots, so they are re-derived in the same transaction.
 */
export async function updateProgram(
  db: Db,
  scope: WalletScope,
  input: z.output<typeof ProgramUpdateInputSchema>,
): Promise<ProgramView> {
  const { id, balance, ...fields } = input;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(t)
      .set({
        ...fields,
        balance,
        openingBalance: sql`${t.openingBalance} + (${balance}::integer - ${t.balance})`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(t.id, id), ownedBy(t, scope)))
      .returning(programColumns);
    if (!row) throw new AppError("PROGRAM_NOT_FOUND");
    await rederiveProgramLots(tx, scope, id);
    return toProgramView(row, todayInSaoPaulo());
  });
}

/** Its accumulations and transactions go with it (ON DELETE CASCADE on the owner foreign keys). */
export async function deleteProgram(
  db: DbOrTx,
  scope: WalletScope,
  input: z.output<typeof IdInputSchema>,
): Promise<{ id: string }> {
  const [row] = await db
    .delete(t)
    .where(and(eq(t.id, input.id), ownedBy(t, scope)))
    .returning({ id: t.id });
  if (!row) throw new AppError("PROGRAM_NOT_FOUND");
  return row;
}
