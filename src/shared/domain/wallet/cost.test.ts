import { describe, expect, it } from "vitest";
import { costPerThousandCents, divideRoundHalfUp, mulDivRoundHalfUp, usageCostCents } from "./cost";

describe("rounding", () => {
  it("rounds halves up and everything else to the nearest centavo", () => {
    expect(divideRoundHalfUp(5, 2)).toBe(3);
    expect(divideRoundHalfUp(7, 2)).toBe(4);
    expect(divideRoundHalfUp(4, 3)).toBe(1);
    expect(divideRoundHalfUp(5, 3)).toBe(2);
    expect(divideRoundHalfUp(0, 7)).toBe(0);
  });

  it("stays exact where a float product would not (beyond 2^53)", () => {
    expect(mulDivRoundHalfUp(100_000_000, 100_000_001, 1000)).toBe(10_000_000_100_000);
    expect(mulDivRoundHalfUp(2 ** 40, 2 ** 20, 2 ** 30)).toBe(2 ** 30);
  });

  it("refuses negative, fractional or zero divisors", () => {
    expect(() => divideRoundHalfUp(-1, 2)).toThrow(RangeError);
    expect(() => divideRoundHalfUp(1.5, 2)).toThrow(RangeError);
    expect(() => divideRoundHalfUp(1, 0)).toThrow(RangeError);
  });
});

describe("costPerThousandCents (product §9)", () => {
  it("is amount paid / miles × 1000", () => {
    expect(costPerThousandCents(1_750, 1_000)).toBe(1_750);
    expect(costPerThousandCents(35_000, 20_000)).toBe(1_750);
    expect(costPerThousandCents(200_000, 10_000)).toBe(20_000);
  });

  it("rounds half-up to the centavo", () => {
    expect(costPerThousandCents(5_000, 3_000)).toBe(1_667); // 1666,67
    expect(costPerThousandCents(4_000, 3_000)).toBe(1_333); // 1333,33
    expect(costPerThousandCents(1, 2_000)).toBe(1); // 0,5 centavo
    expect(costPerThousandCents(3, 2_000)).toBe(2); // 1,5 centavo
    expect(costPerThousandCents(1, 2_001)).toBe(0); // just under half
  });

  it("is 0 when the miles were free", () => {
    expect(costPerThousandCents(0, 5_000)).toBe(0);
  });

  it("needs a positive number of miles", () => {
    expect(() => costPerThousandCents(100, 0)).toThrow(RangeError);
  });
});

describe("usageCostCents (product §9)", () => {
  it("is amount / 1000 × the program's average", () => {
    expect(usageCostCents(10_000, 1_750)).toBe(17_500);
    expect(usageCostCents(1_500, 2_000)).toBe(3_000);
  });

  it("rounds half-up to the centavo", () => {
    expect(usageCostCents(1, 500)).toBe(1); // 0,5
    expect(usageCostCents(1, 499)).toBe(0);
    expect(usageCostCents(333, 1_667)).toBe(555); // 555,111
  });

  it("exists only when the average is above 0", () => {
    expect(usageCostCents(10_000, null)).toBeNull();
    expect(usageCostCents(10_000, 0)).toBeNull();
  });
});
