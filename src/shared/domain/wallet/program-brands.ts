import { normalizeProgramName } from "../flights/airline-programs";

/** How a program's tile looks: its colours and the short mark written on it. */
export interface ProgramLook {
  background: string;
  foreground: string;
  mark: string;
}

interface Brand extends ProgramLook {
  aliases: readonly string[];
}

// The programs Brazilians hold most, in their own colours (darkened where needed so the mark
// keeps 4.5:1 contrast). Matched like airlineOfProgram: the whole name or its first words.
const BRANDS: readonly Brand[] = [
  { aliases: ["smiles", "gol smiles"], background: "#f26522", foreground: "#111111", mark: "S" },
  {
    aliases: ["latam pass", "latampass", "latam", "multiplus"],
    background: "#1b0088",
    foreground: "#ffffff",
    mark: "LP",
  },
  {
    aliases: ["azul fidelidade", "tudoazul", "tudo azul", "azul"],
    background: "#003da5",
    foreground: "#ffffff",
    mark: "AZ",
  },
  { aliases: ["livelo"], background: "#c8006e", foreground: "#ffffff", mark: "Lv" },
  { aliases: ["esfera"], background: "#cc0000", foreground: "#ffffff", mark: "E" },
  { aliases: ["tap", "tap miles go", "miles go"], background: "#007a33", foreground: "#ffffff", mark: "TAP" },
  { aliases: ["iberia", "iberia plus", "iberia club"], background: "#d7192d", foreground: "#ffffff", mark: "IB" },
  {
    aliases: ["aadvantage", "american airlines", "american"],
    background: "#0061aa",
    foreground: "#ffffff",
    mark: "AA",
  },
];

function knownBrand(name: string): Brand | undefined {
  const normalized = normalizeProgramName(name);
  const matches = (alias: string) => normalized === alias || normalized.startsWith(`${alias} `);
  return BRANDS.find((brand) => brand.aliases.some(matches));
}

function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}

/** HSL to #rrggbb (the CSS formula), so the colour is one plain value tests can measure. */
function hslToHex(hue: number, saturation: number, lightness: number): string {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/**
 * A known program wears its brand; any other its initials (or the member's own logo text) on a
 * colour picked from its name, so two programs are told apart at a glance and the same name always
 * looks the same. Dark enough at every hue for white text at 4.5:1.
 */
export function programLook(name: string, logo: string | null): ProgramLook {
  const brand = knownBrand(name);
  if (brand) return { background: brand.background, foreground: brand.foreground, mark: logo ?? brand.mark };
  const hue = hashOf(normalizeProgramName(name)) % 360;
  return {
    background: hslToHex(hue, 0.6, 0.28),
    foreground: "#ffffff",
    mark: logo ?? name.trim().slice(0, 2).toUpperCase(),
  };
}
