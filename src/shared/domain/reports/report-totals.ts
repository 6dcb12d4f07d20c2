import { balanceDirection, TRANSACTION_TYPES, type TransactionType } from "../wallet/transaction-types";

/**
 * docs/product.md §9 report totals: accumulation, bonus and transfer count as miles in; usage and
 * expiration as miles out. The same direction as the balance (docs/product.md §4), so one rule serves both.
 */
export const REPORT_IN_TYPES: readonly TransactionType[] = TRANSACTION_TYPES.filter(
  (type) => balanceDirection(type) === 1,
);
export const REPORT_OUT_TYPES: readonly TransactionType[] = TRANSACTION_TYPES.filter(
  (type) => balanceDirection(type) === -1,
);

/** The amount as the report shows it: positive for miles in, negative for miles out. */
export function signedAmount(type: TransactionType, amount: number): number {
  return balanceDirection(type) * amount;
}

export interface ReportTotals {
  totalIn: number;
  totalOut: number;
  count: number;
}

/** What the period added to the balances through the selected movements. */
export function netOf(totals: Pick<ReportTotals, "totalIn" | "totalOut">): number {
  return totals.totalIn - totals.totalOut;
}
