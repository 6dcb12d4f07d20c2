/**
 * What a paid course costs in installments (docs/product.md §2 and §9: R$ 497,00 in full or 10x R$ 58,00).
 * The spec's figure is the Price-table payment (equal installments with compound interest, how
 * Brazilian card installments are charged) at 2,91% a month, to the centavo: 49.700 → 5.800.
 */
export const COURSE_INSTALLMENTS = 10;
const COURSE_INSTALLMENT_MONTHLY_RATE = 0.0291;
export const COURSE_ACCESS_MONTHS = 12;

export interface InstallmentPlan {
  count: number;
  installmentCents: number;
}

/** Equal monthly installments for a price in centavos; a free course has none. */
export function courseInstallments(priceCents: number): InstallmentPlan | null {
  if (!Number.isSafeInteger(priceCents) || priceCents <= 0) return null;
  const rate = COURSE_INSTALLMENT_MONTHLY_RATE;
  const payment = (priceCents * rate) / (1 - (1 + rate) ** -COURSE_INSTALLMENTS);
  return { count: COURSE_INSTALLMENTS, installmentCents: Math.round(payment) };
}

/** The reference course price (docs/product.md §9): what a new course is offered at unless the admin changes it. */
export const COURSE_PRICE = {
  fullCents: 49_700,
  installments: 10,
  installmentCents: 5_800,
  accessMonths: 12,
} as const;
