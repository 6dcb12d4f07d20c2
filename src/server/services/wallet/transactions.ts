import { and, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { IdInputSchema, TransactionInputSchema, TransactionUpdateInputSchema } from "@/shared/schemas/wallet";
import type { Db, DbOrTx } from "../../db/client";
import { loyaltyPrograms, pointsTransactions } from "../../db/schema";
import { AppError } from "../../errors";
import { ownedBy, type WalletScope } from "../access/wallet-scope";
import { applyProgramEffect, refuseEdit, refuseRemoval, refuseSpending, replaceProgramEffect } from "./program-balance";
import { addTransaction, removeTransaction } from "./program-effects";
import { lockProgram, rederiveLotsBehind, rederiveLotsOf, rederiveProgramLots } from "./lots";

const p = pointsTransactions;

const transactionColumns = {
  id: p.id,
  programId: p.programId,
  type: p.type,
  amount: p.amount,
  description: p.description,
  transactionDate: p.transactionDate,
  costCents: p.costCents,
  expiresOn: p.expiresOn,
  createdAt: p.createdAt,
};

const ownRow = (scope: WalletScope, id: string) => and(eq(p.id, id), ownedBy(p, scope));

/** docs/product.md §7: newest transaction date first; the program's name and account for the movements table. */
export async function listTransactions(db: Db, scope: WalletScope) {
  return db
    .select({
      ...transactionColumns,
      programName: loyaltyPrograms.name,
      programAccountNumber: loyaltyPrograms.accountNumber,
    })
    .from(p)
    .innerJoin(loyaltyPrograms, eq(loyaltyPrograms.id, p.programId))
    .where(ownedBy(p, scope))
    .orderBy(desc(p.transactionDate), desc(p.createdAt));
}

/** A usage's cost is priced by the same UPDATE that takes its miles, at the average of that moment. */
export async function createTransaction(
  db: DbOrTx,
  scope: WalletScope,
  input: z.output<typeof TransactionInputSchema>,
) {
  return db.transaction(async (tx) => {
    const { balance, usageCostCents } = await applyProgramEffect(
      tx,
      scope,
      input.programId,
      addTransaction(input),
      refuseSpending,
    );
    const [row] = await rederiveLotsBehind(
      tx,
      scope,
      input.programId,
      tx
        .insert(p)
        .values({ ...input, userId: scope.ownerId, costCents: input.type === "usage" ? usageCostCents : null })
        .returning(transactionColumns)
        .execute(),
    );
    if (!row) throw new Error("insert returned no row");
    return { ...row, programBalance: balance };
  });
}

/**
 * A change of program, type or amount undoes the old effect and applies the new one, and a usage
 * is priced again at the current average. A change of description or date alone keeps the
 * balance and the stored cost untouched.
 */
export async function updateTransaction(
  db: Db,
  scope: WalletScope,
  input: z.output<typeof TransactionUpdateInputSchema>,
) {
  const { id, ...values } = input;
  return db.transaction(async (tx) => {
    const [old] = await tx.select(transactionColumns).from(p).where(ownRow(scope, id)).for("update");
    if (!old) throw new AppError("TRANSACTION_NOT_FOUND");

    const movementChanged =
      old.programId !== values.programId || old.type !== values.type || old.amount !== values.amount;
    if (!movementChanged) {
      const [row] = await tx
        .update(p)
        .set({ description: values.description, transactionDate: values.transactionDate, expiresOn: values.expiresOn })
        .where(ownRow(scope, id))
        .returning(transactionColumns);
      if (!row) throw new AppError("TRANSACTION_NOT_FOUND");
      // Its date or expiry may move it in the lots' replay even though the balance stays.
      await lockProgram(tx, scope, old.programId);
      await rederiveProgramLots(tx, scope, old.programId);
      return row;
    }

    const { usageCostCents } = await replaceProgramEffect(
      tx,
      scope,
      { programId: old.programId, effect: removeTransaction(old) },
      { programId: values.programId, effect: addTransaction(values) },
      refuseEdit,
    );
    const [row] = await tx
      .update(p)
      .set({ ...values, costCents: values.type === "usage" ? usageCostCents : null })
      .where(ownRow(scope, id))
      .returning(transactionColumns);
    if (!row) throw new AppError("TRANSACTION_NOT_FOUND");
    await rederiveLotsOf(tx, scope, [old.programId, values.programId]);
    return row;
  });
}

/** Removing an incoming movement whose miles were spent is refused; removing a usage gives its miles back. */
export async function deleteTransaction(db: Db, scope: WalletScope, input: z.output<typeof IdInputSchema>) {
  return db.transaction(async (tx) => {
    const [old] = await tx.delete(p).where(ownRow(scope, input.id)).returning(transactionColumns);
    if (!old) throw new AppError("TRANSACTION_NOT_FOUND");
    const { balance } = await rederiveLotsBehind(
      tx,
      scope,
      old.programId,
      applyProgramEffect(tx, scope, old.programId, removeTransaction(old), refuseRemoval("esta transação", old.amount)),
    );
    return { id: old.id, programId: old.programId, programBalance: balance };
  });
}
