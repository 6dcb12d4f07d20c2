import { mulDivRoundHalfUp } from "../wallet/cost";

/**
 * What a redemption (emissão) bought, in integer centavos (../shared/domain-br.md, "What a
 * thousand miles is worth"): R$ per thousand obtained = (cash price − taxes) ÷ miles × 1000; the
 * economia = cash price − taxes − what the miles used cost (the lots the debit consumed). A
 * redemption is good when it beats both the member's own cost of those miles and the program's
 * market reference (the catalogue's band).
 */

export const REDEMPTION_CABINS = ["economica", "premium", "executiva", "primeira"] as const;
export type RedemptionCabin = (typeof REDEMPTION_CABINS)[number];

export const CABIN_LABELS: Record<RedemptionCabin, string> = {
  economica: "Econômica",
  premium: "Premium Economy",
  executiva: "Executiva",
  primeira: "Primeira classe",
};

export type RedemptionVerdict = "sem_preco" | "abaixo_do_custo" | "abaixo_do_mercado" | "boa";

export const VERDICT_LABELS: Record<RedemptionVerdict, string> = {
  sem_preco: "Informe o preço em dinheiro para avaliar",
  abaixo_do_custo: "Abaixo do custo das suas milhas",
  abaixo_do_mercado: "Acima do seu custo, abaixo da referência de mercado",
  boa: "Boa emissão",
};

export interface RedemptionFigures {
  miles: number;
  taxesCents: number;
  cashPriceCents: number | null;
  /** What the lots the debit consumed cost (0 for organic miles). */
  milesCostCents: number;
}

export interface RedemptionValue {
  /** (cash − taxes) ÷ miles × 1000, rounded half-up away from zero; null without a cash price. */
  obtainedPerThousandCents: number | null;
  /** The member's own cost of the miles used, per thousand. */
  costPerThousandCents: number;
  milesCostCents: number;
  /** cash − taxes − cost of the miles; null without a cash price. Negative: the miles were worth less than they cost. */
  economiaCents: number | null;
}

/** round(a × 1000 ÷ miles), halves away from zero, for a signed amount. */
function perThousand(cents: number, miles: number): number {
  const magnitude = mulDivRoundHalfUp(Math.abs(cents), 1000, miles);
  return cents < 0 ? -magnitude : magnitude;
}

export function redemptionValue(figures: RedemptionFigures): RedemptionValue {
  const { miles, taxesCents, cashPriceCents, milesCostCents } = figures;
  if (!Number.isSafeInteger(miles) || miles <= 0) throw new RangeError("miles must be a positive integer");
  const obtainedCents = cashPriceCents === null ? null : cashPriceCents - taxesCents;
  return {
    obtainedPerThousandCents: obtainedCents === null ? null : perThousand(obtainedCents, miles),
    costPerThousandCents: perThousand(milesCostCents, miles),
    milesCostCents,
    economiaCents: obtainedCents === null ? null : obtainedCents - milesCostCents,
  };
}

/**
 * Good when what a thousand miles bought beats both what they cost the member and the top of the
 * program's market band; a program without a band is judged by the member's cost alone.
 */
export function redemptionVerdict(value: RedemptionValue, marketHighCents: number | null): RedemptionVerdict {
  const obtained = value.obtainedPerThousandCents;
  if (obtained === null) return "sem_preco";
  if (obtained <= value.costPerThousandCents) return "abaixo_do_custo";
  if (marketHighCents !== null && obtained <= marketHighCents) return "abaixo_do_mercado";
  return "boa";
}

export interface RedemptionTotalsRow {
  miles: number;
  taxesCents: number;
  cashPriceCents: number | null;
  milesCostCents: number;
}

export interface RedemptionTotals {
  count: number;
  miles: number;
  taxesCents: number;
  /** Σ (cash − taxes) of the redemptions with a cash price. */
  obtainedCents: number;
  economiaCents: number;
  /** Σ obtained ÷ Σ miles of the priced redemptions × 1000: a mean weighted by miles; null when none is priced. */
  averageObtainedPerThousandCents: number | null;
}

/** The 'Emissões' summary of a year or a holder: sums, and the average weighted by the miles priced. */
export function redemptionTotals(rows: readonly RedemptionTotalsRow[]): RedemptionTotals {
  let miles = 0;
  let taxesCents = 0;
  let obtainedCents = 0;
  let economiaCents = 0;
  let pricedMiles = 0;
  for (const row of rows) {
    miles += row.miles;
    taxesCents += row.taxesCents;
    if (row.cashPriceCents === null) continue;
    const obtained = row.cashPriceCents - row.taxesCents;
    obtainedCents += obtained;
    economiaCents += obtained - row.milesCostCents;
    pricedMiles += row.miles;
  }
  return {
    count: rows.length,
    miles,
    taxesCents,
    obtainedCents,
    economiaCents,
    averageObtainedPerThousandCents: pricedMiles === 0 ? null : perThousand(obtainedCents, pricedMiles),
  };
}
