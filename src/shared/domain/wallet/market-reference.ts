import { formatBRL } from "../../format";

/**
 * What a thousand of one program's miles or points usually cost, as the catalogue holds it
 * (docs/decisions/034): a band in centavos, the source it came from and the day it was checked.
 * Nothing here is a figure: every number is a catalogue row an admin edits.
 */
export interface MarketReference {
  programName: string;
  /** Up to here a purchase is a good buy. */
  lowCents: number;
  /** Above here it is above the market. */
  highCents: number;
  source: string;
  /** 'YYYY-MM-DD'; shown as month and year. */
  checkedOn: string;
}

const MONTHS = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"] as const;

/** "nov/2026" from '2026-11-01'. */
export function monthAndYear(plainDate: string): string {
  const [year, month] = plainDate.split("-");
  return `${MONTHS[Number(month) - 1] ?? month}/${year}`;
}

/** "R$ 35,00 a R$ 42,00", or one figure when the band is a single price. */
export function bandText(reference: Pick<MarketReference, "lowCents" | "highCents">): string {
  const low = formatBRL(reference.lowCents);
  return reference.lowCents === reference.highCents ? low : `${low} a ${formatBRL(reference.highCents)}`;
}

/** The line under every verdict: "Referência Livelo: R$ 35,00 a R$ 42,00, <fonte>, nov/2026". */
export function referenceLine(reference: MarketReference): string {
  return `Referência ${reference.programName}: ${bandText(reference)}, ${reference.source}, ${monthAndYear(reference.checkedOn)}`;
}

/** A catalogue row as a reference, or null while its band, source or date is missing (no verdict then). */
export function marketReferenceOf(entry: {
  name: string;
  referenceLowCents: number | null;
  referenceHighCents: number | null;
  referenceSource: string | null;
  referenceCheckedOn: string | null;
}): MarketReference | null {
  const { referenceLowCents: low, referenceHighCents: high, referenceSource: source, referenceCheckedOn: date } = entry;
  if (low === null || high === null || !source || !date) return null;
  return { programName: entry.name, lowCents: low, highCents: high, source, checkedOn: date };
}
