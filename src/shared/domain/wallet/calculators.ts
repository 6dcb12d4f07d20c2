import { formatBRL } from "../../format";
import { costPerThousandCents, mulDivRoundHalfUp, usageCostCents } from "./cost";
import { bandText, type MarketReference } from "./market-reference";
import { bonusBasisPointsOf, transferMiles } from "./transfer";

/** Calculators beyond the spec (ROI and transfer screens), all in integer centavos. */

function requirePositiveInteger(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value <= 0) throw new RangeError(`${name} must be a positive integer`);
}

function requireNonNegativeInteger(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer`);
}

type PurchaseVerdict = "good" | "fair" | "above-market";

export interface CostVerdict {
  costPerThousandCents: number;
  /** The program's own band it was judged against (docs/decisions/034). */
  reference: MarketReference;
  verdict: PurchaseVerdict;
  label: string;
  message: string;
}

const VERDICT_LABELS: Record<PurchaseVerdict, string> = {
  good: "Boa compra",
  fair: "Dentro do mercado",
  "above-market": "Acima do mercado",
};

/** Up to the band's floor a good buy, up to its ceiling within the market, above it above the market. */
export function costVerdict(costCents: number, reference: MarketReference): CostVerdict {
  requireNonNegativeInteger("costCents", costCents);
  requirePositiveInteger("reference.lowCents", reference.lowCents);
  if (reference.highCents < reference.lowCents) throw new RangeError("reference.highCents must not be below lowCents");
  const verdict: PurchaseVerdict =
    costCents <= reference.lowCents ? "good" : costCents <= reference.highCents ? "fair" : "above-market";
  const band = `faixa de mercado (${bandText(reference)})`;
  const comparison =
    verdict === "fair"
      ? `dentro da ${band}`
      : verdict === "above-market"
        ? `${formatBRL(costCents - reference.highCents)} acima do teto da ${band}`
        : costCents === reference.lowCents
          ? `no piso da ${band}`
          : `${formatBRL(reference.lowCents - costCents)} abaixo do piso da ${band}`;
  const label = VERDICT_LABELS[verdict];
  return {
    costPerThousandCents: costCents,
    reference,
    verdict,
    label,
    message: `${label}: ${formatBRL(costCents)} o milheiro, ${comparison}.`,
  };
}

/** What a judged cost is: the cost per thousand, and a verdict only when the program has a reference. */
export interface JudgedCost {
  costPerThousandCents: number;
  verdict: CostVerdict | null;
}

/** The cost calculator: what was paid for how many miles, judged against the program's own band. */
export function costCalculatorVerdict(input: {
  amountPaidCents: number;
  miles: number;
  reference: MarketReference | null;
}): JudgedCost {
  requireNonNegativeInteger("amountPaidCents", input.amountPaidCents);
  requirePositiveInteger("miles", input.miles);
  const cost = costPerThousandCents(input.amountPaidCents, input.miles);
  return { costPerThousandCents: cost, verdict: input.reference ? costVerdict(cost, input.reference) : null };
}

export type RedemptionVerdict = "good" | "even" | "bad" | "no-reference";

export interface RedemptionInput {
  cashPriceCents: number;
  milesUsed: number;
  taxesCents: number;
  /** The user's own average cost per thousand for that program; null when nothing was paid. */
  averageCostCents: number | null;
}

export interface RedemptionResult {
  /** What the miles replaced: cash price minus the taxes still paid (never below 0). */
  netValueCents: number;
  valuePerThousandCents: number;
  averageCostCents: number | null;
  /** value − average per thousand; null without an average. */
  marginPerThousandCents: number | null;
  /** net value − what those miles cost at the user's average; null without an average. */
  gainCents: number | null;
  verdict: RedemptionVerdict;
  label: string;
}

const REDEMPTION_LABELS: Record<RedemptionVerdict, string> = {
  good: "Resgate vantajoso",
  even: "Resgate no custo",
  bad: "Resgate desvantajoso",
  "no-reference": "Sem custo médio para comparar",
};

/** R$ obtained per thousand miles in a redemption, against what the user paid for them. */
export function redemptionValue(input: RedemptionInput): RedemptionResult {
  requireNonNegativeInteger("cashPriceCents", input.cashPriceCents);
  requireNonNegativeInteger("taxesCents", input.taxesCents);
  requirePositiveInteger("milesUsed", input.milesUsed);
  const netValueCents = Math.max(0, input.cashPriceCents - input.taxesCents);
  const valuePerThousandCents = mulDivRoundHalfUp(netValueCents, 1000, input.milesUsed);
  const average = input.averageCostCents;
  if (average === null) {
    return {
      netValueCents,
      valuePerThousandCents,
      averageCostCents: null,
      marginPerThousandCents: null,
      gainCents: null,
      verdict: "no-reference",
      label: REDEMPTION_LABELS["no-reference"],
    };
  }
  const marginPerThousandCents = valuePerThousandCents - average;
  const verdict: RedemptionVerdict = marginPerThousandCents > 0 ? "good" : marginPerThousandCents < 0 ? "bad" : "even";
  return {
    netValueCents,
    valuePerThousandCents,
    averageCostCents: average,
    marginPerThousandCents,
    gainCents: netValueCents - (usageCostCents(input.milesUsed, average) ?? 0),
    verdict,
    label: REDEMPTION_LABELS[verdict],
  };
}

export interface TransferInput {
  pointsTransferred: number;
  /** The ratio: `ratioFrom` points become `ratioTo` miles (the catalogue's, 1:1 when it lists none). */
  ratioFrom: number;
  ratioTo: number;
  /** Percent as typed, e.g. 80 for an 80% bonus. */
  bonusPercent: number;
  sourceCostPerThousandCents: number;
  /** The destination program's band, when the catalogue knows one; without it there is no verdict. */
  destinationReference?: MarketReference | null;
}

export interface TransferResult {
  baseMiles: number;
  bonusMiles: number;
  milesReceived: number;
  totalCostCents: number;
  effectiveCostPerThousandCents: number;
  verdict: CostVerdict | null;
}

/**
 * A transfer simulated with the wallet's own rule (transfer.ts: the ratio, then the bonus on the
 * base, each rounded down to whole miles), so 'Registrar esta transferência' credits what the
 * simulation showed. The effective cost is exact from the inputs (not from the rounded total).
 * Null when the ratio credits nothing for these points.
 */
export function transferBonus(input: TransferInput): TransferResult | null {
  requirePositiveInteger("pointsTransferred", input.pointsTransferred);
  requireNonNegativeInteger("sourceCostPerThousandCents", input.sourceCostPerThousandCents);
  if (!Number.isFinite(input.bonusPercent) || input.bonusPercent < 0) throw new RangeError("bonusPercent must be ≥ 0");
  const { baseMiles, bonusMiles } = transferMiles({
    pointsSent: input.pointsTransferred,
    ratioFrom: input.ratioFrom,
    ratioTo: input.ratioTo,
    bonusBasisPoints: bonusBasisPointsOf(input.bonusPercent),
    bonusCapMiles: null,
  });
  const milesReceived = baseMiles + bonusMiles;
  if (milesReceived === 0) return null;
  const totalCostCents = mulDivRoundHalfUp(input.pointsTransferred, input.sourceCostPerThousandCents, 1000);
  const effectiveCostPerThousandCents = mulDivRoundHalfUp(
    input.pointsTransferred,
    input.sourceCostPerThousandCents,
    milesReceived,
  );
  return {
    baseMiles,
    bonusMiles,
    milesReceived,
    totalCostCents,
    effectiveCostPerThousandCents,
    verdict: input.destinationReference ? costVerdict(effectiveCostPerThousandCents, input.destinationReference) : null,
  };
}
