import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../env";
import { STRIPE_WEBHOOK_PATH } from "../http/stripe-webhook";
import { createStripeEndpoint, paymentsModeFor } from "../integrations/stripe/endpoint";
import { startFakeStripeServer, type FakeStripeServer } from "../integrations/stripe/fake/server";
import { startupNotices } from "../startup-notices";
import { signedInMember } from "../testing/account-fixtures";
import { createTestApp, type TestApp } from "../testing/test-app";
import { expectTRPCError } from "../testing/trpc-client";

/**
 * The offline Stripe stand-in "pays" with one click, so it must never run unasked where real
 * members are, and nothing but this process may call it (docs/security.md, "Payments").
 */
describe("when the stand-in runs", () => {
  it("runs in tests and on the embedded database, never silently on a real database in production", () => {
    expect(paymentsModeFor(parseEnv({ NODE_ENV: "test" }))).toBe("offline");
    expect(paymentsModeFor(parseEnv({ NODE_ENV: "production" }))).toBe("offline");
    const production = { NODE_ENV: "production", DATABASE_URL: "postgres://app@db/milheiro", SMTP_URL: "smtp://m" };
    expect(paymentsModeFor(parseEnv(production))).toBe("off");
    expect(paymentsModeFor(parseEnv({ ...production, STRIPE_OFFLINE: "true" }))).toBe("offline");
    expect(paymentsModeFor(parseEnv({ NODE_ENV: "production", STRIPE_OFFLINE: "false" }))).toBe("off");
  });

  it("says so at start, and so does /admin's payments card (settings-status.test.ts)", () => {
    const notices = startupNotices({ ...parseEnv({ NODE_ENV: "production" }), MAIL_MODE: "smtp" });
    expect(notices).toEqual([expect.stringContaining("modo de teste offline")]);
  });
});

describe("payments switched off", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { STRIPE_OFFLINE: "false" } });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it("refuse a checkout in pt-BR and take no webhook, instead of faking a payment", async () => {
    const member = await signedInMember(testApp);
    await expectTRPCError(
      member.browser.trpc.checkout.create.mutate({
        productType: "promocoes",
        productId: "promocoes-premium",
        productName: "Promoções",
        subscriptionType: "monthly",
      }),
      { code: "PRECONDITION_FAILED", message: "Pagamentos não estão disponíveis neste servidor no momento." },
    );
    const webhook = await testApp.app.inject({
      method: "POST",
      url: STRIPE_WEBHOOK_PATH,
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=0" },
      payload: "{}",
    });
    expect(webhook.statusCode).toBe(412);
  });
});

describe("the stand-in's API", () => {
  let fake: FakeStripeServer;
  const where = () => ({ host: fake.host, port: fake.port, protocol: "http" as const, maxNetworkRetries: 0 });

  beforeAll(async () => {
    fake = await startFakeStripeServer({
      apiKey: "sk_test_offline_chave-deste-processo",
      webhookSecret: "whsec_x",
      apiVersion: Stripe.API_VERSION,
      asyncSettleMs: null,
      deliver: null,
    });
  });

  afterAll(async () => {
    await fake?.close();
  });

  it("accepts only the key it was started with, not any sk_test_ key", async () => {
    for (const key of ["sk_test_qualquer", "sk_test_offline", "sk_test_offline_chave-deste-processx"]) {
      await expect(new Stripe(key, where()).customers.create({ email: "a@b.c" })).rejects.toMatchObject({
        statusCode: 401,
      });
    }
    const own = new Stripe("sk_test_offline_chave-deste-processo", where());
    await expect(own.customers.create({ email: "a@b.c" })).resolves.toMatchObject({ object: "customer" });
  });

  it("is reached by the app's own endpoint, with a key made for this process", async () => {
    const endpoint = createStripeEndpoint(parseEnv({ NODE_ENV: "test" }));
    try {
      const client = await endpoint.client();
      await expect(client.customers.create({ email: "a@b.c" })).resolves.toMatchObject({ object: "customer" });
    } finally {
      await endpoint.close();
    }
  });
});
