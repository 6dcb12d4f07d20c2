import { formatCount, pluralize } from "../../format";

/**
 * What a program's balance is called (docs/decisions/034): bank programs (Livelo, Esfera) hold
 * "pontos", airline programs "milhas". A program with no catalogue entry keeps the app's historical
 * word, "milhas".
 */
export const PROGRAM_KINDS = ["pontos", "milhas"] as const;
export type ProgramKind = (typeof PROGRAM_KINDS)[number];

const WORDS: Record<ProgramKind, { one: string; many: string }> = {
  pontos: { one: "ponto", many: "pontos" },
  milhas: { one: "milha", many: "milhas" },
};

const wordsOf = (kind: ProgramKind | null | undefined) => WORDS[kind ?? "milhas"];

/** "1 ponto", "2.500 pontos", "0 milhas". */
export function formatUnits(count: number, kind: ProgramKind | null | undefined): string {
  const words = wordsOf(kind);
  return formatCount(count, words.one, words.many);
}

/** The noun alone, agreeing with the count: "ponto" / "pontos". */
export function unitWord(count: number, kind: ProgramKind | null | undefined): string {
  const words = wordsOf(kind);
  return pluralize(count, words.one, words.many);
}

/** The plural noun, for labels: "pontos" in "Saldo (pontos)". */
export function unitPlural(kind: ProgramKind | null | undefined): string {
  return wordsOf(kind).many;
}

/** "Pontos adquiridos" / "Milhas adquiridas": pt-BR agrees the participle with the noun. */
export function acquiredLabel(kind: ProgramKind | null | undefined): string {
  return (kind ?? "milhas") === "pontos" ? "Pontos adquiridos" : "Milhas adquiridas";
}
