import { takeFromLot, type CostedLot } from "./lot-consumption";
import { LotQueue } from "./lot-queue";

/**
 * A program's lots re-derived from its whole history (docs/decisions/029): what a back-dated
 * movement, an edit or a removal does, so the lots and every debit's cost are what they would have
 * been had the history been typed in date order. Appends at or after the last entry's date give
 * the same answer incrementally (server/services/wallet/ledger/append.ts).
 */
export interface ReplayEntry {
  id: string;
  /** The entry's date (YYYY-MM-DD). */
  date: string;
  /** Tie-break within one day: insertion order, then the id. */
  createdAt: number;
  /** Signed: positive credits a lot, negative debits. */
  miles: number;
  /** A credit's expiry (null: none known). */
  expiresOn: string | null;
  /** A credit's cost; ignored for a debit, whose cost is what it takes. */
  costCents: number;
}

interface ReplayedLot extends CostedLot {
  miles: number;
  costCents: number;
}

export interface Replay {
  lots: ReplayedLot[];
  /** Every debit's cost, by entry id. */
  debitCosts: Map<string, number>;
  balance: number;
  heldCostCents: number;
}

function replayOrder(a: ReplayEntry, b: ReplayEntry): number {
  return a.date.localeCompare(b.date) || a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

interface Debt {
  debitId: string;
  miles: number;
}

/**
 * Replays `entries` in date order. A debit larger than what its day holds (a usage typed with an
 * earlier date than the credit that paid for it) owes the rest, and the next credits pay that
 * debt first, in the order the debts were made: every debit's cost stays the cost of miles it
 * really took, and Σ credit costs = held cost + Σ debit costs, exactly. A debt still owed at the
 * end means the balance is below 0, which the caller refuses.
 */
export function replayLedger(entries: readonly ReplayEntry[]): Replay {
  const lots: ReplayedLot[] = [];
  const debitCosts = new Map<string, number>();
  const debts: Debt[] = [];
  const queue = new LotQueue<ReplayedLot>();
  let balance = 0;
  for (const entry of [...entries].sort(replayOrder)) {
    balance += entry.miles;
    if (entry.miles > 0) {
      const lot: ReplayedLot = {
        id: entry.id,
        acquiredOn: entry.date,
        expiresOn: entry.expiresOn,
        miles: entry.miles,
        remaining: entry.miles,
        costCents: entry.costCents,
        remainingCostCents: entry.costCents,
      };
      lots.push(lot);
      payDebts(debts, lot, debitCosts);
      if (lot.remaining > 0) queue.push(lot);
    } else {
      const { costCents, shortfall } = spend(queue, -entry.miles);
      debitCosts.set(entry.id, costCents);
      if (shortfall > 0) debts.push({ debitId: entry.id, miles: shortfall });
    }
  }
  const heldCostCents = lots.reduce((sum, lot) => sum + lot.remainingCostCents, 0);
  return { lots, debitCosts, balance, heldCostCents };
}

function spend(queue: LotQueue<ReplayedLot>, miles: number): { costCents: number; shortfall: number } {
  let left = miles;
  let costCents = 0;
  for (let lot = queue.peek(); lot && left > 0; lot = queue.peek()) {
    const taken = Math.min(lot.remaining, left);
    const cost = takeFromLot(lot, taken);
    lot.remaining -= taken;
    lot.remainingCostCents -= cost;
    left -= taken;
    costCents += cost;
    if (lot.remaining === 0) queue.pop();
  }
  return { costCents, shortfall: left };
}

function payDebts(debts: Debt[], lot: ReplayedLot, debitCosts: Map<string, number>): void {
  while (debts.length > 0 && lot.remaining > 0) {
    const debt = debts[0] as Debt;
    const taken = Math.min(debt.miles, lot.remaining);
    const cost = takeFromLot(lot, taken);
    lot.remaining -= taken;
    lot.remainingCostCents -= cost;
    debitCosts.set(debt.debitId, (debitCosts.get(debt.debitId) ?? 0) + cost);
    debt.miles -= taken;
    if (debt.miles === 0) debts.shift();
  }
}
