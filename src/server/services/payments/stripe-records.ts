import type Stripe from "stripe";
import type { PaidPlanId } from "@/shared/domain/payments/plans";
import { courseProductType, parseProductType, type ProductType } from "@/shared/domain/access/access";
import {
  accessUntilFor,
  PAYMENT_CURRENCY,
  PAYMENT_PLANS,
  PLAN_PRODUCT_IDS,
  type PaymentPlan,
  type PaymentStatus,
} from "@/shared/domain/payments/payments";

/**
 * Pure readings of Stripe's objects: what a Checkout Session, an Invoice or an event means for
 * Milheiro. The services feed them what the SDK retrieved; nothing here trusts the browser.
 */
export interface PaymentProduct {
  userId: string;
  kind: PaidPlanId | "course";
  productType: ProductType;
  courseId: string | null;
  plan: PaymentPlan;
}

/** What every session, subscription and payment intent carries in `metadata`, set by checkout.create. */
export function checkoutMetadata(product: PaymentProduct): Record<string, string> {
  return {
    user_id: product.userId,
    product_type: product.kind,
    product_id: product.kind === "course" ? (product.courseId ?? "") : PLAN_PRODUCT_IDS[product.kind],
    plan: product.plan,
  };
}

function isPlan(value: string | undefined): value is PaymentPlan {
  return (PAYMENT_PLANS as readonly (string | undefined)[]).includes(value);
}

export function productFromMetadata(metadata: Stripe.Metadata | null | undefined): PaymentProduct | null {
  const userId = metadata?.user_id;
  const plan = metadata?.plan;
  if (!userId || !isPlan(plan)) return null;
  for (const kind of ["promocoes", "pro"] as const) {
    if (metadata.product_type !== kind || metadata.product_id !== PLAN_PRODUCT_IDS[kind]) continue;
    if (plan !== "monthly" && plan !== "annual") return null;
    return { userId, kind, productType: kind, courseId: null, plan };
  }
  const course = parseProductType(`course-${metadata.product_id ?? ""}`);
  if (metadata.product_type !== "course" || !course || (plan !== "full" && plan !== "installments")) return null;
  const courseId = course.slice("course-".length);
  return { userId, kind: "course", productType: courseProductType(courseId), courseId, plan };
}

/** One charge as Milheiro records it (the `payments` row), keyed by the Stripe object that holds it. */
export interface PaymentRecord {
  stripeObjectId: string;
  userId: string;
  productType: ProductType;
  plan: PaymentPlan;
  amountCents: number;
  currency: string;
  status: PaymentStatus;
  method: string | null;
  receiptUrl: string | null;
  subscriptionId: string | null;
  paidAt: Date | null;
  accessUntil: Date | null;
}

const fromUnix = (seconds: number) => new Date(seconds * 1000);

function expanded<T extends { id: string }>(value: string | T | null | undefined): T | null {
  return typeof value === "object" && value !== null ? value : null;
}

function invoiceStatus(invoice: Stripe.Invoice): PaymentStatus {
  if (invoice.status === "paid") return "paid";
  return invoice.attempt_count > 0 ? "failed" : "pending";
}

/** A subscription charge (the first or a renewal): keyed by the invoice, so every path finds the same row. */
export function paymentFromInvoice(invoice: Stripe.Invoice, subscription: Stripe.Subscription): PaymentRecord | null {
  const product = productFromMetadata(invoice.parent?.subscription_details?.metadata ?? subscription.metadata);
  if (!product || !invoice.id) return null;
  const status = invoiceStatus(invoice);
  const paidAt = status === "paid" ? fromUnix(invoice.status_transitions.paid_at ?? invoice.created) : null;
  const periodEnd = invoice.lines.data[0]?.period.end;
  return {
    stripeObjectId: invoice.id,
    userId: product.userId,
    productType: product.productType,
    plan: product.plan,
    amountCents: status === "paid" ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
    status,
    // checkout.create offers subscriptions to cards only.
    method: "card",
    receiptUrl: invoice.hosted_invoice_url ?? null,
    subscriptionId: subscription.id,
    paidAt,
    accessUntil: paidAt
      ? accessUntilFor(product.plan, {
          paidAt,
          periodEnd: periodEnd ? fromUnix(periodEnd) : null,
          purchasedAt: fromUnix(subscription.start_date),
        })
      : null,
  };
}

function sessionStatus(
  session: Stripe.Checkout.Session,
  intent: Stripe.PaymentIntent | null,
  failed: boolean,
): PaymentStatus {
  if (session.payment_status === "paid") return "paid";
  if (failed || intent?.status === "requires_payment_method" || intent?.status === "canceled") return "failed";
  return "pending";
}

/**
 * A one-off payment (annual plan, course in full), keyed by its Checkout Session; null until
 * the customer has finished the checkout. `failed`: Stripe said the async payment failed.
 * Needs the session retrieved with payment_intent.payment_method and payment_intent.latest_charge expanded.
 */
export function paymentFromSession(session: Stripe.Checkout.Session, failed = false): PaymentRecord | null {
  const product = productFromMetadata(session.metadata);
  if (session.mode !== "payment" || session.status !== "complete" || !product) return null;
  const intent = expanded(session.payment_intent);
  const charge = expanded(intent?.latest_charge);
  const status = sessionStatus(session, intent, failed);
  const paidAt = status === "paid" ? (charge ? fromUnix(charge.created) : new Date()) : null;
  return {
    stripeObjectId: session.id,
    userId: product.userId,
    productType: product.productType,
    plan: product.plan,
    amountCents: session.amount_total ?? 0,
    currency: session.currency ?? "",
    status,
    method: expanded(intent?.payment_method)?.type ?? null,
    receiptUrl: charge?.receipt_url ?? null,
    subscriptionId: null,
    paidAt,
    accessUntil: paidAt ? accessUntilFor(product.plan, { paidAt, periodEnd: null, purchasedAt: paidAt }) : null,
  };
}

/** Why a charge is not the one Milheiro sells at `expectedCents`, or null when it is. */
export function chargeMismatch(
  record: Pick<PaymentRecord, "amountCents" | "currency">,
  expectedCents: number,
): string | null {
  if (record.currency !== PAYMENT_CURRENCY) return `moeda ${record.currency}`;
  if (record.amountCents !== expectedCents) return `valor ${record.amountCents} (esperado ${expectedCents})`;
  return null;
}

/** Which Stripe object an event is about; null: an event Milheiro does not act on (answered 200, ignored). */
export type EventSubject =
  | { kind: "checkout-session"; id: string; failed: boolean }
  | { kind: "invoice"; id: string }
  | { kind: "subscription"; id: string };

export function eventSubject(event: Pick<Stripe.Event, "type" | "data">): EventSubject | null {
  const object = event.data.object;
  const id = "id" in object && typeof object.id === "string" ? object.id : null;
  if (!id) return null;
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return { kind: "checkout-session", id, failed: false };
    case "checkout.session.async_payment_failed":
      return { kind: "checkout-session", id, failed: true };
    case "invoice.paid":
    case "invoice.payment_failed":
      return { kind: "invoice", id };
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return { kind: "subscription", id };
    default:
      return null;
  }
}
