import { normalizeProgramName } from "../flights/airline-programs";
import { hslToHex, textHash } from "../text-colour";

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

/**
 * A known program wears its brand; any other its initials (or the member's own logo text) on a
 * colour picked from its name, so two programs are told apart at a glance and the same name always
 * looks the same. Dark enough at every hue for white text at 4.5:1.
 */
export function programLook(name: string, logo: string | null): ProgramLook {
  const brand = knownBrand(name);
  if (brand) return { background: brand.background, foreground: brand.foreground, mark: logo ?? brand.mark };
  const hue = textHash(normalizeProgramName(name)) % 360;
  return {
    background: hslToHex(hue, 0.6, 0.28),
    foreground: "#ffffff",
    mark: logo ?? name.trim().slice(0, 2).toUpperCase(),
  };
}
