import { isPaidAccumulation } from "@/shared/domain/wallet/cost";
import { balanceDirection, type TransactionType } from "@/shared/domain/wallet/transaction-types";

/**
 * What one movement does to its program's balance and running totals. Pure, so the rule that
 * creating, editing and deleting are exact mirrors of each other is unit tested in one place.
 */
export interface ProgramEffect {
  /** Signed change of the balance, in miles. */
  miles: number;
  paidCount: number;
  paidSumCents: number;
  /** Signed change of usage cost already known (undoing a usage gives back its stored cost). */
  usageCostCents: number;
  /** A new usage of this many miles, priced at the program's average in the same UPDATE (docs/product.md §9). */
  priceUsageMiles: number | null;
}

const NO_EFFECT: ProgramEffect = { miles: 0, paidCount: 0, paidSumCents: 0, usageCostCents: 0, priceUsageMiles: null };

export interface AccumulationFacts {
  milesAcquired: number;
  amountPaidCents: number;
  costPerThousandCents: number;
}

export function addAccumulation(row: AccumulationFacts): ProgramEffect {
  const paid = isPaidAccumulation(row.amountPaidCents);
  return {
    ...NO_EFFECT,
    miles: row.milesAcquired,
    paidCount: paid ? 1 : 0,
    paidSumCents: paid ? row.costPerThousandCents : 0,
  };
}

/** Accumulations on one program committed together move it once, by their sum (docs/decisions/025). */
export function addAccumulations(rows: AccumulationFacts[]): ProgramEffect {
  return rows.map(addAccumulation).reduce(
    (total, effect) => ({
      ...NO_EFFECT,
      miles: total.miles + effect.miles,
      paidCount: total.paidCount + effect.paidCount,
      paidSumCents: total.paidSumCents + effect.paidSumCents,
    }),
    NO_EFFECT,
  );
}

// 0 rather than -0, so effects compare equal however they were built.
const negate = (value: number) => (value === 0 ? 0 : -value);

export function removeAccumulation(row: AccumulationFacts): ProgramEffect {
  const added = addAccumulation(row);
  return {
    ...NO_EFFECT,
    miles: negate(added.miles),
    paidCount: negate(added.paidCount),
    paidSumCents: negate(added.paidSumCents),
  };
}

export interface TransactionFacts {
  type: TransactionType;
  amount: number;
}

export function addTransaction(row: TransactionFacts): ProgramEffect {
  return {
    ...NO_EFFECT,
    miles: balanceDirection(row.type) * row.amount,
    priceUsageMiles: row.type === "usage" ? row.amount : null,
  };
}

export function removeTransaction(row: TransactionFacts & { costCents: number | null }): ProgramEffect {
  return {
    ...NO_EFFECT,
    miles: negate(balanceDirection(row.type) * row.amount),
    usageCostCents: negate(row.costCents ?? 0),
  };
}

/** Undo + redo on the same program as one net change (one UPDATE, one balance check). */
export function combineEffects(undo: ProgramEffect, redo: ProgramEffect): ProgramEffect {
  if (undo.priceUsageMiles !== null) throw new Error("An undo never prices a usage");
  return {
    miles: undo.miles + redo.miles,
    paidCount: undo.paidCount + redo.paidCount,
    paidSumCents: undo.paidSumCents + redo.paidSumCents,
    usageCostCents: undo.usageCostCents + redo.usageCostCents,
    priceUsageMiles: redo.priceUsageMiles,
  };
}
