import { describe, expect, it } from "vitest";
import { cashFareComparison, flightCost } from "./flight-money";

const averages = { azul: null, gol: 1_600, latam: 2_500 };
// A round trip of 10.000 + 10.500 miles, R$ 109,90 + R$ 110,90 of taxes.
const trip = { miles: 20_500, taxesCents: 22_080 };

describe("flightCost", () => {
  it("prices the whole trip's miles at the member's own cost, and adds the taxes", () => {
    expect(flightCost("gol", trip, averages)).toEqual({
      valueCents: 32_800, // 20,5 thousand × R$ 16,00
      averageCents: 1_600,
      programLabel: "Smiles",
      taxesCents: 22_080,
      totalCents: 54_880,
    });
  });

  it("has nothing to say without a cost for that airline's program", () => {
    expect(flightCost("azul", trip, averages)).toBeNull();
    expect(flightCost("gol", trip, null)).toBeNull();
  });
});

describe("cashFareComparison", () => {
  it("gives R$ per thousand obtained, net of taxes, against the member's own cost", () => {
    // R$ 1.200,00 cash − R$ 220,80 taxes = R$ 979,20 over 20,5 thousand miles = R$ 47,77 per thousand.
    expect(cashFareComparison(120_000, trip, 1_600)).toMatchObject({
      netValueCents: 97_920,
      valuePerThousandCents: 4_777,
      averageCostCents: 1_600,
      marginPerThousandCents: 3_177,
      verdict: "good",
      label: "Resgate vantajoso",
    });
  });

  it("calls a cheap cash fare a bad use of the miles", () => {
    expect(cashFareComparison(40_000, trip, 2_500)).toMatchObject({ valuePerThousandCents: 874, verdict: "bad" });
  });

  it("still says what a thousand miles obtains without a cost to compare with", () => {
    expect(cashFareComparison(120_000, trip, null)).toMatchObject({
      valuePerThousandCents: 4_777,
      verdict: "no-reference",
    });
  });
});
