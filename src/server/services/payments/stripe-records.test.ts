import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import {
  chargeMismatch,
  checkoutMetadata,
  eventSubject,
  paymentFromInvoice,
  paymentFromSession,
  productFromMetadata,
} from "./stripe-records";

const USER = "0b8f6c1e-7a51-4c1e-9c59-3f2d8a4b6e10";
const COURSE = "5d0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b";
const seconds = (iso: string) => Date.parse(iso) / 1000;

/** A wire object as the SDK hands it over, limited to what the reader looks at. */
function wire<T>(object: object): T {
  return JSON.parse(JSON.stringify(object)) as T;
}

const courseMetadata = checkoutMetadata({
  userId: USER,
  kind: "course",
  productType: `course-${COURSE}`,
  courseId: COURSE,
  plan: "full",
});

describe("metadata", () => {
  it("round-trips what checkout.create writes", () => {
    expect(courseMetadata).toEqual({ user_id: USER, product_type: "course", product_id: COURSE, plan: "full" });
    expect(productFromMetadata(courseMetadata)).toEqual({
      userId: USER,
      kind: "course",
      productType: `course-${COURSE}`,
      courseId: COURSE,
      plan: "full",
    });
    expect(
      productFromMetadata({
        user_id: USER,
        product_type: "promocoes",
        product_id: "promocoes-premium",
        plan: "annual",
      }),
    ).toMatchObject({
      productType: "promocoes",
      plan: "annual",
    });
  });

  it("refuses anything else: other products, plans that do not fit the product, no buyer", () => {
    expect(productFromMetadata({ ...courseMetadata, plan: "monthly" })).toBeNull();
    expect(productFromMetadata({ ...courseMetadata, product_id: "../outro" })).toBeNull();
    expect(
      productFromMetadata({ user_id: USER, product_type: "promocoes", product_id: "promocoes-premium", plan: "full" }),
    ).toBeNull();
    expect(productFromMetadata({ ...courseMetadata, user_id: "" })).toBeNull();
    expect(productFromMetadata(null)).toBeNull();
  });
});

describe("paymentFromSession", () => {
  const session = (fields: object) =>
    wire<Stripe.Checkout.Session>({
      id: "cs_test_1",
      mode: "payment",
      status: "complete",
      payment_status: "paid",
      amount_total: 49_700,
      currency: "brl",
      metadata: courseMetadata,
      payment_intent: {
        id: "pi_1",
        status: "succeeded",
        payment_method: { id: "pm_1", type: "pix" },
        latest_charge: {
          id: "ch_1",
          created: seconds("2026-03-01T12:00:00Z"),
          receipt_url: "https://pay.stripe.com/receipts/1",
        },
      },
      ...fields,
    });

  it("a paid session: the charge's date, method and receipt, a year of access", () => {
    expect(paymentFromSession(session({}))).toEqual({
      stripeObjectId: "cs_test_1",
      userId: USER,
      productType: `course-${COURSE}`,
      plan: "full",
      amountCents: 49_700,
      currency: "brl",
      status: "paid",
      method: "pix",
      receiptUrl: "https://pay.stripe.com/receipts/1",
      subscriptionId: null,
      paidAt: new Date("2026-03-01T12:00:00Z"),
      accessUntil: new Date("2027-03-01T12:00:00Z"),
    });
  });

  it("pending while the payment intent waits, failed when Stripe says so, nothing before checkout ends", () => {
    const waiting = {
      payment_status: "unpaid",
      payment_intent: { id: "pi_1", status: "requires_action", payment_method: null, latest_charge: null },
    };
    expect(paymentFromSession(session(waiting))).toMatchObject({ status: "pending", paidAt: null, accessUntil: null });
    expect(paymentFromSession(session(waiting), true)).toMatchObject({ status: "failed" });
    expect(paymentFromSession(session({ status: "open", payment_status: "unpaid" }))).toBeNull();
    expect(paymentFromSession(session({ mode: "subscription" }))).toBeNull();
  });
});

describe("paymentFromInvoice", () => {
  const subscription = wire<Stripe.Subscription>({
    id: "sub_1",
    start_date: seconds("2026-01-10T00:00:00Z"),
    metadata: {},
  });
  const invoice = (fields: object) =>
    wire<Stripe.Invoice>({
      id: "in_1",
      status: "paid",
      attempt_count: 1,
      amount_paid: 1_990,
      amount_due: 1_990,
      currency: "brl",
      created: seconds("2026-02-10T00:00:00Z"),
      hosted_invoice_url: "https://invoice.stripe.com/i/1",
      status_transitions: { paid_at: seconds("2026-02-10T00:05:00Z") },
      parent: {
        subscription_details: {
          subscription: "sub_1",
          metadata: { user_id: USER, product_type: "promocoes", product_id: "promocoes-premium", plan: "monthly" },
        },
      },
      lines: { data: [{ period: { start: seconds("2026-02-10T00:00:00Z"), end: seconds("2026-03-10T00:00:00Z") } }] },
      ...fields,
    });

  it("a monthly renewal opens access until its period's end", () => {
    expect(paymentFromInvoice(invoice({}), subscription)).toMatchObject({
      stripeObjectId: "in_1",
      status: "paid",
      method: "card",
      subscriptionId: "sub_1",
      receiptUrl: "https://invoice.stripe.com/i/1",
      accessUntil: new Date("2026-03-10T00:00:00Z"),
    });
  });

  it("a declined renewal is failed and opens nothing", () => {
    expect(paymentFromInvoice(invoice({ status: "open", amount_paid: 0 }), subscription)).toMatchObject({
      status: "failed",
      amountCents: 1_990,
      accessUntil: null,
    });
  });
});

it("chargeMismatch names a wrong currency or amount", () => {
  expect(chargeMismatch({ amountCents: 1_990, currency: "brl" }, 1_990)).toBeNull();
  expect(chargeMismatch({ amountCents: 1_990, currency: "usd" }, 1_990)).toMatch(/moeda/);
  expect(chargeMismatch({ amountCents: 100, currency: "brl" }, 1_990)).toMatch(/valor/);
});

describe("eventSubject (event → what to re-read from Stripe)", () => {
  const event = (type: string) => wire<Stripe.Event>({ type, data: { object: { id: "obj_1" } } });

  it.each([
    ["checkout.session.completed", { kind: "checkout-session", id: "obj_1", failed: false }],
    ["checkout.session.async_payment_succeeded", { kind: "checkout-session", id: "obj_1", failed: false }],
    ["checkout.session.async_payment_failed", { kind: "checkout-session", id: "obj_1", failed: true }],
    ["invoice.paid", { kind: "invoice", id: "obj_1" }],
    ["invoice.payment_failed", { kind: "invoice", id: "obj_1" }],
    ["customer.subscription.updated", { kind: "subscription", id: "obj_1" }],
    ["customer.subscription.deleted", { kind: "subscription", id: "obj_1" }],
  ])("%s", (type, subject) => {
    expect(eventSubject(event(type))).toEqual(subject);
  });

  it("anything else is ignored", () => {
    expect(eventSubject(event("customer.created"))).toBeNull();
    expect(eventSubject(event("charge.refunded"))).toBeNull();
  });
});
