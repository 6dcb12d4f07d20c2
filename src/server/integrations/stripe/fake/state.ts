import { createHmac } from "node:crypto";
import { prorate } from "@/shared/domain/payments/proration";
import { buildCharge, buildInvoice, buildSubscription, monthsAfter } from "./builders";
import {
  fakeId,
  unixNow,
  type FakeCharge,
  type FakeCheckoutSession,
  type FakeEvent,
  type FakeInvoice,
  type FakeObject,
  type FakePaymentMethod,
  type FakeSubscription,
} from "./objects";

/** An API error in Stripe's shape; the SDK turns it into the matching StripeError. */
export class FakeStripeError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

type AsyncMethod = "pix" | "boleto";
export type PayMethod = "card" | AsyncMethod;

/** Where signed events go: our own webhook route (in process) or a test's recorder. */
export type EventDelivery = (payload: string, signatureHeader: string) => Promise<void>;

export interface FakeStateOptions {
  webhookSecret: string;
  apiVersion: string;
  deliver: EventDelivery | null;
  /** Offline test mode settles Pix and boleto by itself after this long; tests settle by hand. */
  asyncSettleMs: number | null;
}

/**
 * The fake's objects and the state changes Stripe makes when a customer pays, a Pix clears or a
 * month passes, each emitting the events Stripe would, signed the way Stripe signs them.
 * Subscriptions keep a clock of their own: a renewal moves to the next period without waiting a month.
 */
export class FakeStripeState {
  readonly objects = new Map<string, FakeObject>();
  readonly events: FakeEvent[] = [];
  readonly deliveryErrors: unknown[] = [];
  private queue: Promise<void> = Promise.resolve();
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly options: FakeStateOptions,
    readonly baseUrl: () => string,
  ) {}

  put<T extends FakeObject>(object: T): T {
    this.objects.set(object.id, object);
    return object;
  }

  get<T extends FakeObject["object"]>(id: string, kind: T): Extract<FakeObject, { object: T }> {
    const found = this.objects.get(id);
    if (!found || found.object !== kind)
      throw new FakeStripeError(404, "resource_missing", `No such ${kind}: '${id}'`, "id");
    return found as Extract<FakeObject, { object: T }>;
  }

  /** Signs and queues an event; deliveries run one after another, like one webhook endpoint. */
  emit(type: string, object: FakeObject): FakeEvent {
    const event: FakeEvent = {
      id: fakeId("evt"),
      object: "event",
      type,
      api_version: this.options.apiVersion,
      created: unixNow(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    };
    this.events.push(event);
    const deliver = this.options.deliver;
    if (deliver) {
      const payload = JSON.stringify(event);
      this.queue = this.queue.then(() =>
        deliver(payload, this.sign(payload)).catch((error: unknown) => void this.deliveryErrors.push(error)),
      );
    }
    return event;
  }

  /** Stripe's scheme: `t=<seconds>,v1=<HMAC-SHA256 of "t.payload">`. */
  sign(payload: string, timestamp = unixNow()): string {
    const signature = createHmac("sha256", this.options.webhookSecret).update(`${timestamp}.${payload}`).digest("hex");
    return `t=${timestamp},v1=${signature}`;
  }

  /** Resolves once every event emitted so far has been delivered. */
  idle(): Promise<void> {
    return this.queue;
  }

  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private charge(amount: number, currency: string, type: FakePaymentMethod["type"]): FakeCharge {
    return this.put(buildCharge(amount, currency, type, this.baseUrl()));
  }

  private invoice(subscription: FakeSubscription, reason: FakeInvoice["billing_reason"], paid: boolean): FakeInvoice {
    return this.put(buildInvoice(subscription, reason, paid, this.baseUrl()));
  }

  private startSubscription(session: FakeCheckoutSession): FakeSubscription {
    const start = unixNow();
    const subscription = this.put(buildSubscription(session, start));
    const invoice = this.invoice(subscription, "subscription_create", true);
    subscription.latest_invoice = invoice.id;
    session.subscription = subscription.id;
    session.invoice = invoice.id;
    this.emit("customer.subscription.created", subscription);
    this.emit("invoice.paid", invoice);
    return subscription;
  }

  /** The customer pays on the checkout page: a card clears at once, Pix and boleto stay pending. */
  pay(sessionId: string, method: PayMethod): FakeCheckoutSession {
    const session = this.get(sessionId, "checkout.session");
    if (session.status !== "open")
      throw new FakeStripeError(400, "checkout_session_not_open", "This Checkout Session is no longer open.");
    if (!session.payment_method_types.includes(method))
      throw new FakeStripeError(400, "payment_method_unavailable", `${method} is not available here.`);
    session.status = "complete";
    if (session.mode === "subscription") {
      this.startSubscription(session);
      session.payment_status = "paid";
    } else {
      const intent = this.get(session.payment_intent ?? "", "payment_intent");
      const paymentMethod = this.put<FakePaymentMethod>({
        id: fakeId("pm"),
        object: "payment_method",
        type: method,
        created: unixNow(),
      });
      intent.payment_method = paymentMethod.id;
      if (method === "card") {
        intent.status = "succeeded";
        intent.latest_charge = this.charge(intent.amount, intent.currency, "card").id;
        session.payment_status = "paid";
      } else {
        intent.status = "requires_action";
        this.scheduleSettle(session.id);
      }
    }
    this.emit("checkout.session.completed", session);
    return session;
  }

  private scheduleSettle(sessionId: string): void {
    const delay = this.options.asyncSettleMs;
    if (delay === null) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.settle(sessionId, true);
    }, delay);
    this.timers.add(timer);
  }

  /** A pending Pix or boleto clears (or the boleto expires unpaid). */
  settle(sessionId: string, succeeded: boolean): FakeCheckoutSession {
    const session = this.get(sessionId, "checkout.session");
    const intent = this.get(session.payment_intent ?? "", "payment_intent");
    if (intent.status !== "requires_action")
      throw new FakeStripeError(400, "payment_intent_unexpected_state", "Nothing is pending.");
    if (succeeded) {
      const method = this.get(intent.payment_method ?? "", "payment_method");
      intent.status = "succeeded";
      intent.latest_charge = this.charge(intent.amount, intent.currency, method.type).id;
      session.payment_status = "paid";
      this.emit("checkout.session.async_payment_succeeded", session);
    } else {
      intent.status = "requires_payment_method";
      this.emit("checkout.session.async_payment_failed", session);
    }
    return session;
  }

  /**
   * A billing period passes. A subscription set to end (cancel at period end, or a cancel_at
   * reached) ends; every other one charges the next period, paid or declined.
   */
  renew(subscriptionId: string, outcome: "paid" | "failed"): FakeSubscription {
    const subscription = this.get(subscriptionId, "subscription");
    const item = subscription.items.data[0];
    if (!item || subscription.status === "canceled")
      throw new FakeStripeError(400, "subscription_canceled", "This subscription has ended.");
    const periodEnd = item.current_period_end;
    if (subscription.cancel_at_period_end || (subscription.cancel_at !== null && subscription.cancel_at <= periodEnd)) {
      return this.end(subscription, "cancellation_requested", periodEnd);
    }
    item.current_period_start = periodEnd;
    item.current_period_end = monthsAfter(subscription.billing_cycle_anchor, this.periodsElapsed(subscription) + 1);
    const invoice = this.invoice(subscription, "subscription_cycle", outcome === "paid");
    subscription.latest_invoice = invoice.id;
    subscription.status = outcome === "paid" ? "active" : "past_due";
    if (outcome === "paid") {
      this.charge(invoice.amount_paid, invoice.currency, "card");
      this.emit("invoice.paid", invoice);
    } else {
      this.emit("invoice.payment_failed", invoice);
    }
    this.emit("customer.subscription.updated", subscription);
    return subscription;
  }

  private periodsElapsed(subscription: FakeSubscription): number {
    const item = subscription.items.data[0];
    let periods = 0;
    while (item && monthsAfter(subscription.billing_cycle_anchor, periods + 1) <= item.current_period_start)
      periods += 1;
    return periods;
  }

  /** Stripe gives up on an unpaid renewal (its retry schedule is over) and ends the subscription. */
  endForNonPayment(subscriptionId: string): FakeSubscription {
    return this.end(this.get(subscriptionId, "subscription"), "payment_failed", unixNow());
  }

  private end(
    subscription: FakeSubscription,
    reason: "cancellation_requested" | "payment_failed",
    at: number,
  ): FakeSubscription {
    subscription.status = "canceled";
    subscription.ended_at = at;
    subscription.canceled_at ??= at;
    subscription.cancellation_details = { reason };
    this.emit("customer.subscription.deleted", subscription);
    return subscription;
  }

  /**
   * A subscription's price changes (a plan switch, docs/decisions/031). With proration, as Stripe's
   * `always_invoice`: the unused time at the old price is credited, the rest of the period at the
   * new one charged, and the difference invoiced and paid at once (shared/domain/payments/proration.ts).
   */
  changePrice(subscription: FakeSubscription, price: { unitAmount: number; product: string }, prorateNow: boolean) {
    const item = subscription.items.data[0];
    if (!item) throw new FakeStripeError(400, "parameter_invalid", "This subscription has no items.");
    const from = item.price.unit_amount;
    item.price = { ...item.price, id: fakeId("price"), unit_amount: price.unitAmount, product: price.product };
    if (!prorateNow) return;
    const at = unixNow();
    const { totalCents } = prorate({
      fromCents: from,
      toCents: price.unitAmount,
      periodStart: new Date(item.current_period_start * 1000),
      periodEnd: new Date(item.current_period_end * 1000),
      at: new Date(at * 1000),
    });
    const amount = Math.max(totalCents, 0);
    const invoice = this.put(
      buildInvoice(subscription, "subscription_update", true, this.baseUrl(), { amount, from: at }),
    );
    subscription.latest_invoice = invoice.id;
    if (amount > 0) this.charge(amount, invoice.currency, "card");
    this.emit("invoice.paid", invoice);
  }

  /** Test helper: the events of one type, e.g. to replay or reorder what Stripe sent. */
  eventsOfType(type: string): FakeEvent[] {
    return this.events.filter((event) => event.type === type);
  }
}
