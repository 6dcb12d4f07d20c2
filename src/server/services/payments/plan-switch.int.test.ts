import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLANS } from "@/shared/domain/payments/plans";
import { prorate } from "@/shared/domain/payments/proration";
import { buildCourse } from "../../testing/courses";
import {
  createPaymentsBed,
  grantOf,
  paymentsOf,
  pressCheckoutButton,
  sessionIdOf,
  type PaymentsBed,
} from "../../testing/payments";
import { expectTRPCError } from "../../testing/trpc-client";

/**
 * 'Mudar para o PRO' through the real SDK and the offline Stripe (docs/decisions/031): the same
 * subscription changes price, Stripe prorates and charges the difference at once, and the invoice
 * is fulfilled once, however often its webhook arrives.
 */
let bed: PaymentsBed;
let courseId: string;

beforeAll(async () => {
  bed = await createPaymentsBed();
  courseId = (await buildCourse((await bed.admin()).client)).course.id;
});

afterAll(async () => {
  await bed?.close();
});

async function promotionsSubscriber() {
  const member = await bed.member();
  const { url } = await member.client.trpc.checkout.create.mutate({
    productType: "promocoes",
    productId: "promocoes-premium",
    productName: "Promoções",
    subscriptionType: "monthly",
  });
  await pressCheckoutButton(url, "card");
  await bed.settled();
  const subscriptionId = bed.fake.state.get(sessionIdOf(url), "checkout.session").subscription ?? "";
  return { ...member, subscriptionId };
}

describe("buying PRO", () => {
  it("a member on the trial buys PRO yearly at R$ 299,90, and cannot buy it twice", async () => {
    const member = await bed.member();
    const input = { productType: "pro", productId: "pro", productName: "PRO", subscriptionType: "annual" } as const;
    const { url } = await member.client.trpc.checkout.create.mutate(input);
    await pressCheckoutButton(url, "card");
    await bed.settled();
    expect(await paymentsOf(bed, member.id)).toMatchObject([
      { productType: "pro", plan: "annual", amountCents: 29_990, status: "paid" },
    ]);
    expect((await grantOf(bed, member.id, "pro"))?.active).toBe(true);
    await expectTRPCError(member.client.trpc.checkout.create.mutate(input), {
      code: "CONFLICT",
      message: "Você já assina o PRO.",
    });
  });
});

describe("switching from Promoções to PRO", () => {
  it("charges the prorated difference at once, opens every course and shows PRO's next charge", async () => {
    const member = await promotionsSubscriber();
    const before = await member.client.trpc.billing.overview.query();
    expect(before.subscription).toMatchObject({ planId: "promocoes", nextCharge: { amountCents: 1_990 } });
    expect(before.subscription?.switchToPro?.nowCents).toBeGreaterThan(0);
    await expectTRPCError(
      member.client.trpc.checkout.create.mutate({
        productType: "pro",
        productId: "pro",
        productName: "PRO",
        subscriptionType: "monthly",
      }),
      { code: "CONFLICT", message: /Mudar para o PRO/ },
    );

    await member.client.trpc.billing.switchToPro.mutate({ subscriptionId: member.subscriptionId });
    await bed.settled();

    const subscription = bed.fake.state.get(member.subscriptionId, "subscription");
    const item = subscription.items.data[0];
    const invoice = bed.fake.state.get(subscription.latest_invoice ?? "", "invoice");
    const expected = prorate({
      fromCents: PLANS.promocoes.monthlyCents,
      toCents: PLANS.pro.monthlyCents,
      periodStart: new Date((item?.current_period_start ?? 0) * 1000),
      periodEnd: new Date((item?.current_period_end ?? 0) * 1000),
      at: new Date(invoice.created * 1000),
    });
    expect(invoice).toMatchObject({ billing_reason: "subscription_update", amount_paid: expected.totalCents });
    expect(await paymentsOf(bed, member.id)).toMatchObject([
      { productType: "promocoes", amountCents: 1_990, status: "paid" },
      { productType: "pro", amountCents: expected.totalCents, status: "paid" },
    ]);
    const periodEnd = new Date((item?.current_period_end ?? 0) * 1000);
    expect(await grantOf(bed, member.id, "pro")).toMatchObject({ active: true, expiresAt: periodEnd });
    // What was paid for Promoções stays until its end.
    expect(await grantOf(bed, member.id, "promocoes")).toMatchObject({ active: true, expiresAt: periodEnd });
    expect((await member.client.trpc.courses.detail.query({ id: courseId })).hasAccess).toBe(true);

    const after = await member.client.trpc.billing.overview.query();
    expect(after.plan).toBe("pro");
    expect(after.subscription).toMatchObject({
      planId: "pro",
      nextCharge: { amountCents: 2_990 },
      switchToPro: null,
    });

    // Stripe's webhook retries: the same invoice and subscription again change nothing.
    for (const type of ["invoice.paid", "customer.subscription.updated"]) {
      for (const event of bed.fake.state.eventsOfType(type)) expect((await bed.deliver(event)).statusCode).toBe(200);
    }
    expect(await paymentsOf(bed, member.id)).toHaveLength(2);
    await expectTRPCError(member.client.trpc.billing.switchToPro.mutate({ subscriptionId: member.subscriptionId }), {
      code: "NOT_FOUND",
    });
  });

  it("a course bought separately stays the member's after PRO ends", async () => {
    const member = await promotionsSubscriber();
    const { url } = await member.client.trpc.checkout.create.mutate({
      productType: "course",
      productId: courseId,
      productName: "Curso",
      paymentType: "full",
    });
    await pressCheckoutButton(url, "card");
    await member.client.trpc.billing.switchToPro.mutate({ subscriptionId: member.subscriptionId });
    await member.client.trpc.billing.cancel.mutate({ subscriptionId: member.subscriptionId });
    await bed.settled();
    bed.fake.state.renew(member.subscriptionId, "paid");
    await bed.settled();
    expect((await grantOf(bed, member.id, "pro"))?.active).toBe(false);
    expect((await grantOf(bed, member.id, `course-${courseId}`))?.active).toBe(true);
    expect((await member.client.trpc.courses.detail.query({ id: courseId })).hasAccess).toBe(true);
  });
});
