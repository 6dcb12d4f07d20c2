import { describe, expect, it } from "vitest";
import { programLook } from "./program-brands";

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const KNOWN = [
  "Smiles",
  "LATAM Pass",
  "TudoAzul",
  "Azul Fidelidade",
  "Livelo",
  "Esfera",
  "Azul",
  "TAP Miles&Go",
  "Iberia Plus",
  "AAdvantage",
];

describe("programLook", () => {
  it("gives each known program its own brand colours and mark", () => {
    expect(programLook("Smiles", null)).toEqual({ background: "#f26522", foreground: "#111111", mark: "S" });
    expect(programLook("smiles diamante", null).background).toBe("#f26522");
    expect(programLook("TudoAzul", null)).toEqual(programLook("Azul Fidelidade", null));
    expect(programLook("Multiplus", null).mark).toBe("LP");
    const backgrounds = new Set(
      ["Smiles", "LATAM Pass", "Azul", "Livelo", "Esfera", "TAP", "Iberia", "AAdvantage"].map(
        (name) => programLook(name, null).background,
      ),
    );
    expect(backgrounds.size).toBe(8);
  });

  it("keeps the member's own logo text", () => {
    expect(programLook("Smiles", "GOL").mark).toBe("GOL");
    expect(programLook("Clube XP", "XP").mark).toBe("XP");
  });

  it("gives an unknown program its initials on a colour derived from the name, the same every time", () => {
    const look = programLook("Clube Inter Loop", null);
    expect(look.mark).toBe("CL");
    expect(programLook("Clube Inter Loop", null)).toEqual(look);
    expect(programLook("Dotz", null).background).not.toBe(look.background);
  });

  it("keeps every mark readable (WCAG 4.5:1), brands and derived colours alike", () => {
    const names = [...KNOWN, ...Array.from({ length: 400 }, (_, index) => `Programa ${index}`)];
    for (const name of names) {
      const { background, foreground } = programLook(name, null);
      expect(contrast(background, foreground), name).toBeGreaterThanOrEqual(4.5);
    }
  });
});
