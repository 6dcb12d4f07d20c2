import { COURSE_ACCESS_MONTHS, courseInstallments } from "../courses/course-pricing";
import { PLAN_PRODUCT } from "./plan-access";
import { PLANS, type PaidPlanId } from "./plans";

/**
 * What a member can buy and what each payment gives (docs/decisions/013, docs/product.md §9), pure: the checkout, the
 * verification and the webhook all read their prices and periods here.
 */
export const PAYMENT_PLANS = ["monthly", "annual", "full", "installments"] as const;
export type PaymentPlan = (typeof PAYMENT_PLANS)[number];

export const PAYMENT_STATUSES = ["pending", "paid", "failed"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** docs/product.md §7: the productId each paid plan sends to create-checkout. */
export const PROMOTIONS_PRODUCT_ID = "promocoes-premium";
export const PRO_PRODUCT_ID = "pro";
export const PLAN_PRODUCT_IDS = {
  [PLAN_PRODUCT.promocoes]: PROMOTIONS_PRODUCT_ID,
  [PLAN_PRODUCT.pro]: PRO_PRODUCT_ID,
} as const satisfies Record<PaidPlanId, string>;

export const PAYMENT_CURRENCY = "brl";

export const BILLING_LABELS = { monthly: "Mensal", annual: "Anual" } as const;
export type PlanBilling = keyof typeof BILLING_LABELS;

/** A plan's monthly charge recurs, its annual one is paid once; course installments recur, a course in full is paid once. */
export type PaymentOffer =
  { product: PaidPlanId; plan: PlanBilling } | { product: "course"; plan: "full" | "installments"; priceCents: number };

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
  if (offer.product !== "course") {
    const plan = PLANS[offer.product];
    return {
      plan: offer.plan,
      mode: offer.plan === "monthly" ? "subscription" : "payment",
      amountCents: offer.plan === "monthly" ? plan.monthlyCents : plan.annualCents,
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
