import { describe, expect, it } from "vitest";
import { expirySuggestions } from "./program-catalogue";

const smiles = {
  purchaseValidityMonths: 36,
  clubValidityMonths: 120,
  bonusValidityMonths: 12,
  flightValidityMonths: 72,
};

describe("expirySuggestions", () => {
  it("offers the catalogue's validity for each origin asked, from the lot's date", () => {
    expect(expirySuggestions("2026-12-07", null, smiles, ["purchase", "club", "flight"])).toEqual([
      { label: "a validade de compra (36 meses)", expiresOn: "2029-12-07" },
      { label: "a validade de clube (120 meses)", expiresOn: "2036-12-07" },
      { label: "a validade de voo (72 meses)", expiresOn: "2032-12-07" },
    ]);
    expect(expirySuggestions("2026-12-07", null, smiles, ["bonus"])).toEqual([
      { label: "a validade de bônus de transferência (12 meses)", expiresOn: "2027-12-07" },
    ]);
  });

  it("puts the program's own usual validity first and offers each date once", () => {
    expect(expirySuggestions("2026-01-31", 36, smiles, ["purchase", "bonus"])).toEqual([
      { label: "a validade usual do programa", expiresOn: "2029-01-31" },
      { label: "a validade de bônus de transferência (12 meses)", expiresOn: "2027-01-31" },
    ]);
  });

  it("offers nothing the catalogue does not know, nor outside it", () => {
    expect(expirySuggestions("2026-12-07", null, { ...smiles, flightValidityMonths: null }, ["flight"])).toEqual([]);
    expect(expirySuggestions("2026-12-07", null, null, ["purchase"])).toEqual([]);
  });
});
