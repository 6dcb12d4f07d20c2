import { describe, expect, it } from "vitest";
import {
  consumeLots,
  heldCostPerThousandCents,
  lotConsumptionOrder,
  takeFromLot,
  type CostedLot,
} from "./lot-consumption";

const lot = (id: string, acquiredOn: string, expiresOn: string | null, remaining: number, cost: number): CostedLot => ({
  id,
  acquiredOn,
  expiresOn,
  remaining,
  remainingCostCents: cost,
});

describe("lotConsumptionOrder", () => {
  it("spends the first to expire first, undated last, then the oldest, then the id", () => {
    const lots = [
      lot("e", "2026-01-01", null, 1, 0),
      lot("d", "2026-03-01", "2027-01-01", 1, 0),
      lot("c", "2026-02-01", "2027-01-01", 1, 0),
      lot("b", "2026-02-01", "2027-01-01", 1, 0),
      lot("a", "2026-06-01", "2026-12-01", 1, 0),
      lot("f", "2025-01-01", null, 1, 0),
    ];
    expect([...lots].sort(lotConsumptionOrder).map((l) => l.id)).toEqual(["a", "b", "c", "d", "f", "e"]);
  });
});

describe("takeFromLot", () => {
  it("takes the remaining cost in proportion, half-up, and exactly what is left at the end", () => {
    const held = { remaining: 3, remainingCostCents: 100 };
    expect(takeFromLot(held, 1)).toBe(33);
    expect(takeFromLot({ remaining: 2, remainingCostCents: 67 }, 1)).toBe(34);
    expect(takeFromLot({ remaining: 1, remainingCostCents: 33 }, 1)).toBe(33);
  });
  it("refuses to take more than the lot holds", () => {
    expect(() => takeFromLot({ remaining: 1, remainingCostCents: 0 }, 2)).toThrow(RangeError);
  });
});

describe("consumeLots", () => {
  it("takes across lots in order and sums their costs", () => {
    const lots = [
      lot("undated", "2026-01-01", null, 10_000, 21_000),
      lot("dated", "2026-02-01", "2027-01-01", 5_000, 17_500),
    ];
    const result = consumeLots(lots, 7_500);
    expect(result.takes).toEqual([
      { lotId: "dated", miles: 5_000, costCents: 17_500 },
      { lotId: "undated", miles: 2_500, costCents: 5_250 },
    ]);
    expect(result).toMatchObject({ costCents: 22_750, shortfall: 0 });
    expect(lots.map((l) => [l.remaining, l.remainingCostCents])).toEqual([
      [7_500, 15_750],
      [0, 0],
    ]);
  });
  it("a lot spent in many small debits gives away exactly its cost", () => {
    const lots = [lot("x", "2026-01-01", null, 7, 1_000)];
    let total = 0;
    for (let i = 0; i < 7; i += 1) total += consumeLots(lots, 1).costCents;
    expect(total).toBe(1_000);
  });
  it("says how much the lots could not cover", () => {
    expect(consumeLots([lot("x", "2026-01-01", null, 5, 10)], 8)).toMatchObject({ costCents: 10, shortfall: 3 });
  });
});

describe("heldCostPerThousandCents", () => {
  it("is money over miles, not a mean of rates", () => {
    // 2.000 points at R$ 17,00/milheiro and 20.000 at R$ 35,00: R$ 734,00 over 22.000 points.
    expect(heldCostPerThousandCents(3_400 + 70_000, 22_000)).toBe(3_336);
  });
  it("is 'Não calculado' (null) when nothing held has a cost", () => {
    expect(heldCostPerThousandCents(0, 10_000)).toBeNull();
    expect(heldCostPerThousandCents(0, 0)).toBeNull();
  });
});
