import { describe, expect, it } from "vitest";
import {
  acquiredLabel,
  formatUnits,
  formatUnitTotals,
  ofThem,
  ofTheUnits,
  theseUnits,
  unitPlural,
  unitsAgreeing,
  unitWord,
} from "./program-kind";

describe("a program's words follow its kind", () => {
  it("calls bank points 'pontos' and airline miles 'milhas'", () => {
    expect(formatUnits(2_500, "pontos")).toBe("2.500 pontos");
    expect(formatUnits(1, "pontos")).toBe("1 ponto");
    expect(formatUnits(3_000, "milhas")).toBe("3.000 milhas");
    expect(formatUnits(1, "milhas")).toBe("1 milha");
  });

  it("keeps 'milhas' for a program outside the catalogue", () => {
    expect(formatUnits(0, null)).toBe("0 milhas");
    expect(unitWord(1, undefined)).toBe("milha");
    expect(unitPlural(null)).toBe("milhas");
  });

  it("gives labels in agreement with the noun", () => {
    expect(unitPlural("pontos")).toBe("pontos");
    expect(unitWord(2, "pontos")).toBe("pontos");
    expect(acquiredLabel("pontos")).toBe("Pontos adquiridos");
    expect(acquiredLabel("milhas")).toBe("Milhas adquiridas");
    expect(acquiredLabel(null)).toBe("Milhas adquiridas");
  });

  it("agrees participles, articles and demonstratives with the noun", () => {
    expect(unitsAgreeing("vencid", "pontos")).toBe("pontos vencidos");
    expect(unitsAgreeing("vencid", null)).toBe("milhas vencidas");
    expect(`parte ${ofTheUnits("pontos")} ${unitsAgreeing("creditad", "pontos")}`).toBe("parte dos pontos creditados");
    expect(`parte ${ofTheUnits("milhas")} ${unitsAgreeing("creditad", "milhas")}`).toBe("parte das milhas creditadas");
    expect(ofThem("pontos")).toBe("deles");
    expect(ofThem(null)).toBe("delas");
    expect(theseUnits("pontos")).toBe("esses pontos");
    expect(theseUnits(undefined)).toBe("essas milhas");
  });

  it("sums a wallet's counts per kind, pontos first", () => {
    expect(
      formatUnitTotals([
        { count: 2_000, kind: "milhas" },
        { count: 1_000, kind: "pontos" },
        { count: 500, kind: null },
        { count: 2_000, kind: "pontos" },
      ]),
    ).toBe("3.000 pontos e 2.500 milhas");
    expect(formatUnitTotals([{ count: 1, kind: "pontos" }])).toBe("1 ponto");
    expect(formatUnitTotals([])).toBe("0 milhas");
  });
});
