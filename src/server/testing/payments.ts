import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { isGrantActive, type ProductType } from "@/shared/domain/access/access";
import { accessAuditLog, payments, userProductAccess, userRoles } from "../db/schema";
import { STRIPE_WEBHOOK_PATH } from "../http/stripe-webhook";
import type { FakeEvent } from "../integrations/stripe/fake/objects";
import { startFakeStripeServer, type FakeStripeServer } from "../integrations/stripe/fake/server";
import { insertUser } from "./accounts";
import { createSession } from "../auth/sessions";
import { buildCourse } from "./courses";
import { createTestApp, type TestApp } from "./test-app";
import { createTestClient, type TestClient } from "./trpc-client";

/**
 * The payments test bed: the real app (PGlite or PostgreSQL) whose real stripe SDK talks to the
 * fake Stripe server over HTTP, in "test keys" mode. Events reach the webhook route through
 * app.inject, signed with the SDK's own test-header helper; `autoDeliver` off lets a test hold
 * them back and deliver (or replay, or race) them itself.
 */
export const TEST_WEBHOOK_SECRET = "whsec_test_milheiro_integration";
const TEST_SECRET_KEY = "sk_test_milheiro";

export interface PaymentsBed {
  testApp: TestApp;
  fake: FakeStripeServer;
  autoDeliver: boolean;
  /** POSTs `payload` to the webhook route with a signature from stripe.webhooks.generateTestHeaderString. */
  post(
    payload: string,
    options?: { timestamp?: number; secret?: string },
  ): Promise<{ statusCode: number; body: string }>;
  deliver(event: FakeEvent): Promise<{ statusCode: number; body: string }>;
  /** Waits for automatic deliveries, and fails the test if the app refused one. */
  settled(): Promise<void>;
  member(): Promise<{ id: string; client: TestClient }>;
  admin(): Promise<{ id: string; client: TestClient }>;
  close(): Promise<void>;
}

export async function createPaymentsBed(): Promise<PaymentsBed> {
  let app: TestApp["app"] | null = null;
  const post = async (payload: string, options: { timestamp?: number; secret?: string } = {}) => {
    if (!app) throw new Error("app not ready");
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? TEST_WEBHOOK_SECRET,
      timestamp: options.timestamp,
    });
    const response = await app.inject({
      method: "POST",
      url: STRIPE_WEBHOOK_PATH,
      headers: { "content-type": "application/json", "stripe-signature": header },
      payload,
    });
    return { statusCode: response.statusCode, body: response.body };
  };
  const bed: Partial<PaymentsBed> & { autoDeliver: boolean } = { autoDeliver: true };
  const fake = await startFakeStripeServer({
    apiKey: TEST_SECRET_KEY,
    webhookSecret: TEST_WEBHOOK_SECRET,
    apiVersion: Stripe.API_VERSION,
    asyncSettleMs: null,
    deliver: async (payload) => {
      if (!bed.autoDeliver) return;
      const response = await post(payload);
      if (response.statusCode !== 200) throw new Error(`webhook answered ${response.statusCode}: ${response.body}`);
    },
  });
  const testApp = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: TEST_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      STRIPE_API_HOST: fake.host,
      STRIPE_API_PORT: String(fake.port),
      STRIPE_API_PROTOCOL: "http",
    },
  });
  app = testApp.app;
  const db = testApp.database.db;
  const user = async (admin: boolean) => {
    const created = await insertUser(db);
    if (admin) await db.insert(userRoles).values({ userId: created.id, role: "admin" });
    const { token } = await createSession(db, created.id);
    return { id: created.id, client: createTestClient(testApp.app, { sessionToken: token }) };
  };
  return Object.assign(bed, {
    testApp,
    fake,
    post,
    deliver: (event: FakeEvent) => post(JSON.stringify(event)),
    async settled() {
      await fake.state.idle();
      if (fake.state.deliveryErrors.length > 0) throw fake.state.deliveryErrors[0];
    },
    member: () => user(false),
    admin: () => user(true),
    async close() {
      await testApp.close();
      await fake.close();
    },
  });
}

/** The checkout page's "pay" as a browser would press it: returns the session id from the redirect. */
export function sessionIdOf(url: string): string {
  const id = url.split("/").at(-1);
  if (!id?.startsWith("cs_")) throw new Error(`not a checkout URL: ${url}`);
  return id;
}

export async function grantOf(bed: PaymentsBed, userId: string, productType: ProductType) {
  const [row] = await bed.testApp.database.db
    .select({ accessGranted: userProductAccess.accessGranted, expiresAt: userProductAccess.expiresAt })
    .from(userProductAccess)
    .where(and(eq(userProductAccess.userId, userId), eq(userProductAccess.productType, productType)));
  return row ? { ...row, active: isGrantActive(row) } : null;
}

export function paymentsOf(bed: PaymentsBed, userId: string) {
  return bed.testApp.database.db.select().from(payments).where(eq(payments.userId, userId)).orderBy(payments.createdAt);
}

export function paymentAuditOf(bed: PaymentsBed, userId: string) {
  return bed.testApp.database.db
    .select()
    .from(accessAuditLog)
    .where(eq(accessAuditLog.targetUserId, userId))
    .orderBy(accessAuditLog.createdAt);
}

/** Presses a button of the fake's checkout page, as the browser's form does; returns where it redirects. */
export async function pressCheckoutButton(
  checkoutUrl: string,
  button: "card" | "pix" | "boleto" | "decline" | "cancel",
) {
  const response = await fetch(`${checkoutUrl}/${button}`, { method: "POST", redirect: "manual" });
  return { status: response.status, location: response.headers.get("location"), body: await response.text() };
}

/** A bed whose events wait for the test to send them, with a published paid course to buy. */
export async function createHeldBackBedWithCourse(): Promise<{ bed: PaymentsBed; courseId: string }> {
  const bed = await createPaymentsBed();
  bed.autoDeliver = false;
  const courseId = (await buildCourse((await bed.admin()).client)).course.id;
  return { bed, courseId };
}
