import { describe, expect, it } from "vitest";
import { catalogueEntry, minimumTransferWarning, ratioText, transferTerms } from "./program-catalogue";

const entries = [
  {
    id: "esfera",
    name: "Esfera",
    kind: "pontos" as const,
    purchaseValidityMonths: 24,
    bonusValidityMonths: null,
    minimumTransferPoints: 30_000,
    partners: [{ destinationId: "smiles", pointsSent: 1, milesReceived: 1 }],
  },
  {
    id: "accor",
    name: "ALL Accor",
    kind: "pontos" as const,
    purchaseValidityMonths: null,
    bonusValidityMonths: null,
    minimumTransferPoints: null,
    partners: [{ destinationId: "latam", pointsSent: 2, milesReceived: 1 }],
  },
  {
    id: "smiles",
    name: "Smiles",
    kind: "milhas" as const,
    purchaseValidityMonths: 36,
    bonusValidityMonths: 12,
    minimumTransferPoints: null,
    partners: [],
  },
  {
    id: "latam",
    name: "LATAM Pass",
    kind: "milhas" as const,
    purchaseValidityMonths: 24,
    bonusValidityMonths: null,
    minimumTransferPoints: null,
    partners: [],
  },
];

describe("transferTerms", () => {
  it("gives the listed ratio and the destination's validity", () => {
    expect(transferTerms(entries, "esfera", "smiles")).toEqual({
      sourceName: "Esfera",
      destinationName: "Smiles",
      pointsSent: 1,
      milesReceived: 1,
      listed: true,
      baseValidityMonths: 36,
      bonusValidityMonths: 12,
    });
    expect(transferTerms(entries, "accor", "latam")).toMatchObject({ pointsSent: 2, milesReceived: 1, listed: true });
  });

  it("assumes 1:1 for a pair the catalogue does not list, and says so", () => {
    expect(transferTerms(entries, "esfera", "latam")).toMatchObject({ pointsSent: 1, milesReceived: 1, listed: false });
  });

  it("knows nothing when a side has no catalogue entry", () => {
    expect(transferTerms(entries, null, "smiles")).toBeNull();
    expect(transferTerms(entries, "esfera", "outro")).toBeNull();
  });
});

describe("minimumTransferWarning", () => {
  it("warns below Esfera's 30.000 and stays quiet from there", () => {
    const esfera = catalogueEntry(entries, "esfera");
    expect(minimumTransferWarning(esfera, 29_999)).toBe(
      "A Esfera exige no mínimo 30.000 pontos por transferência; o programa pode recusar.",
    );
    expect(minimumTransferWarning(esfera, 30_000)).toBeNull();
    expect(minimumTransferWarning(esfera, null)).toBeNull();
    expect(minimumTransferWarning(catalogueEntry(entries, "accor"), 10)).toBeNull();
    expect(minimumTransferWarning(null, 10)).toBeNull();
  });
});

describe("catalogue helpers", () => {
  it("finds an entry by id and writes ratios", () => {
    expect(catalogueEntry(entries, "smiles")?.name).toBe("Smiles");
    expect(catalogueEntry(entries, null)).toBeNull();
    expect(ratioText({ pointsSent: 2, milesReceived: 1 })).toBe("2:1");
  });
});
