import { formatBRL } from "../../format";
import { costPerThousandCents, mulDivRoundHalfUp, usageCostCents } from "./cost";
import { DEFAULT_MARKET_REFERENCE_CENTS, marketReferenceCents } from "./market-reference";

/** Calculators beyond the spec (ROI and transfer screens), all in integer centavos. */

function requirePositiveInteger(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value <= 0) throw new RangeError(`${name} must be a positive integer`);
}

function requireNonNegativeInteger(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer`);
}

type PurchaseVerdict = "good" | "above-market";

export interface CostVerdict {
  costPerThousandCents: number;
  referenceCents: number;
  verdict: PurchaseVerdict;
  /** reference − cost: positive when the miles came cheaper than the market. */
  differenceCents: number;
  /** |difference| as a whole percentage of the reference. */
  differencePercent: number;
  label: string;
  message: string;
}

/** A purchase at or below the market reference is a good buy. */
export function costVerdict(costCents: number, referenceCents: number = DEFAULT_MARKET_REFERENCE_CENTS): CostVerdict {
  requireNonNegativeInteger("costCents", costCents);
  requirePositiveInteger("referenceCents", referenceCents);
  const differenceCents = referenceCents - costCents;
  const differencePercent = mulDivRoundHalfUp(Math.abs(differenceCents), 100, referenceCents);
  const verdict: PurchaseVerdict = costCents <= referenceCents ? "good" : "above-market";
  const label = verdict === "good" ? "Boa compra" : "Acima do mercado";
  const reference = `referência de mercado (${formatBRL(referenceCents)})`;
  const comparison =
    differenceCents === 0
      ? `igual à ${reference}`
      : `${formatBRL(Math.abs(differenceCents))} ${differenceCents > 0 ? "abaixo" : "acima"} da ${reference}`;
  return {
    costPerThousandCents: costCents,
    referenceCents,
    verdict,
    differenceCents,
    differencePercent,
    label,
    message: `${label}: ${formatBRL(costCents)} o milheiro, ${comparison}.`,
  };
}

/** The cost calculator: what was paid for how many miles, judged against the program's market reference. */
export function costCalculatorVerdict(input: { amountPaidCents: number; miles: number; programName?: string | null }) {
  requireNonNegativeInteger("amountPaidCents", input.amountPaidCents);
  requirePositiveInteger("miles", input.miles);
  return costVerdict(costPerThousandCents(input.amountPaidCents, input.miles), marketReferenceCents(input.programName));
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
  /** Whole percent, e.g. 80 for an 80% bonus. */
  bonusPercent: number;
  sourceCostPerThousandCents: number;
  /** The destination program, to pick its market reference for the verdict. */
  destinationProgramName?: string | null;
}

export interface TransferResult {
  bonusMiles: number;
  milesReceived: number;
  totalCostCents: number;
  effectiveCostPerThousandCents: number;
  verdict: CostVerdict;
}

/**
 * A 1:1 transfer with a bonus. Programs credit whole miles, so the bonus is rounded down; the
 * effective cost is exact from the inputs (not from the rounded total).
 */
export function transferBonus(input: TransferInput): TransferResult {
  requirePositiveInteger("pointsTransferred", input.pointsTransferred);
  requireNonNegativeInteger("bonusPercent", input.bonusPercent);
  requireNonNegativeInteger("sourceCostPerThousandCents", input.sourceCostPerThousandCents);
  const bonusMiles = Number((BigInt(input.pointsTransferred) * BigInt(input.bonusPercent)) / 100n);
  const milesReceived = input.pointsTransferred + bonusMiles;
  const totalCostCents = mulDivRoundHalfUp(input.pointsTransferred, input.sourceCostPerThousandCents, 1000);
  const effectiveCostPerThousandCents = mulDivRoundHalfUp(
    input.pointsTransferred,
    input.sourceCostPerThousandCents,
    milesReceived,
  );
  return {
    bonusMiles,
    milesReceived,
    totalCostCents,
    effectiveCostPerThousandCents,
    verdict: costVerdict(effectiveCostPerThousandCents, marketReferenceCents(input.destinationProgramName)),
  };
}
