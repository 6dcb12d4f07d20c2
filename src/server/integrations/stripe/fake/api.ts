import { createHash, timingSafeEqual } from "node:crypto";
import { child, list, stringRecord, text, type FormObject } from "./form-body";
import {
  fakeId,
  unixNow,
  type FakeCheckoutSession,
  type FakeCustomer,
  type FakeObject,
  type FakePaymentIntent,
} from "./objects";
import { FakeStripeError, type FakeStripeState, type PayMethod } from "./state";

/**
 * The part of Stripe's v1 API the app calls, answered from the fake's state: customers,
 * Checkout Sessions, subscriptions (cancel at period end, cancel_at), invoices, payment intents
 * and customer-portal sessions, with `expand[]` on retrieval as Stripe does it.
 */
export interface ApiRequest {
  method: string;
  path: string;
  form: FormObject;
  authorization: string | undefined;
}

export interface ApiAnswer {
  status: number;
  body: unknown;
}

const ASYNC_AND_CARD: PayMethod[] = ["card", "pix", "boleto"];
const PAY_METHODS = new Set<string>(ASYNC_AND_CARD);

function asRecord(value: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value));
}

/** Replaces ids along a dotted path (`payment_intent.latest_charge`) with copies of their objects. */
function expandPath(state: FakeStripeState, node: Record<string, unknown>, [field, ...rest]: string[]): void {
  if (!field) return;
  const value = node[field];
  if (typeof value === "string") {
    const found = state.objects.get(value);
    if (!found) return;
    const copy = asRecord(structuredClone(found));
    node[field] = copy;
    expandPath(state, copy, rest);
  } else if (typeof value === "object" && value !== null) {
    // Already expanded by an earlier path: keep walking the same copy.
    const copy = asRecord(value);
    node[field] = copy;
    expandPath(state, copy, rest);
  }
}

function withExpansions(state: FakeStripeState, object: FakeObject, form: FormObject): Record<string, unknown> {
  const copy = asRecord(structuredClone(object));
  for (const path of list(form.expand)) expandPath(state, copy, path.split("."));
  return copy;
}

function required(form: FormObject, key: string): string {
  const value = text(form, key);
  if (!value) throw new FakeStripeError(400, "parameter_missing", `Missing required param: ${key}.`, key);
  return value;
}

function createCustomer(state: FakeStripeState, form: FormObject): FakeCustomer {
  return state.put({
    id: fakeId("cus"),
    object: "customer",
    email: text(form, "email") ?? null,
    name: text(form, "name") ?? null,
    metadata: stringRecord(form.metadata),
    created: unixNow(),
  });
}

function paymentMethodTypes(form: FormObject, mode: FakeCheckoutSession["mode"]): PayMethod[] {
  // allowed_payment_method_types filters what the account has enabled, as on Stripe.
  const asked = list(form.allowed_payment_method_types);
  // The offline account has card, Pix and boleto enabled; subscriptions take cards.
  if (asked.length === 0) return mode === "subscription" ? ["card"] : ASYNC_AND_CARD;
  return asked.filter((type): type is PayMethod => PAY_METHODS.has(type));
}

function createSession(state: FakeStripeState, form: FormObject): FakeCheckoutSession {
  const mode = required(form, "mode");
  if (mode !== "payment" && mode !== "subscription")
    throw new FakeStripeError(400, "parameter_invalid_string", "Invalid mode.", "mode");
  const customer = state.get(required(form, "customer"), "customer");
  const item = child(form.line_items, 0);
  const priceData = child(item, "price_data");
  const currency = text(priceData, "currency");
  const unitAmount = Number(text(priceData, "unit_amount"));
  const quantity = Number(text(item, "quantity") ?? "1");
  const recurring = text(child(priceData, "recurring"), "interval");
  if (!currency || !Number.isInteger(unitAmount) || unitAmount < 0 || !Number.isInteger(quantity) || quantity < 1) {
    throw new FakeStripeError(400, "parameter_invalid_integer", "Invalid line_items.", "line_items");
  }
  if ((mode === "subscription") !== (recurring === "month")) {
    throw new FakeStripeError(
      400,
      "parameter_invalid",
      "Recurring prices need subscription mode.",
      "line_items[0][price_data][recurring]",
    );
  }
  const id = fakeId("cs_test");
  const created = unixNow();
  let paymentIntent: FakePaymentIntent | null = null;
  if (mode === "payment") {
    paymentIntent = state.put({
      id: fakeId("pi"),
      object: "payment_intent",
      amount: unitAmount * quantity,
      currency,
      customer: customer.id,
      status: "requires_payment_method",
      payment_method: null,
      latest_charge: null,
      metadata: stringRecord(child(form.payment_intent_data, "metadata")),
      created,
    });
  }
  return state.put({
    id,
    object: "checkout.session",
    mode,
    status: "open",
    payment_status: "unpaid",
    amount_total: unitAmount * quantity,
    currency,
    customer: customer.id,
    client_reference_id: text(form, "client_reference_id") ?? null,
    metadata: stringRecord(form.metadata),
    success_url: required(form, "success_url"),
    cancel_url: required(form, "cancel_url"),
    url: `${state.baseUrl()}/c/pay/${id}`,
    payment_intent: paymentIntent?.id ?? null,
    subscription: null,
    invoice: null,
    payment_method_types: paymentMethodTypes(form, mode),
    product_name: text(child(priceData, "product_data"), "name") ?? "",
    subscription_metadata: stringRecord(child(form.subscription_data, "metadata")),
    created,
    expires_at: created + 24 * 60 * 60,
    livemode: false,
  });
}

function updateSubscription(state: FakeStripeState, id: string, form: FormObject) {
  const subscription = state.get(id, "subscription");
  if (subscription.status === "canceled")
    throw new FakeStripeError(
      400,
      "resource_missing",
      "A canceled subscription can only update its cancellation_details and metadata.",
    );
  if (form.metadata !== undefined) subscription.metadata = { ...subscription.metadata, ...stringRecord(form.metadata) };
  const atPeriodEnd = text(form, "cancel_at_period_end");
  if (atPeriodEnd !== undefined) subscription.cancel_at_period_end = atPeriodEnd === "true";
  const cancelAt = text(form, "cancel_at");
  if (cancelAt !== undefined) subscription.cancel_at = cancelAt === "" ? null : Number(cancelAt);
  subscription.canceled_at = subscription.cancel_at_period_end || subscription.cancel_at !== null ? unixNow() : null;
  const newPrice = child(child(form.items, 0), "price_data");
  if (newPrice !== undefined) {
    const unitAmount = Number(text(newPrice, "unit_amount"));
    const product = state.get(text(newPrice, "product") ?? "", "product");
    if (!Number.isInteger(unitAmount) || unitAmount < 0)
      throw new FakeStripeError(400, "parameter_invalid_integer", "Invalid unit_amount.", "items[0][price_data]");
    const prorateNow = text(form, "proration_behavior") === "always_invoice";
    state.changePrice(subscription, { unitAmount, product: product.id }, prorateNow);
  }
  state.emit("customer.subscription.updated", subscription);
  return subscription;
}

function portalSession(state: FakeStripeState, form: FormObject) {
  const customer = state.get(required(form, "customer"), "customer");
  const back = encodeURIComponent(required(form, "return_url"));
  return {
    id: fakeId("bps"),
    object: "billing_portal.session",
    customer: customer.id,
    url: `${state.baseUrl()}/portal/${customer.id}?return_url=${back}`,
  };
}

function route(state: FakeStripeState, request: ApiRequest): unknown {
  const { method, path, form } = request;
  const [, version, resource, idOrSub, subId] = path.split("/");
  if (version !== "v1")
    throw new FakeStripeError(404, "resource_missing", `Unrecognized request URL (${method}: ${path}).`);
  if (method === "POST" && resource === "customers" && !idOrSub) return createCustomer(state, form);
  if (method === "POST" && resource === "products" && !idOrSub)
    return state.put({ id: fakeId("prod"), object: "product", name: required(form, "name"), created: unixNow() });
  if (resource === "checkout" && idOrSub === "sessions") {
    if (method === "POST" && !subId) return createSession(state, form);
    if (method === "GET" && subId) return withExpansions(state, state.get(subId, "checkout.session"), form);
  }
  if (resource === "subscriptions" && idOrSub) {
    if (method === "GET") return withExpansions(state, state.get(idOrSub, "subscription"), form);
    if (method === "POST") return updateSubscription(state, idOrSub, form);
  }
  if (method === "GET" && resource === "invoices" && idOrSub)
    return withExpansions(state, state.get(idOrSub, "invoice"), form);
  if (method === "GET" && resource === "payment_intents" && idOrSub)
    return withExpansions(state, state.get(idOrSub, "payment_intent"), form);
  if (method === "POST" && resource === "billing_portal" && idOrSub === "sessions") return portalSession(state, form);
  throw new FakeStripeError(404, "resource_missing", `Unrecognized request URL (${method}: ${path}).`);
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Only the key the fake was started with is accepted, compared in constant time: whatever else can
 * reach the host's loopback must not create and pay checkouts that grant paid access.
 */
export function answerApi(state: FakeStripeState, request: ApiRequest, apiKey: string): ApiAnswer {
  if (!timingSafeEqual(digest(request.authorization ?? ""), digest(`Bearer ${apiKey}`))) {
    return { status: 401, body: { error: { type: "invalid_request_error", message: "Invalid API Key provided." } } };
  }
  try {
    return { status: 200, body: route(state, request) };
  } catch (error) {
    if (!(error instanceof FakeStripeError)) throw error;
    return {
      status: error.status,
      body: { error: { type: "invalid_request_error", code: error.code, message: error.message, param: error.param } },
    };
  }
}
