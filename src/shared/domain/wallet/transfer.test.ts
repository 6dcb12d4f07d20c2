import { describe, expect, it } from "vitest";
import { heldCostPerThousandCents } from "./lot-consumption";
import { bonusBasisPointsOf, splitTransferCost, transferMiles } from "./transfer";

const terms = { pointsSent: 10_000, ratioFrom: 1, ratioTo: 1, bonusBasisPoints: 8_000, bonusCapMiles: null };

describe("transferMiles", () => {
  it("1:1 with an 80 % bonus", () => {
    expect(transferMiles(terms)).toEqual({ baseMiles: 10_000, bonusMiles: 8_000 });
  });
  it("2:1 halves the points, rounding down to whole miles", () => {
    expect(transferMiles({ ...terms, pointsSent: 10_001, ratioFrom: 2, bonusBasisPoints: 0 })).toEqual({
      baseMiles: 5_000,
      bonusMiles: 0,
    });
  });
  it("rounds the bonus down and caps it", () => {
    expect(transferMiles({ ...terms, pointsSent: 999, bonusBasisPoints: 3_333 })).toEqual({
      baseMiles: 999,
      bonusMiles: 332,
    });
    expect(transferMiles({ ...terms, bonusCapMiles: 5_000 })).toEqual({ baseMiles: 10_000, bonusMiles: 5_000 });
  });
  it("refuses a zero ratio", () => {
    expect(() => transferMiles({ ...terms, ratioFrom: 0 })).toThrow(RangeError);
  });
});

describe("splitTransferCost", () => {
  it("R$ 350,00 for 10.000 + 8.000 miles: the two lots add up to the cost, R$ 19,44 per thousand", () => {
    const split = splitTransferCost(35_000, { baseMiles: 10_000, bonusMiles: 8_000 });
    expect(split).toEqual({ baseCostCents: 19_444, bonusCostCents: 15_556 });
    expect(split.baseCostCents + split.bonusCostCents).toBe(35_000);
    expect(heldCostPerThousandCents(35_000, 18_000)).toBe(1_944);
  });
  it("always sums exactly, whatever the rounding", () => {
    for (const [cost, base, bonus] of [
      [1, 3, 3],
      [99_999, 7, 13],
      [0, 5, 5],
    ] as const) {
      const split = splitTransferCost(cost, { baseMiles: base, bonusMiles: bonus });
      expect(split.baseCostCents + split.bonusCostCents).toBe(cost);
    }
  });
});

describe("bonusBasisPointsOf", () => {
  it("stores the percent typed in hundredths", () => {
    expect(bonusBasisPointsOf(80)).toBe(8_000);
    expect(bonusBasisPointsOf(12.5)).toBe(1_250);
  });
});
