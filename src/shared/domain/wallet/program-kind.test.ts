import { describe, expect, it } from "vitest";
import { acquiredLabel, formatUnits, unitPlural, unitWord } from "./program-kind";

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
});
