import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { balanceDirection, type TransactionType } from "@/shared/domain/wallet/transaction-types";
import type { IdInputSchema, TransactionInputSchema, TransactionUpdateInputSchema } from "@/shared/schemas/wallet";
import type { Db, DbOrTx } from "../../db/client";
import { loyaltyPrograms, walletEntries as e } from "../../db/schema";
import { ownedBy, type WalletScope } from "../access/wallet-scope";
import { appendCredits, appendDebit } from "./ledger/append";
import { changeEntry, removeEntry, type EntryRow } from "./ledger/change";
import type { NewEntry } from "./ledger/entries";
import { refuseEdit, refuseRemoval, refuseSpending } from "./program-balance";

/**
 * The spec's transactions (docs/product.md §5) are the ledger's entries of every other movement a
 * member sees as one (docs/decisions/029): source 'transaction', and both sides of a transfer
 * (source 'transfer', changed only as the whole transfer). A debit's cost is the cost of the lots
 * it consumed.
 */
const transactionColumns = {
  id: e.id,
  programId: e.programId,
  type: e.type,
  miles: e.miles,
  description: e.description,
  entryDate: e.entryDate,
  costCents: e.costCents,
  expiresOn: e.expiresOn,
  transferId: e.transferId,
  createdAt: e.createdAt,
};

type TransactionRow = Pick<EntryRow & object, keyof typeof transactionColumns>;

function toTransaction(row: TransactionRow) {
  return {
    id: row.id,
    programId: row.programId,
    // Sources 'transaction' and 'transfer' only carry the spec's types (the schema's check).
    type: row.type as TransactionType,
    amount: Math.abs(row.miles),
    direction: row.miles > 0 ? ("in" as const) : ("out" as const),
    description: row.description,
    transactionDate: row.entryDate,
    // What the miles that went out cost, or what came in cost; null when nothing had a cost.
    costCents: row.costCents > 0 ? row.costCents : null,
    expiresOn: row.expiresOn,
    transferId: row.transferId,
    createdAt: row.createdAt,
  };
}

const isTransaction = inArray(e.source, ["transaction", "transfer"]);

/** docs/product.md §7: newest transaction date first; the program's name and account for the movements table. */
export async function listTransactions(db: Db, scope: WalletScope) {
  const rows = await db
    .select({
      ...transactionColumns,
      programName: loyaltyPrograms.name,
      programAccountNumber: loyaltyPrograms.accountNumber,
    })
    .from(e)
    .innerJoin(loyaltyPrograms, eq(loyaltyPrograms.id, e.programId))
    .where(and(ownedBy(e, scope), isTransaction))
    .orderBy(desc(e.entryDate), desc(e.createdAt));
  return rows.map((row) => ({
    ...toTransaction(row),
    programName: row.programName,
    programAccountNumber: row.programAccountNumber,
  }));
}

type TransactionFields = Omit<z.output<typeof TransactionInputSchema>, "programId">;

function transactionEntry(id: string, input: TransactionFields): NewEntry {
  return {
    id,
    source: "transaction",
    type: input.type,
    miles: balanceDirection(input.type) * input.amount,
    entryDate: input.transactionDate,
    amountPaidCents: null,
    costCents: 0,
    expiresOn: input.expiresOn,
    description: input.description,
    transferId: null,
  };
}

/** A usage is refused beyond the balance and costs what the lots it takes cost. */
export async function createTransaction(
  db: DbOrTx,
  scope: WalletScope,
  input: z.output<typeof TransactionInputSchema>,
) {
  const entry = transactionEntry(randomUUID(), input);
  const { balance, costs } = await db.transaction((tx) =>
    entry.miles > 0
      ? appendCredits(tx, scope, input.programId, [entry], refuseEdit)
      : appendDebit(tx, scope, input.programId, entry, refuseSpending),
  );
  return {
    ...toTransaction({
      ...entry,
      programId: input.programId,
      costCents: costs.get(entry.id) ?? 0,
      createdAt: new Date(),
    }),
    programBalance: balance,
  };
}

/** The entry is rewritten (possibly onto another program) and what it touched replayed; a usage is priced again. */
export async function updateTransaction(
  db: Db,
  scope: WalletScope,
  input: z.output<typeof TransactionUpdateInputSchema>,
) {
  const { id, programId, ...fields } = input;
  const row = await changeEntry(db, scope, {
    id,
    source: "transaction",
    notFound: "TRANSACTION_NOT_FOUND",
    programId,
    values: transactionEntry(id, fields),
    refuse: refuseEdit,
  });
  return toTransaction(row);
}

/** Removing an incoming movement whose miles were spent is refused; removing a usage gives its miles back. */
export async function deleteTransaction(db: Db, scope: WalletScope, input: z.output<typeof IdInputSchema>) {
  return removeEntry(db, scope, {
    id: input.id,
    source: "transaction",
    notFound: "TRANSACTION_NOT_FOUND",
    refuse: (old) => refuseRemoval("esta transação", Math.abs(old.miles)),
  });
}
