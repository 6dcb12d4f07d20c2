import { COURSE_ACCESS_MONTHS, courseInstallments } from "../courses/course-pricing";
import { PROMOTION_PLANS } from "./plans";

/**
 * What a member can buy and what each payment gives (docs/decisions/013, docs/product.md §9), pure: the checkout, the
 * verification and the webhook all read their prices and periods here.
 */
export const PAYMENT_PLANS = ["monthly", "annual", "full", "installments"] as const;
export type PaymentPlan = (typeof PAYMENT_PLANS)[number];

export const PAYMENT_STATUSES = ["pending", "paid", "failed"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** docs/product.md §7: the productId the promotions plans send to create-checkout. */
export const PROMOTIONS_PRODUCT_ID = "promocoes-premium";

export const PAYMENT_CURRENCY = "brl";

export const PROMOTION_PLANS_LABEL = {
  monthly: PROMOTION_PLANS.monthly.label,
  annual: PROMOTION_PLANS.annual.label,
} as const;

/** Monthly promotions and course installments recur; the annual plan and a course in full are paid once. */
export type PaymentOffer =
  | { product: "promocoes"; plan: "monthly" | "annual" }
  | { product: "course"; plan: "full" | "installments"; priceCents: number };

export interface Charge {
  plan: PaymentPlan;
  /** Stripe Checkout's mode: a subscription charges every month, a payment once. */
  mode: "subscription" | "payment";
  /** What each charge costs, in centavos (the first and every later one). */
  amountCents: number;
  /** How many monthly charges end the plan by themselves; null: until cancelled, or a single charge. */
  charges: number | null;
}

/** The server's price for an offer; null when there is nothing to charge (a free course). */
export function chargeFor(offer: PaymentOffer): Charge | null {
  if (offer.product === "promocoes") {
    const plan = PROMOTION_PLANS[offer.plan];
    return {
      plan: offer.plan,
      mode: offer.plan === "monthly" ? "subscription" : "payment",
      amountCents: plan.priceCents,
      charges: null,
    };
  }
  const installments = courseInstallments(offer.priceCents);
  if (!installments) return null;
  if (offer.plan === "full") return { plan: "full", mode: "payment", amountCents: offer.priceCents, charges: null };
  return {
    plan: "installments",
    mode: "subscription",
    amountCents: installments.installmentCents,
    charges: installments.count,
  };
}

/**
 * `months` calendar months after `instant`, in UTC, with the day clamped to the month's last (31
 * January + 1 month = 28/29 February), the way Stripe moves a monthly billing date.
 */
export function addMonths(instant: Date, months: number): Date {
  const result = new Date(instant.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/**
 * Until when a paid charge opens its product: a monthly charge its billing period's end; the
 * annual plan a year from payment; a course a year from the purchase (for installments, from
 * the first charge: later installments pay for the same year, they do not extend it).
 */
export function accessUntilFor(
  plan: PaymentPlan,
  facts: { paidAt: Date; periodEnd: Date | null; purchasedAt: Date },
): Date {
  switch (plan) {
    case "monthly":
      return facts.periodEnd ?? addMonths(facts.paidAt, 1);
    case "annual":
      return addMonths(facts.paidAt, 12);
    case "full":
    case "installments":
      return addMonths(facts.purchasedAt, COURSE_ACCESS_MONTHS);
  }
}

/** When an installment plan started at `anchor` has taken its last charge and must stop. */
export function installmentsEndAt(anchor: Date, charges: number): Date {
  return addMonths(anchor, charges);
}
