import type Stripe from "stripe";
import { installmentsEndAt } from "@/shared/domain/payments/payments";
import { AppError } from "../../errors";
import { recordPayment, recordSubscription } from "./fulfil";
import { callStripe, chargesToComplete, expectedCharge, type PaymentsDeps } from "./stripe-calls";
import {
  chargeMismatch,
  paymentFromInvoice,
  paymentFromSession,
  productFromMetadata,
  type PaymentProduct,
  type PaymentRecord,
} from "./stripe-records";

/**
 * The provider decides (docs/architecture.md, rule 7): each path retrieves Stripe's own record of a
 * session, invoice or subscription and hands it to the one fulfilment function. checkout.verify
 * and the webhook share every line below.
 */
export type CheckoutState = "open" | "pending" | "paid" | "failed";

const SESSION_EXPAND = ["invoice", "subscription", "payment_intent.payment_method", "payment_intent.latest_charge"];

function expanded<T extends { id: string }>(value: string | T | null | undefined): T | null {
  return typeof value === "object" && value !== null ? value : null;
}

async function requireExpectedAmount(
  deps: PaymentsDeps,
  product: PaymentProduct,
  record: PaymentRecord,
): Promise<void> {
  const charge = await expectedCharge(deps.db, product);
  const problem = charge ? chargeMismatch(record, charge.amountCents) : "produto fora de venda";
  if (!problem) return;
  deps.log.error(
    { stripeObjectId: record.stripeObjectId, problem },
    "Pagamento recusado: não confere com o que vendemos",
  );
  throw new AppError("PAYMENT_MISMATCH");
}

/**
 * A subscription charge: records it, keeps our copy of the subscription, and on the first paid
 * installment tells Stripe to stop after the tenth (docs/decisions/013).
 */
async function fulfilSubscriptionCharge(
  deps: PaymentsDeps,
  invoice: Stripe.Invoice,
  subscription: Stripe.Subscription,
  checkAmount: boolean,
): Promise<CheckoutState> {
  const record = paymentFromInvoice(invoice, subscription);
  const product = productFromMetadata(subscription.metadata);
  if (!record || !product) return "open";
  if (checkAmount) await requireExpectedAmount(deps, product, record);
  const { status } = await recordPayment(deps.db, record);
  let current = subscription;
  const charges = chargesToComplete(product);
  if (charges !== null && status === "paid" && current.cancel_at === null && current.status !== "canceled") {
    const cancelAt = Math.floor(
      installmentsEndAt(new Date(current.billing_cycle_anchor * 1000), charges).getTime() / 1000,
    );
    const updated = await callStripe(
      deps.log,
      "encerrar parcelamento",
      (stripe) => stripe.subscriptions.update(current.id, { cancel_at: cancelAt, proration_behavior: "none" }),
      deps.stripe,
    );
    if (updated) current = updated;
  }
  await recordSubscription(deps.db, current, { ...product, chargesToComplete: charges });
  return status;
}

/**
 * A Checkout Session, as checkout.verify (with `ownerId`: the caller must be its buyer, or it
 * does not exist for them) and the checkout.session.* events see it.
 */
export async function syncCheckoutSession(
  deps: PaymentsDeps,
  sessionId: string,
  options: { ownerId?: string; failed?: boolean } = {},
): Promise<{ state: CheckoutState; product: PaymentProduct | null }> {
  const session = await callStripe(
    deps.log,
    "consultar checkout",
    (stripe) => stripe.checkout.sessions.retrieve(sessionId, { expand: SESSION_EXPAND }),
    deps.stripe,
  );
  const product = productFromMetadata(session?.metadata);
  const owned = session && product && session.client_reference_id === product.userId;
  if (options.ownerId !== undefined && (!owned || product.userId !== options.ownerId)) throw new AppError("NOT_FOUND");
  if (!session || !product || !owned) {
    deps.log.warn({ sessionId }, "Checkout do Stripe sem os dados de Milheiro: ignorado");
    return { state: "open", product: null };
  }
  if (session.mode === "subscription") {
    const invoice = expanded(session.invoice);
    const subscription = expanded(session.subscription);
    if (!invoice || !subscription) return { state: "open", product };
    return { state: await fulfilSubscriptionCharge(deps, invoice, subscription, true), product };
  }
  const record = paymentFromSession(session, options.failed);
  if (!record) return { state: "open", product };
  await requireExpectedAmount(deps, product, record);
  const { status } = await recordPayment(deps.db, record);
  return { state: status, product };
}

/** invoice.paid / invoice.payment_failed: a subscription's first charge, a renewal or a failed renewal. */
export async function syncInvoice(deps: PaymentsDeps, invoiceId: string): Promise<void> {
  const invoice = await callStripe(
    deps.log,
    "consultar fatura",
    (stripe) => stripe.invoices.retrieve(invoiceId),
    deps.stripe,
  );
  const parent = invoice?.parent?.subscription_details?.subscription;
  const subscriptionId = typeof parent === "string" ? parent : parent?.id;
  if (!invoice || !subscriptionId) return;
  const subscription = await callStripe(
    deps.log,
    "consultar assinatura",
    (stripe) => stripe.subscriptions.retrieve(subscriptionId),
    deps.stripe,
  );
  if (!subscription) return;
  // A renewal charges the price the subscription was sold at, even if the list price changed since.
  await fulfilSubscriptionCharge(deps, invoice, subscription, invoice.billing_reason === "subscription_create");
}

/** customer.subscription.updated / deleted, and after our own cancel or reactivate calls. */
export async function syncSubscription(deps: PaymentsDeps, subscriptionId: string): Promise<void> {
  const subscription = await callStripe(
    deps.log,
    "consultar assinatura",
    (stripe) => stripe.subscriptions.retrieve(subscriptionId),
    deps.stripe,
  );
  const product = productFromMetadata(subscription?.metadata);
  if (!subscription || !product) return;
  await recordSubscription(deps.db, subscription, { ...product, chargesToComplete: chargesToComplete(product) });
}
