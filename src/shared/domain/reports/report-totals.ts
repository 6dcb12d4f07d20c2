/**
 * Report totals over the one ledger (docs/decisions/029): an entry counts as miles in when it
 * credits the balance and as miles out when it debits it, whatever its type. So both sides of a
 * transfer count (out on the source, in on the destination), and a correction counts either way,
 * and in − out over a program and a period is what its balance moved by.
 */
export interface ReportTotals {
  totalIn: number;
  totalOut: number;
  count: number;
}

/** What the period added to the balances through the selected movements. */
export function netOf(totals: Pick<ReportTotals, "totalIn" | "totalOut">): number {
  return totals.totalIn - totals.totalOut;
}
