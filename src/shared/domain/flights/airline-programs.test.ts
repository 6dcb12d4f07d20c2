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
  it("pools what the miles held cost over those miles, per airline (docs/decisions/029)", () => {
    const averages = averageCostByAirline([
      // Two Smiles accounts: R$ 560,00 + R$ 100,00 over 28.000 + 2.000 miles = R$ 22,00.
      { name: "Smiles", heldCostCents: 56_000, balance: 28_000 },
      { name: "Smiles Família", heldCostCents: 10_000, balance: 2_000 },
      { name: "LATAM Pass", heldCostCents: 0, balance: 5_000 },
      { name: "Livelo", heldCostCents: 9_000, balance: 3_000 },
      { name: "TudoAzul", heldCostCents: 4_001, balance: 2_000 },
    ]);
    expect(averages).toEqual({ gol: 2_200, latam: null, azul: 2_001 });
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
