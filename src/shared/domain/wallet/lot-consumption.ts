import { mulDivRoundHalfUp } from "./cost";

/**
 * A cost per lot (docs/decisions/029). Every credit is a lot with its miles and its cost in
 * centavos; every debit takes miles from the live lots in one order and carries the cost of what
 * it took. Pure, so the order and the arithmetic are unit tested here and the server only feeds
 * rows and writes the answer.
 */
export interface CostedLot {
  id: string;
  acquiredOn: string;
  /** Null: no known expiry; such lots are spent after every dated one. */
  expiresOn: string | null;
  remaining: number;
  remainingCostCents: number;
}

/**
 * The order debits spend lots in: the first to expire first, undated last, then the oldest, then
 * the id, so the order is total and stable (docs/decisions/014, 029). The SQL that reads the live
 * lots of a program (server/services/wallet/ledger/) sorts the same way.
 */
export function lotConsumptionOrder(
  a: Pick<CostedLot, "expiresOn" | "acquiredOn" | "id">,
  b: Pick<CostedLot, "expiresOn" | "acquiredOn" | "id">,
): number {
  if (a.expiresOn !== b.expiresOn) {
    if (a.expiresOn === null) return 1;
    if (b.expiresOn === null) return -1;
    return a.expiresOn < b.expiresOn ? -1 : 1;
  }
  return a.acquiredOn.localeCompare(b.acquiredOn) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

interface LotTake {
  lotId: string;
  miles: number;
  costCents: number;
}

/**
 * What taking `miles` out of one lot costs: its remaining cost in proportion to the miles taken,
 * half-up to the centavo; taking what is left takes exactly what is left, so a lot spent in
 * several debits gives away exactly its cost, never a centavo more or less.
 */
export function takeFromLot(lot: Pick<CostedLot, "remaining" | "remainingCostCents">, miles: number): number {
  if (miles <= 0 || miles > lot.remaining) throw new RangeError(`cannot take ${miles} of ${lot.remaining}`);
  if (miles === lot.remaining) return lot.remainingCostCents;
  return mulDivRoundHalfUp(lot.remainingCostCents, miles, lot.remaining);
}

export interface Consumption {
  takes: LotTake[];
  costCents: number;
  /** Miles the lots could not cover (0 when they held enough). */
  shortfall: number;
}

/**
 * Takes `miles` from `lots` (mutated: their remaining miles and cost go down) in the consumption
 * order. `sorted` says the caller already gives them in that order (the server reads them so).
 */
export function consumeLots(lots: CostedLot[], miles: number, sorted = false): Consumption {
  const ordered = sorted ? lots : [...lots].sort(lotConsumptionOrder);
  const takes: LotTake[] = [];
  let left = miles;
  let costCents = 0;
  for (const lot of ordered) {
    if (left === 0) break;
    if (lot.remaining === 0) continue;
    const taken = Math.min(lot.remaining, left);
    const cost = takeFromLot(lot, taken);
    lot.remaining -= taken;
    lot.remainingCostCents -= cost;
    left -= taken;
    costCents += cost;
    takes.push({ lotId: lot.id, miles: taken, costCents: cost });
  }
  return { takes, costCents, shortfall: left };
}

/**
 * Custo médio do milheiro (docs/product.md §9, docs/decisions/029): what the miles still held
 * cost, Σ remaining cost ÷ remaining miles × 1000, half-up; null ('Não calculado') when nothing
 * held has a cost.
 */
export function heldCostPerThousandCents(heldCostCents: number, heldMiles: number): number | null {
  if (heldCostCents <= 0 || heldMiles <= 0) return null;
  return mulDivRoundHalfUp(heldCostCents, 1000, heldMiles);
}
