import { formatInteger } from "../../format";
import { suggestedLotExpiry } from "./lots";
import type { ProgramKind } from "./program-kind";

/**
 * The catalogue of known programs (docs/decisions/034) as the app reads it: rules that programs
 * change are rows an admin edits, each with its source and date. These are the pure lookups the
 * wallet, the calculators and the transfer form share.
 */
interface CataloguePartnerFacts {
  destinationId: string;
  /** Ratio: `pointsSent` points of the source become `milesReceived` of the destination (1:1, 2:1…). */
  pointsSent: number;
  milesReceived: number;
}

interface CatalogueFacts {
  id: string;
  name: string;
  kind: ProgramKind;
  purchaseValidityMonths: number | null;
  bonusValidityMonths: number | null;
  minimumTransferPoints: number | null;
  partners: readonly CataloguePartnerFacts[];
}

export interface TransferTerms {
  sourceName: string;
  destinationName: string;
  /** The partnership's ratio; 1:1 when the catalogue does not list the pair. */
  pointsSent: number;
  milesReceived: number;
  /** Whether the catalogue lists this pair (the ratio is then its, not the default). */
  listed: boolean;
  /** Suggested validity of the miles credited: the base as a purchase, the bonus as a bonus. */
  baseValidityMonths: number | null;
  bonusValidityMonths: number | null;
}

export function catalogueEntry<T extends { id: string }>(
  entries: readonly T[],
  id: string | null | undefined,
): T | null {
  if (!id) return null;
  return entries.find((entry) => entry.id === id) ?? null;
}

/**
 * What the catalogue knows of sending points from one program to another: the ratio and the
 * destination's usual validity (the source's minimum is the source's alone:
 * `minimumTransferWarning`). Null when either side has no catalogue entry.
 */
export function transferTerms(
  entries: readonly CatalogueFacts[],
  sourceId: string | null | undefined,
  destinationId: string | null | undefined,
): TransferTerms | null {
  const source = catalogueEntry(entries, sourceId);
  const destination = catalogueEntry(entries, destinationId);
  if (!source || !destination) return null;
  const partner = source.partners.find((candidate) => candidate.destinationId === destination.id);
  return {
    sourceName: source.name,
    destinationName: destination.name,
    pointsSent: partner?.pointsSent ?? 1,
    milesReceived: partner?.milesReceived ?? 1,
    listed: partner !== undefined,
    baseValidityMonths: destination.purchaseValidityMonths,
    bonusValidityMonths: destination.bonusValidityMonths,
  };
}

/**
 * The one warning a transfer below the source's known minimum gets (Esfera: 30.000), in the
 * transfer calculator and in 'Transferir pontos' alike, from the source's catalogue entry; null
 * when the points reach it or no minimum is known. A warning, never a refusal (docs/decisions/029).
 */
export function minimumTransferWarning(
  source: Pick<CatalogueFacts, "name" | "minimumTransferPoints"> | null,
  points: number | null,
): string | null {
  const minimum = source?.minimumTransferPoints ?? null;
  if (!source || minimum === null || points === null || points >= minimum) return null;
  return `A ${source.name} exige no mínimo ${formatInteger(minimum)} pontos por transferência; o programa pode recusar.`;
}

/** "1:1", "2:1": how the catalogue writes a ratio. */
export function ratioText(partner: { pointsSent: number; milesReceived: number }): string {
  return `${partner.pointsSent}:${partner.milesReceived}`;
}

/** Where a lot's miles come from, for the catalogue's usual validity of each (docs/decisions/042). */
export type ValidityOrigin = "purchase" | "club" | "bonus" | "flight";

interface ValidityFacts {
  purchaseValidityMonths: number | null;
  clubValidityMonths: number | null;
  bonusValidityMonths: number | null;
  flightValidityMonths: number | null;
}

const ORIGINS: Record<ValidityOrigin, { label: string; months: (entry: ValidityFacts) => number | null }> = {
  purchase: { label: "compra", months: (entry) => entry.purchaseValidityMonths },
  club: { label: "clube", months: (entry) => entry.clubValidityMonths },
  bonus: { label: "bônus de transferência", months: (entry) => entry.bonusValidityMonths },
  flight: { label: "voo", months: (entry) => entry.flightValidityMonths },
};

export interface ExpirySuggestion {
  /** What the button offers, after "Usar": "a validade de compra (36 meses)". */
  label: string;
  expiresOn: string;
}

/**
 * The expiries a new lot credited on `creditedOn` is offered, one click each and never filled in
 * silently: the program's own usual validity first, then the catalogue's for each origin asked
 * (Smiles: compra 36 meses, clube 120, voo 72), one per distinct date.
 */
export function expirySuggestions(
  creditedOn: string,
  usualValidityMonths: number | null,
  entry: ValidityFacts | null,
  origins: readonly ValidityOrigin[],
): ExpirySuggestion[] {
  const candidates = [
    { label: "a validade usual do programa", months: usualValidityMonths },
    ...origins.map((origin) => {
      const months = entry ? ORIGINS[origin].months(entry) : null;
      return { label: `a validade de ${ORIGINS[origin].label} (${months} meses)`, months };
    }),
  ];
  const suggestions: ExpirySuggestion[] = [];
  for (const { label, months } of candidates) {
    const expiresOn = suggestedLotExpiry(creditedOn, months);
    if (expiresOn && !suggestions.some((known) => known.expiresOn === expiresOn))
      suggestions.push({ label, expiresOn });
  }
  return suggestions;
}
