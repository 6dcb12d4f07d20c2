import { describe, expect, it } from "vitest";
import { bandText, marketReferenceOf, monthAndYear, referenceLine } from "./market-reference";

const livelo = {
  name: "Livelo",
  referenceLowCents: 3_500,
  referenceHighCents: 4_200,
  referenceSource: "pontospravoar.com/evolucao-programas-milhas-pontos-brasil-compras-pontos",
  referenceCheckedOn: "2026-11-01",
};

describe("market reference", () => {
  it("reads a catalogue row as a band with its source and date", () => {
    expect(marketReferenceOf(livelo)).toEqual({
      programName: "Livelo",
      lowCents: 3_500,
      highCents: 4_200,
      source: livelo.referenceSource,
      checkedOn: "2026-11-01",
    });
  });

  it("has no reference while the band, the source or the date is missing", () => {
    expect(marketReferenceOf({ ...livelo, referenceLowCents: null })).toBeNull();
    expect(marketReferenceOf({ ...livelo, referenceSource: "" })).toBeNull();
    expect(marketReferenceOf({ ...livelo, referenceCheckedOn: null })).toBeNull();
  });

  it("says which reference it used, with month and year", () => {
    const reference = marketReferenceOf(livelo);
    if (!reference) throw new Error("expected a reference");
    expect(referenceLine(reference)).toBe(
      "Referência Livelo: R$ 35,00 a R$ 42,00, pontospravoar.com/evolucao-programas-milhas-pontos-brasil-compras-pontos, nov/2026",
    );
    expect(monthAndYear("2027-01-15")).toBe("jan/2027");
    expect(bandText({ lowCents: 2_100, highCents: 2_100 })).toBe("R$ 21,00");
  });
});
