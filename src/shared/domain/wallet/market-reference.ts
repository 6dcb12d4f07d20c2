/**
 * Reference market prices of a thousand miles, per program family, in centavos. The one place to
 * edit them: the cost calculator's verdict and the transfer calculator read only this module.
 * Every family starts at the product's default (R$ 21,00); set a family's own figure here when
 * the team tracks its market price.
 */
export const DEFAULT_MARKET_REFERENCE_CENTS = 2_100;

export const PROGRAM_FAMILIES = ["smiles", "latam-pass", "tudoazul", "livelo", "esfera", "outros"] as const;
export type ProgramFamily = (typeof PROGRAM_FAMILIES)[number];

export const MARKET_REFERENCE_CENTS_PER_THOUSAND: Record<ProgramFamily, number> = {
  smiles: DEFAULT_MARKET_REFERENCE_CENTS,
  "latam-pass": DEFAULT_MARKET_REFERENCE_CENTS,
  tudoazul: DEFAULT_MARKET_REFERENCE_CENTS,
  livelo: DEFAULT_MARKET_REFERENCE_CENTS,
  esfera: DEFAULT_MARKET_REFERENCE_CENTS,
  outros: DEFAULT_MARKET_REFERENCE_CENTS,
};

// Users type program names freely ("Smiles", "LATAM Pass", "Azul Fidelidade"), so match loosely.
const FAMILY_PATTERNS: readonly (readonly [ProgramFamily, RegExp])[] = [
  ["smiles", /\bsmiles\b|\bgol\b/],
  ["latam-pass", /\blatam\b|\bmultiplus\b/],
  ["tudoazul", /azul/],
  ["livelo", /\blivelo\b/],
  ["esfera", /\besfera\b/],
];

export function programFamilyOf(programName: string): ProgramFamily {
  const normalized = programName
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
  return FAMILY_PATTERNS.find(([, pattern]) => pattern.test(normalized))?.[0] ?? "outros";
}

export function marketReferenceCents(programName?: string | null): number {
  if (!programName) return DEFAULT_MARKET_REFERENCE_CENTS;
  return MARKET_REFERENCE_CENTS_PER_THOUSAND[programFamilyOf(programName)];
}
