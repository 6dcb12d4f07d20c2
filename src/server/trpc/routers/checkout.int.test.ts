import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMonths } from "@/shared/domain/payments/payments";
import { buildCourse } from "../../testing/courses";
import {
  createPaymentsBed,
  grantOf,
  paymentsOf,
  pressCheckoutButton,
  sessionIdOf,
  type PaymentsBed,
} from "../../testing/payments";
import { TEST_APP_URL } from "../../testing/test-app";
import { createTestClient, expectTRPCError } from "../../testing/trpc-client";

/**
 * checkout.create and checkout.verify through the real router, the real stripe SDK and the fake
 * Stripe server: what a session carries, who may verify it, and what each outcome grants.
 */
let bed: PaymentsBed;
let courseId: string;
let freeCourseId: string;

const MONTHLY = {
  productType: "promocoes",
  productId: "promocoes-premium",
  productName: "Promoções",
  subscriptionType: "monthly",
} as const;
const ANNUAL = { ...MONTHLY, subscriptionType: "annual" } as const;
const course = (paymentType: "full" | "installments") => ({
  productType: "course" as const,
  productId: courseId,
  productName: "Curso",
  paymentType,
});

beforeAll(async () => {
  bed = await createPaymentsBed();
  const admin = await bed.admin();
  courseId = (await buildCourse(admin.client)).course.id;
  freeCourseId = (await buildCourse(admin.client, { isFree: true, title: "Curso grátis" })).course.id;
});

afterAll(async () => {
  await bed?.close();
});

const closeTo = (actual: Date | null | undefined, expected: Date) => {
  expect(actual).toBeInstanceOf(Date);
  expect(Math.abs((actual?.getTime() ?? 0) - expected.getTime())).toBeLessThan(60_000);
};

describe("checkout.create", () => {
  it("needs a logged-in member", async () => {
    const visitor = createTestClient(bed.testApp.app);
    await expectTRPCError(visitor.trpc.checkout.create.mutate(MONTHLY), { code: "UNAUTHORIZED" });
  });

  it("opens a Stripe Checkout Session priced by the server, with the buyer, metadata and return URLs", async () => {
    const { id, client } = await bed.member();
    const { url } = await client.trpc.checkout.create.mutate({ ...MONTHLY, productName: "R$ 0,01 por favor" });
    const session = bed.fake.state.get(sessionIdOf(url), "checkout.session");
    expect(session).toMatchObject({
      mode: "subscription",
      amount_total: 1_990,
      currency: "brl",
      client_reference_id: id,
      metadata: { user_id: id, product_type: "promocoes", product_id: "promocoes-premium", plan: "monthly" },
      success_url: `${TEST_APP_URL}/payment-success?session_id={CHECKOUT_SESSION_ID}&type=promocoes&product=promocoes-premium`,
      cancel_url: `${TEST_APP_URL}/payment-canceled`,
      payment_method_types: ["card"],
    });
    expect(session.subscription_metadata).toEqual(session.metadata);
  });

  it("creates the member's Stripe Customer once and reuses it", async () => {
    const { client } = await bed.member();
    const first = bed.fake.state.get(
      sessionIdOf((await client.trpc.checkout.create.mutate(ANNUAL)).url),
      "checkout.session",
    );
    const second = bed.fake.state.get(
      sessionIdOf((await client.trpc.checkout.create.mutate(course("full"))).url),
      "checkout.session",
    );
    expect(second.customer).toBe(first.customer);
    expect([first.amount_total, second.amount_total]).toEqual([16_990, 49_700]);
    expect(first.payment_method_types).toEqual(["card", "pix", "boleto"]);
  });

  it("charges course installments as ten monthly payments of the Price-table installment", async () => {
    const { client } = await bed.member();
    const session = bed.fake.state.get(
      sessionIdOf((await client.trpc.checkout.create.mutate(course("installments"))).url),
      "checkout.session",
    );
    expect(session).toMatchObject({
      mode: "subscription",
      amount_total: 5_800,
      // The instalments state their total and monthly rate (docs/decisions/031).
      product_name: expect.stringMatching(
        /^Milhas do zero ao avançado — 10x de R\$ 58,00 \(total R\$ 580,00, 2,9\d% a\.m\.\)$/,
      ),
    });
    expect(session.success_url).toContain(`type=course&product=${courseId}`);
  });

  it("refuses a free course, and a course that does not exist", async () => {
    const { client } = await bed.member();
    await expectTRPCError(client.trpc.checkout.create.mutate({ ...course("full"), productId: freeCourseId }), {
      code: "BAD_REQUEST",
      message: "Este curso é gratuito: não há nada a pagar.",
    });
    await expectTRPCError(client.trpc.checkout.create.mutate({ ...course("full"), productId: crypto.randomUUID() }), {
      code: "NOT_FOUND",
    });
  });
});

describe("paying and verifying", () => {
  it("a card subscription: verified, 'promocoes' until the period's end, and no second checkout", async () => {
    const { id, client } = await bed.member();
    const { url } = await client.trpc.checkout.create.mutate(MONTHLY);
    const redirect = await pressCheckoutButton(url, "card");
    const sessionId = sessionIdOf(url);
    expect(redirect).toMatchObject({
      status: 303,
      location: expect.stringContaining(`session_id=${sessionId}&type=promocoes`),
    });
    expect(await client.trpc.checkout.verify.mutate({ sessionId })).toEqual({ success: true, status: "paid" });
    await bed.settled();
    closeTo((await grantOf(bed, id, "promocoes"))?.expiresAt, addMonths(new Date(), 1));
    expect(await paymentsOf(bed, id)).toMatchObject([
      { status: "paid", amountCents: 1_990, method: "card", plan: "monthly" },
    ]);
    await expectTRPCError(client.trpc.checkout.create.mutate(ANNUAL), {
      code: "CONFLICT",
      message: "Você já tem acesso às promoções e à Minha Gestão.",
    });
  });

  it("Pix: pending while Stripe waits, then paid, a year of access, with Stripe's receipt", async () => {
    const { id, client } = await bed.member();
    const { url } = await client.trpc.checkout.create.mutate(ANNUAL);
    const sessionId = sessionIdOf(url);
    await pressCheckoutButton(url, "pix");
    await bed.settled();
    expect(await client.trpc.checkout.verify.mutate({ sessionId })).toEqual({ success: false, status: "pending" });
    expect((await grantOf(bed, id, "promocoes"))?.active ?? false).toBe(false);
    bed.fake.state.settle(sessionId, true);
    await bed.settled();
    expect(await client.trpc.checkout.verify.mutate({ sessionId })).toEqual({ success: true, status: "paid" });
    closeTo((await grantOf(bed, id, "promocoes"))?.expiresAt, addMonths(new Date(), 12));
    const [payment] = await paymentsOf(bed, id);
    expect(payment).toMatchObject({ status: "paid", method: "pix", amountCents: 16_990, stripeObjectId: sessionId });
    expect(payment?.receiptUrl).toMatch(new RegExp(`^${bed.fake.url}/receipts/ch_`));
  });

  it("boleto that is never paid: recorded as failed, nothing granted", async () => {
    const { id, client } = await bed.member();
    const { url } = await client.trpc.checkout.create.mutate(course("full"));
    const sessionId = sessionIdOf(url);
    await pressCheckoutButton(url, "boleto");
    bed.fake.state.settle(sessionId, false);
    await bed.settled();
    expect(await client.trpc.checkout.verify.mutate({ sessionId })).toEqual({ success: false, status: "failed" });
    expect(await paymentsOf(bed, id)).toMatchObject([{ status: "failed", method: "boleto", paidAt: null }]);
    expect(await grantOf(bed, id, `course-${courseId}`)).toBeNull();
  });

  it("a course paid in full opens it for a year", async () => {
    const { id, client } = await bed.member();
    const { url } = await client.trpc.checkout.create.mutate(course("full"));
    await pressCheckoutButton(url, "card");
    await bed.settled();
    expect((await client.trpc.courses.detail.query({ id: courseId })).hasAccess).toBe(true);
    closeTo((await grantOf(bed, id, `course-${courseId}`))?.expiresAt, addMonths(new Date(), 12));
    await expectTRPCError(client.trpc.checkout.create.mutate(course("installments")), {
      code: "CONFLICT",
      message: "Você já tem acesso a este curso.",
    });
  });

  it("an unpaid session verifies as not paid and records nothing", async () => {
    const { id, client } = await bed.member();
    const { url } = await client.trpc.checkout.create.mutate(course("full"));
    const declined = await pressCheckoutButton(url, "decline");
    expect(declined.status).toBe(402);
    expect(await client.trpc.checkout.verify.mutate({ sessionId: sessionIdOf(url) })).toEqual({
      success: false,
      status: "open",
    });
    expect(await paymentsOf(bed, id)).toEqual([]);
  });

  it("another member's session does not exist for the caller", async () => {
    const buyer = await bed.member();
    const other = await bed.member();
    const { url } = await buyer.client.trpc.checkout.create.mutate(course("full"));
    await pressCheckoutButton(url, "card");
    await bed.settled();
    await expectTRPCError(other.client.trpc.checkout.verify.mutate({ sessionId: sessionIdOf(url) }), {
      code: "NOT_FOUND",
    });
    await expectTRPCError(other.client.trpc.checkout.verify.mutate({ sessionId: "cs_test_nao_existe" }), {
      code: "NOT_FOUND",
    });
    expect(await grantOf(bed, other.id, `course-${courseId}`)).toBeNull();
  });

  it.each([
    ["amount", { currency: "brl", unit_amount: 100 }],
    ["currency", { currency: "usd", unit_amount: 49_700 }],
  ])("a session with the wrong %s grants nothing, by verify or by webhook", async (_what, price) => {
    const { id, client } = await bed.member();
    // A session made outside checkout.create (say, in the Dashboard) that carries our metadata.
    const stripe = new Stripe("sk_test_milheiro", { host: bed.fake.host, port: bed.fake.port, protocol: "http" });
    const customer = await stripe.customers.create({ email: "x@exemplo.com" });
    const metadata = { user_id: id, product_type: "course", product_id: courseId, plan: "full" };
    const session = await stripe.checkout.sessions.create({
      mode: "payment",
      customer: customer.id,
      client_reference_id: id,
      metadata,
      success_url: `${TEST_APP_URL}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${TEST_APP_URL}/payment-canceled`,
      line_items: [{ quantity: 1, price_data: { ...price, product_data: { name: "Curso" } } }],
    });
    bed.fake.state.pay(session.id, "card");
    await bed.settled();
    await expectTRPCError(client.trpc.checkout.verify.mutate({ sessionId: session.id }), {
      code: "BAD_REQUEST",
      message: "Não foi possível verificar o pagamento.",
    });
    expect(await paymentsOf(bed, id)).toEqual([]);
    expect(await grantOf(bed, id, `course-${courseId}`)).toBeNull();
  });
});
