import type { FastifyInstance } from "fastify";
import type Stripe from "stripe";
import type { Db } from "../db/client";
import { AppError, isAppError } from "../errors";
import type { StripeEndpoint } from "../integrations/stripe/endpoint";
import { handleStripeEvent } from "../services/payments/webhook";
import { sendAppError } from "./app-error-reply";

/**
 * Stripe's webhook (docs/decisions/013): a plain route reading the raw body, because the signature covers
 * the exact bytes. It is exempt from the Origin check (Stripe sends none); the signature with
 * STRIPE_WEBHOOK_SECRET, within Stripe's 5-minute tolerance, is what authenticates it.
 */
export const STRIPE_WEBHOOK_PATH = "/api/stripe/webhook";

const MAX_EVENT_BYTES = 512 * 1024;

/**
 * stripe-node refuses a signature older than its tolerance but takes any timestamp ahead of the
 * clock; Stripe's documentation gives the tolerance "between the timestamp and the current time",
 * and stripe-php and stripe-dotnet check it both ways. So do we: a signature dated more than the
 * tolerance ahead (a clock far off, or a signature made for later) is refused like a stale one.
 */
function signedTooFarAhead(header: string, toleranceSeconds: number, nowMs = Date.now()): boolean {
  const signedAt = /(?:^|,)\s*t=(\d+)/.exec(header)?.[1];
  return signedAt === undefined || Number(signedAt) - Math.floor(nowMs / 1000) > toleranceSeconds;
}

export async function registerStripeWebhook(
  app: FastifyInstance,
  deps: { db: Db; stripe: StripeEndpoint },
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: MAX_EVENT_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    scope.post<{ Body: Buffer }>(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      const signature = request.headers["stripe-signature"];
      if (deps.stripe.mode === "off") return sendAppError(reply, new AppError("PAYMENTS_OFF"));
      const stripe = await deps.stripe.client();
      let event: Stripe.Event;
      try {
        if (typeof signature !== "string" || !Buffer.isBuffer(request.body))
          throw new Error("missing signature or body");
        event = stripe.webhooks.constructEvent(request.body, signature, deps.stripe.webhookSecret);
        if (signedTooFarAhead(signature, stripe.webhooks.DEFAULT_TOLERANCE)) throw new Error("signed in the future");
      } catch {
        request.log.warn("Webhook do Stripe com assinatura inválida ou vencida: recusado");
        return reply.code(400).send({ error: { message: "Assinatura inválida." } });
      }
      try {
        const handled = await handleStripeEvent({ db: deps.db, stripe: deps.stripe, log: request.log }, event);
        return { received: true, handled };
      } catch (error) {
        // A charge that does not match what we sell will not match on a retry either: acknowledge it (already logged).
        if (isAppError(error) && error.code === "PAYMENT_MISMATCH") return { received: true, handled: false };
        request.log.error({ err: error, eventId: event.id, type: event.type }, "Falha ao processar evento do Stripe");
        // Stripe retries a 5xx for days, so a passing failure (database, network) heals by itself.
        return reply.code(500).send({ error: { message: "Falha ao processar o evento." } });
      }
    });
  });
}
