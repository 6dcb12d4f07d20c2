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

const isPontos = (kind: ProgramKind | null | undefined) => (kind ?? "milhas") === "pontos";

/** The plural with a participle agreeing with it: "pontos vencidos" / "milhas vencidas". */
export function unitsAgreeing(participleStem: string, kind: ProgramKind | null | undefined): string {
  return isPontos(kind) ? `pontos ${participleStem}os` : `milhas ${participleStem}as`;
}

/** "de" contracted with the plural's article, for "parte dos pontos creditados" / "parte das milhas creditadas". */
export function ofTheUnits(kind: ProgramKind | null | undefined): string {
  return isPontos(kind) ? "dos" : "das";
}

/** "de" contracted with the pronoun standing for the plural: "parte deles" (pontos) / "parte delas" (milhas). */
export function ofThem(kind: ProgramKind | null | undefined): string {
  return isPontos(kind) ? "deles" : "delas";
}

/** A demonstrative agreeing with the plural: "esses pontos" / "essas milhas". */
export function theseUnits(kind: ProgramKind | null | undefined): string {
  return isPontos(kind) ? "esses pontos" : "essas milhas";
}

/**
 * Counts of several programs, summed per kind, for a total that spans a wallet: "3.000 pontos e
 * 2.000 milhas", or one kind alone when only one is there; programs outside the catalogue count as milhas.
 */
export function formatUnitTotals(items: readonly { count: number; kind: ProgramKind | null | undefined }[]): string {
  const totals = new Map<ProgramKind, number>();
  for (const item of items) totals.set(item.kind ?? "milhas", (totals.get(item.kind ?? "milhas") ?? 0) + item.count);
  const parts = PROGRAM_KINDS.filter((kind) => totals.has(kind)).map((kind) =>
    formatUnits(totals.get(kind) ?? 0, kind),
  );
  return parts.length === 0 ? formatUnits(0, null) : parts.join(" e ");
}

/** "Pontos adquiridos" / "Milhas adquiridas": pt-BR agrees the participle with the noun. */
export function acquiredLabel(kind: ProgramKind | null | undefined): string {
  return isPontos(kind) ? "Pontos adquiridos" : "Milhas adquiridas";
}
