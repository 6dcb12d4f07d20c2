import { describe, expect, it } from "vitest";
import { airlineOfProgram, averageCostByAirline, redemptionValue } from "./airline-programs";

describe("airlineOfProgram", () => {
  it.each([
    ["TudoAzul", "azul"],
    ["tudo azul", "azul"],
    ["Azul Fidelidade", "azul"],
    ["AZUL", "azul"],
    ["Smiles", "gol"],
    ["smiles diamante", "gol"],
    ["GOL Smiles", "gol"],
    ["LATAM Pass", "latam"],
    ["latam-pass black", "latam"],
    ["LATAMPASS", "latam"],
  ] as const)("maps %s to %s", (name, airline) => {
    expect(airlineOfProgram(name)).toBe(airline);
  });

  it.each(["Livelo", "Esfera", "Golden Points", "Azulejo", "TAP Miles&Go", ""])("maps %s to no airline", (name) => {
    expect(airlineOfProgram(name)).toBeNull();
  });
});

describe("averageCostByAirline", () => {
  it("pools every paid accumulation of the programs that fly an airline (product §9 simple mean)", () => {
    const averages = averageCostByAirline([
      // Two Smiles accounts: (2000 + 3000 + 2500) / 3 = 2500.
      { name: "Smiles", paidCostPerThousandSumCents: 5_000, paidAccumulationCount: 2 },
      { name: "Smiles Família", paidCostPerThousandSumCents: 2_500, paidAccumulationCount: 1 },
      { name: "LATAM Pass", paidCostPerThousandSumCents: 0, paidAccumulationCount: 0 },
      { name: "Livelo", paidCostPerThousandSumCents: 9_000, paidAccumulationCount: 3 },
      { name: "TudoAzul", paidCostPerThousandSumCents: 4_001, paidAccumulationCount: 2 },
    ]);
    expect(averages).toEqual({ gol: 2_500, latam: null, azul: 2_001 });
  });

  it("knows nothing without programs", () => {
    expect(averageCostByAirline([])).toEqual({ azul: null, gol: null, latam: null });
  });
});

describe("redemptionValue", () => {
  const averages = { azul: null, gol: 2_150, latam: 0 };

  it("prices the miles at the member's average: miles / 1000 × average", () => {
    expect(redemptionValue("gol", 12_345, averages)).toEqual({
      valueCents: 26_542,
      averageCents: 2_150,
      programLabel: "Smiles",
    });
  });

  it("says nothing without an average above zero, or for a visitor", () => {
    expect(redemptionValue("azul", 10_000, averages)).toBeNull();
    expect(redemptionValue("latam", 10_000, averages)).toBeNull();
    expect(redemptionValue("gol", 10_000, null)).toBeNull();
    expect(redemptionValue("gol", 10_000, undefined)).toBeNull();
  });
});
