import { and, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { IdInputSchema, TransactionInputSchema, TransactionUpdateInputSchema } from "@/shared/schemas/wallet";
import type { Db, DbOrTx } from "../../db/client";
import { loyaltyPrograms, pointsTransactions } from "../../db/schema";
import { AppError } from "../../errors";
import type { Actor } from "../access/access";
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

const ownedBy = (actor: Actor, id: string) => and(eq(p.id, id), eq(p.userId, actor.id));

/** docs/product.md §7: newest transaction date first; the program's name and account for the movements table. */
export async function listTransactions(db: Db, actor: Actor) {
  return db
    .select({
      ...transactionColumns,
      programName: loyaltyPrograms.name,
      programAccountNumber: loyaltyPrograms.accountNumber,
    })
    .from(p)
    .innerJoin(loyaltyPrograms, eq(loyaltyPrograms.id, p.programId))
    .where(eq(p.userId, actor.id))
    .orderBy(desc(p.transactionDate), desc(p.createdAt));
}

/** A usage's cost is priced by the same UPDATE that takes its miles, at the average of that moment. */
export async function createTransaction(db: DbOrTx, actor: Actor, input: z.output<typeof TransactionInputSchema>) {
  return db.transaction(async (tx) => {
    const { balance, usageCostCents } = await applyProgramEffect(
      tx,
      actor.id,
      input.programId,
      addTransaction(input),
      refuseSpending,
    );
    const [row] = await rederiveLotsBehind(
      tx,
      actor.id,
      input.programId,
      tx
        .insert(p)
        .values({ ...input, userId: actor.id, costCents: input.type === "usage" ? usageCostCents : null })
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
export async function updateTransaction(db: Db, actor: Actor, input: z.output<typeof TransactionUpdateInputSchema>) {
  const { id, ...values } = input;
  return db.transaction(async (tx) => {
    const [old] = await tx.select(transactionColumns).from(p).where(ownedBy(actor, id)).for("update");
    if (!old) throw new AppError("TRANSACTION_NOT_FOUND");

    const movementChanged =
      old.programId !== values.programId || old.type !== values.type || old.amount !== values.amount;
    if (!movementChanged) {
      const [row] = await tx
        .update(p)
        .set({ description: values.description, transactionDate: values.transactionDate, expiresOn: values.expiresOn })
        .where(ownedBy(actor, id))
        .returning(transactionColumns);
      if (!row) throw new AppError("TRANSACTION_NOT_FOUND");
      // Its date or expiry may move it in the lots' replay even though the balance stays.
      await lockProgram(tx, actor.id, old.programId);
      await rederiveProgramLots(tx, actor.id, old.programId);
      return row;
    }

    const { usageCostCents } = await replaceProgramEffect(
      tx,
      actor.id,
      { programId: old.programId, effect: removeTransaction(old) },
      { programId: values.programId, effect: addTransaction(values) },
      refuseEdit,
    );
    const [row] = await tx
      .update(p)
      .set({ ...values, costCents: values.type === "usage" ? usageCostCents : null })
      .where(ownedBy(actor, id))
      .returning(transactionColumns);
    if (!row) throw new AppError("TRANSACTION_NOT_FOUND");
    await rederiveLotsOf(tx, actor.id, [old.programId, values.programId]);
    return row;
  });
}

/** Removing an incoming movement whose miles were spent is refused; removing a usage gives its miles back. */
export async function deleteTransaction(db: Db, actor: Actor, input: z.output<typeof IdInputSchema>) {
  return db.transaction(async (tx) => {
    const [old] = await tx.delete(p).where(ownedBy(actor, input.id)).returning(transactionColumns);
    if (!old) throw new AppError("TRANSACTION_NOT_FOUND");
    const { balance } = await rederiveLotsBehind(
      tx,
      actor.id,
      old.programId,
      applyProgramEffect(
        tx,
        actor.id,
        old.programId,
        removeTransaction(old),
        refuseRemoval("esta transação", old.amount),
      ),
    );
    return { id: old.id, programId: old.programId, programBalance: balance };
  });
}
