/**
 * Stripe's proration when a subscription changes price mid-period (docs/decisions/031): the unused
 * time at the old price comes back as a credit, the rest of the period at the new price is charged,
 * each line rounded to the centavo, and the difference is invoiced at once. The offline test
 * Stripe (integrations/stripe/fake) runs this same arithmetic, and 'Minha assinatura' shows it.
 */
export interface ProrationInput {
  fromCents: number;
  toCents: number;
  periodStart: Date;
  periodEnd: Date;
  at: Date;
}

export interface Proration {
  /** The unused part of what was paid, given back (a positive number). */
  creditCents: number;
  /** The rest of the period at the new price. */
  chargeCents: number;
  /** What is charged now: charge − credit. */
  totalCents: number;
}

/** Stripe prorates to the second. */
export function prorate({ fromCents, toCents, periodStart, periodEnd, at }: ProrationInput): Proration {
  const period = Math.floor(periodEnd.getTime() / 1000) - Math.floor(periodStart.getTime() / 1000);
  const left = Math.floor(periodEnd.getTime() / 1000) - Math.floor(at.getTime() / 1000);
  const share = period <= 0 ? 0 : Math.min(Math.max(left / period, 0), 1);
  const creditCents = Math.round(fromCents * share);
  const chargeCents = Math.round(toCents * share);
  return { creditCents, chargeCents, totalCents: chargeCents - creditCents };
}
