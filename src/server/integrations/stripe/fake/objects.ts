import { randomBytes } from "node:crypto";

/**
 * The Stripe objects the fake keeps, in Stripe's wire shape (API version of the installed SDK),
 * limited to the fields Milheiro reads. Times are Unix seconds, amounts centavos, as on the wire.
 */
type Metadata = Record<string, string>;

export interface FakeCustomer {
  id: string;
  object: "customer";
  email: string | null;
  name: string | null;
  metadata: Metadata;
  created: number;
}

export interface FakePaymentMethod {
  id: string;
  object: "payment_method";
  type: "card" | "pix" | "boleto";
  created: number;
}

export interface FakeCharge {
  id: string;
  object: "charge";
  amount: number;
  currency: string;
  status: "succeeded";
  paid: true;
  receipt_url: string;
  payment_method_details: { type: FakePaymentMethod["type"] };
  created: number;
}

export interface FakePaymentIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  customer: string;
  status: "requires_payment_method" | "requires_action" | "processing" | "succeeded" | "canceled";
  payment_method: string | null;
  latest_charge: string | null;
  metadata: Metadata;
  created: number;
}

interface FakePeriod {
  start: number;
  end: number;
}

export interface FakeInvoice {
  id: string;
  object: "invoice";
  customer: string;
  status: "open" | "paid";
  billing_reason: "subscription_create" | "subscription_cycle" | "subscription_update";
  amount_due: number;
  amount_paid: number;
  currency: string;
  hosted_invoice_url: string;
  attempt_count: number;
  status_transitions: { paid_at: number | null };
  parent: {
    type: "subscription_details";
    subscription_details: { subscription: string; metadata: Metadata };
  };
  lines: {
    object: "list";
    has_more: false;
    data: { id: string; object: "line_item"; amount: number; period: FakePeriod }[];
  };
  created: number;
}

export interface FakeSubscription {
  id: string;
  object: "subscription";
  customer: string;
  status: "active" | "past_due" | "canceled";
  metadata: Metadata;
  start_date: number;
  billing_cycle_anchor: number;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  cancellation_details: { reason: "cancellation_requested" | "payment_failed" | null };
  latest_invoice: string | null;
  items: {
    object: "list";
    has_more: false;
    data: {
      id: string;
      object: "subscription_item";
      current_period_start: number;
      current_period_end: number;
      price: {
        id: string;
        object: "price";
        unit_amount: number;
        currency: string;
        product: string;
        recurring: { interval: "month"; interval_count: 1 };
      };
    }[];
  };
  created: number;
}

export interface FakeCheckoutSession {
  id: string;
  object: "checkout.session";
  mode: "payment" | "subscription";
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  amount_total: number;
  currency: string;
  customer: string;
  client_reference_id: string | null;
  metadata: Metadata;
  success_url: string;
  cancel_url: string;
  url: string | null;
  payment_intent: string | null;
  subscription: string | null;
  invoice: string | null;
  payment_method_types: FakePaymentMethod["type"][];
  // Not on Stripe's wire: what the fake needs later to show the page and start the subscription.
  product_name: string;
  subscription_metadata: Metadata;
  created: number;
  expires_at: number;
  livemode: false;
}

/** A product, as a subscription's new price names it (a plan switch, docs/decisions/031). */
interface FakeProduct {
  id: string;
  object: "product";
  name: string;
  created: number;
}

export type FakeObject =
  | FakeProduct
  | FakeCustomer
  | FakePaymentMethod
  | FakeCharge
  | FakePaymentIntent
  | FakeInvoice
  | FakeSubscription
  | FakeCheckoutSession;

export interface FakeEvent {
  id: string;
  object: "event";
  type: string;
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: FakeObject };
}

/** Stripe-looking ids (`cs_test_…`), random so two test runs never share one. */
export function fakeId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("hex")}`;
}

export function unixNow(): number {
  return Math.floor(Date.now() / 1000);
}
