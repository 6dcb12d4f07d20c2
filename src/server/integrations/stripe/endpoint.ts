import { randomBytes } from "node:crypto";
import type Stripe from "stripe";
import type { Env } from "../../env";
import { AppError } from "../../errors";
import { startFakeStripeServer, type FakeStripeServer } from "./fake/server";
import type { EventDelivery } from "./fake/state";

/**
 * Where payments go. A live key: Stripe, for real. A test key: Stripe's test mode (or, in tests,
 * whatever STRIPE_API_HOST points at). No key and STRIPE_OFFLINE: the offline test mode, where a
 * Stripe-compatible server on a loopback port of this process answers the same SDK, with a key
 * made for this process alone, and sends its signed events to our own webhook route
 * (docs/decisions/013-stripe-payments.md). No key otherwise: payments are off, never faked.
 */
export type PaymentsMode = "live" | "test-keys" | "offline" | "off";

export interface StripeEndpoint {
  readonly mode: PaymentsMode;
  readonly webhookSecret: string;
  client(): Promise<Stripe>;
  /** Offline mode only: where the fake server hands its signed events (our webhook route, in process). */
  deliverEventsTo(deliver: EventDelivery): void;
  close(): Promise<void>;
}

/** Which mode the settings mean: sk_live_/rk_live_ charge for real, sk_test_/rk_test_ in Stripe's test mode. */
export function paymentsModeFor(env: Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_OFFLINE">): PaymentsMode {
  if (!env.STRIPE_SECRET_KEY) return env.STRIPE_OFFLINE ? "offline" : "off";
  return env.STRIPE_SECRET_KEY.includes("_live_") ? "live" : "test-keys";
}

type StripeSettings = Pick<
  Env,
  | "STRIPE_SECRET_KEY"
  | "STRIPE_OFFLINE"
  | "STRIPE_WEBHOOK_SECRET"
  | "STRIPE_API_HOST"
  | "STRIPE_API_PORT"
  | "STRIPE_API_PROTOCOL"
>;

// The offline server settles a Pix or boleto this long after the customer "pays" it.
const OFFLINE_SETTLE_MS = 4_000;

// The SDK takes ~0.35 s to import: loaded with the first payment call, not at start (docs/decisions/035).
export const stripeSdk = () => import("stripe").then((module) => module.default);

async function sdk(key: string, where: { host?: string; port?: number; protocol?: "http" | "https" }): Promise<Stripe> {
  const Stripe = await stripeSdk();
  return new Stripe(key, { ...where, maxNetworkRetries: 1, timeout: 20_000, telemetry: false });
}

export function createStripeEndpoint(env: StripeSettings): StripeEndpoint {
  const key = env.STRIPE_SECRET_KEY;
  if (key) {
    let client: Promise<Stripe> | null = null;
    return {
      mode: paymentsModeFor(env),
      // env.ts refuses a key without a webhook secret.
      webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? "",
      client: () =>
        (client ??= sdk(key, {
          host: env.STRIPE_API_HOST,
          port: env.STRIPE_API_PORT,
          protocol: env.STRIPE_API_PROTOCOL,
        })),
      deliverEventsTo: () => {},
      close: async () => {},
    };
  }

  if (!env.STRIPE_OFFLINE) {
    const unavailable = () => Promise.reject(new AppError("PAYMENTS_OFF"));
    return {
      mode: "off",
      webhookSecret: "",
      client: unavailable,
      deliverEventsTo: () => {},
      close: async () => {},
    };
  }

  const webhookSecret = env.STRIPE_WEBHOOK_SECRET ?? `whsec_offline_${randomBytes(24).toString("hex")}`;
  // The stand-in answers this key only: anything else on the host's loopback cannot call it.
  const apiKey = `sk_test_offline_${randomBytes(24).toString("hex")}`;
  let deliver: EventDelivery | null = null;
  let started: Promise<{ server: FakeStripeServer; client: Stripe }> | null = null;
  const start = () => {
    started ??= stripeSdk()
      .then((Stripe) =>
        startFakeStripeServer({
          apiKey,
          webhookSecret,
          apiVersion: Stripe.API_VERSION,
          asyncSettleMs: OFFLINE_SETTLE_MS,
          deliver: (payload, signature) => (deliver ? deliver(payload, signature) : Promise.resolve()),
        }),
      )
      .then(
        async (server) => ({
          server,
          client: await sdk(apiKey, { host: server.host, port: server.port, protocol: "http" }),
        }),
        (error: unknown) => {
          started = null;
          throw error;
        },
      );
    return started;
  };
  return {
    mode: "offline",
    webhookSecret,
    client: async () => (await start()).client,
    deliverEventsTo: (target) => {
      deliver = target;
    },
    close: async () => {
      const running = started;
      started = null;
      await running?.then(
        ({ server }) => server.close(),
        () => undefined,
      );
    },
  };
}
