import { describe, expect, it } from "vitest";
import {
  DEFAULT_MARKET_REFERENCE_CENTS,
  MARKET_REFERENCE_CENTS_PER_THOUSAND,
  PROGRAM_FAMILIES,
  marketReferenceCents,
  programFamilyOf,
} from "./market-reference";

describe("market reference", () => {
  it("defaults to R$ 21,00 per thousand", () => {
    expect(DEFAULT_MARKET_REFERENCE_CENTS).toBe(2_100);
    expect(marketReferenceCents()).toBe(2_100);
    expect(marketReferenceCents(null)).toBe(2_100);
  });

  it("has a figure for every family", () => {
    for (const family of PROGRAM_FAMILIES) expect(MARKET_REFERENCE_CENTS_PER_THOUSAND[family]).toBeGreaterThan(0);
  });

  it.each([
    ["Smiles", "smiles"],
    ["GOL Smiles", "smiles"],
    ["LATAM Pass", "latam-pass"],
    ["latam", "latam-pass"],
    ["TudoAzul", "tudoazul"],
    ["Azul Fidelidade", "tudoazul"],
    ["Livelo", "livelo"],
    ["Esfera", "esfera"],
    ["Átomos", "outros"],
    ["Golden Club", "outros"],
  ] as const)("recognises %s as %s", (name, family) => {
    expect(programFamilyOf(name)).toBe(family);
  });

  it("reads the family's figure from the constants", () => {
    expect(marketReferenceCents("Smiles")).toBe(MARKET_REFERENCE_CENTS_PER_THOUSAND.smiles);
  });
});
