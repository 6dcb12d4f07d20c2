import { addMonths } from "@/shared/domain/payments/payments";
import {
  fakeId,
  unixNow,
  type FakeCharge,
  type FakeCheckoutSession,
  type FakePaymentMethod,
  type FakeInvoice,
  type FakeSubscription,
} from "./objects";

/** The Unix time `months` calendar months after `seconds`, as Stripe moves a billing period. */
export const monthsAfter = (seconds: number, months: number) =>
  Math.floor(addMonths(new Date(seconds * 1000), months).getTime() / 1000);

/** A charge that cleared, with the receipt page Stripe hosts for it. */
export function buildCharge(
  amount: number,
  currency: string,
  type: FakePaymentMethod["type"],
  baseUrl: string,
): FakeCharge {
  const id = fakeId("ch");
  return {
    id,
    object: "charge",
    amount,
    currency,
    status: "succeeded",
    paid: true,
    receipt_url: `${baseUrl}/receipts/${id}`,
    payment_method_details: { type },
    created: unixNow(),
  };
}

/**
 * The invoice Stripe writes for a subscription's current period, or for what a price change
 * prorates (`prorated`: its amount, from that instant to the period's end).
 */
export function buildInvoice(
  subscription: FakeSubscription,
  reason: FakeInvoice["billing_reason"],
  paid: boolean,
  baseUrl: string,
  prorated?: { amount: number; from: number },
): FakeInvoice {
  const item = subscription.items.data[0];
  if (!item) throw new Error("subscription without items");
  const amount = prorated?.amount ?? item.price.unit_amount;
  const id = fakeId("in");
  return {
    id,
    object: "invoice",
    customer: subscription.customer,
    status: paid ? "paid" : "open",
    billing_reason: reason,
    amount_due: amount,
    amount_paid: paid ? amount : 0,
    currency: item.price.currency,
    hosted_invoice_url: `${baseUrl}/invoices/${id}`,
    attempt_count: 1,
    status_transitions: { paid_at: paid ? unixNow() : null },
    parent: {
      type: "subscription_details",
      subscription_details: { subscription: subscription.id, metadata: { ...subscription.metadata } },
    },
    lines: {
      object: "list",
      has_more: false,
      data: [
        {
          id: fakeId("il"),
          object: "line_item",
          amount,
          period: { start: prorated?.from ?? item.current_period_start, end: item.current_period_end },
        },
      ],
    },
    created: prorated?.from ?? unixNow(),
  };
}

/** A monthly subscription that a completed checkout session starts at `start`. */
export function buildSubscription(session: FakeCheckoutSession, start: number): FakeSubscription {
  return {
    id: fakeId("sub"),
    object: "subscription",
    customer: session.customer,
    status: "active",
    metadata: { ...session.subscription_metadata },
    start_date: start,
    billing_cycle_anchor: start,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    cancellation_details: { reason: null },
    latest_invoice: null,
    items: {
      object: "list",
      has_more: false,
      data: [
        {
          id: fakeId("si"),
          object: "subscription_item",
          current_period_start: start,
          current_period_end: monthsAfter(start, 1),
          price: {
            id: fakeId("price"),
            object: "price",
            unit_amount: session.amount_total,
            currency: session.currency,
            // Checkout makes a product of the session's product_data.
            product: fakeId("prod"),
            recurring: { interval: "month", interval_count: 1 },
          },
        },
      ],
    },
    created: start,
  };
}
