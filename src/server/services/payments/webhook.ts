import type Stripe from "stripe";
import { eventSubject } from "./stripe-records";
import { syncCheckoutSession, syncInvoice, syncSubscription } from "./sync";
import type { PaymentsDeps } from "./stripe-calls";

/**
 * A verified Stripe event. The event only says which object changed; the object itself is
 * retrieved from Stripe, so a late, repeated or reordered event reads today's truth and the
 * fulfilment stays idempotent. Returns false for events Milheiro does not act on.
 */
export async function handleStripeEvent(deps: PaymentsDeps, event: Stripe.Event): Promise<boolean> {
  const subject = eventSubject(event);
  if (!subject) return false;
  switch (subject.kind) {
    case "checkout-session":
      await syncCheckoutSession(deps, subject.id, { failed: subject.failed });
      return true;
    case "invoice":
      await syncInvoice(deps, subject.id);
      return true;
    case "subscription":
      await syncSubscription(deps, subject.id);
      return true;
  }
}
