import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMonths } from "@/shared/domain/payments/payments";
import { buildCourse } from "../../testing/courses";
import {
  createPaymentsBed,
  grantOf,
  paymentAuditOf,
  paymentsOf,
  pressCheckoutButton,
  sessionIdOf,
  type PaymentsBed,
} from "../../testing/payments";
import { expectTRPCError } from "../../testing/trpc-client";

/**
 * Subscriptions after the first payment, as Stripe drives them: renewals, cancellation at the
 * period's end, failed renewals, course installments ending by themselves; an admin's grant
 * outlives them all. The fake Stripe's clock moves a period per renewal.
 */
let bed: PaymentsBed;
let admin: Awaited<ReturnType<PaymentsBed["admin"]>>;
let courseId: string;

beforeAll(async () => {
  bed = await createPaymentsBed();
  admin = await bed.admin();
  courseId = (await buildCourse(admin.client)).course.id;
});

afterAll(async () => {
  await bed?.close();
});

async function subscribe(input: { kind: "monthly" } | { kind: "installments" }) {
  const member = await bed.member();
  const checkout =
    input.kind === "monthly"
      ? {
          productType: "promocoes" as const,
          productId: "promocoes-premium" as const,
          productName: "Promoções",
          subscriptionType: "monthly" as const,
        }
      : {
          productType: "course" as const,
          productId: courseId,
          productName: "Curso",
          paymentType: "installments" as const,
        };
  const { url } = await member.client.trpc.checkout.create.mutate(checkout);
  await pressCheckoutButton(url, "card");
  await bed.settled();
  const subscriptionId = bed.fake.state.get(sessionIdOf(url), "checkout.session").subscription ?? "";
  return { ...member, subscriptionId };
}

const periodEnd = (subscriptionId: string) =>
  new Date((bed.fake.state.get(subscriptionId, "subscription").items.data[0]?.current_period_end ?? 0) * 1000);

describe("monthly promotions", () => {
  it("each paid renewal extends access to the new period's end", async () => {
    const member = await subscribe({ kind: "monthly" });
    const first = (await grantOf(bed, member.id, "promocoes"))?.expiresAt;
    expect(first).toEqual(periodEnd(member.subscriptionId));
    bed.fake.state.renew(member.subscriptionId, "paid");
    await bed.settled();
    const second = (await grantOf(bed, member.id, "promocoes"))?.expiresAt;
    expect(second).toEqual(periodEnd(member.subscriptionId));
    expect(second?.getTime()).toBe(first ? addMonths(first, 1).getTime() : NaN);
    expect(await paymentsOf(bed, member.id)).toMatchObject([{ status: "paid" }, { status: "paid" }]);
  });

  it("'Cancelar assinatura' keeps access to the period's end, 'Reativar' undoes it, and Stripe ending it ends access", async () => {
    const member = await subscribe({ kind: "monthly" });
    const paidUntil = (await grantOf(bed, member.id, "promocoes"))?.expiresAt;
    expect(await member.client.trpc.billing.cancel.mutate({ subscriptionId: member.subscriptionId })).toEqual({
      cancelAtPeriodEnd: true,
    });
    await bed.settled();
    const overview = await member.client.trpc.billing.overview.query();
    // Dates cross the wire as ISO strings (no transformer).
    expect(overview.subscription).toMatchObject({
      id: member.subscriptionId,
      cancelAtPeriodEnd: true,
      currentPeriodEnd: paidUntil?.toISOString(),
    });
    expect(await grantOf(bed, member.id, "promocoes")).toMatchObject({ active: true, expiresAt: paidUntil });

    await member.client.trpc.billing.reactivate.mutate({ subscriptionId: member.subscriptionId });
    await member.client.trpc.billing.cancel.mutate({ subscriptionId: member.subscriptionId });
    bed.fake.state.renew(member.subscriptionId, "paid");
    await bed.settled();
    expect(bed.fake.state.get(member.subscriptionId, "subscription").status).toBe("canceled");
    expect(await grantOf(bed, member.id, "promocoes")).toMatchObject({ accessGranted: false, active: false });
    expect(await paymentsOf(bed, member.id)).toHaveLength(1);
    const [, revoke] = await paymentAuditOf(bed, member.id);
    expect(revoke).toMatchObject({ action: "revoke", actorEmail: "Stripe (pagamento)" });
    expect(revoke?.paymentId).toBeTruthy();
    expect((await member.client.trpc.billing.overview.query()).subscription).toBeNull();
  });

  it("a failed renewal keeps the paid period; access ends when Stripe ends the subscription", async () => {
    const member = await subscribe({ kind: "monthly" });
    const paidUntil = (await grantOf(bed, member.id, "promocoes"))?.expiresAt;
    bed.fake.state.renew(member.subscriptionId, "failed");
    await bed.settled();
    expect(await paymentsOf(bed, member.id)).toMatchObject([{ status: "paid" }, { status: "failed" }]);
    expect(await grantOf(bed, member.id, "promocoes")).toMatchObject({ active: true, expiresAt: paidUntil });
    bed.fake.state.endForNonPayment(member.subscriptionId);
    await bed.settled();
    expect((await grantOf(bed, member.id, "promocoes"))?.active).toBe(false);
  });

  it("a member can only cancel their own subscription", async () => {
    const member = await subscribe({ kind: "monthly" });
    const other = await bed.member();
    await expectTRPCError(other.client.trpc.billing.cancel.mutate({ subscriptionId: member.subscriptionId }), {
      code: "NOT_FOUND",
    });
  });
});

describe("an admin's manual grant is never shortened by payments", () => {
  it("a grant without expiry stays so through renewals and the subscription's end", async () => {
    const member = await subscribe({ kind: "monthly" });
    await admin.client.trpc.admin.access.grant.mutate({ userId: member.id, productType: "promocoes", expiresOn: null });
    bed.fake.state.renew(member.subscriptionId, "paid");
    await member.client.trpc.billing.cancel.mutate({ subscriptionId: member.subscriptionId });
    bed.fake.state.renew(member.subscriptionId, "paid");
    await bed.settled();
    expect(await grantOf(bed, member.id, "promocoes")).toMatchObject({
      accessGranted: true,
      expiresAt: null,
      active: true,
    });
  });

  it("a grant until a later day keeps that day when the subscription ends", async () => {
    const member = await subscribe({ kind: "monthly" });
    const day = addMonths(new Date(), 6).toISOString().slice(0, 10);
    await admin.client.trpc.admin.access.grant.mutate({ userId: member.id, productType: "promocoes", expiresOn: day });
    const adminUntil = (await grantOf(bed, member.id, "promocoes"))?.expiresAt;
    bed.fake.state.renew(member.subscriptionId, "paid");
    bed.fake.state.endForNonPayment(member.subscriptionId);
    await bed.settled();
    expect(await grantOf(bed, member.id, "promocoes")).toMatchObject({ active: true, expiresAt: adminUntil });
  });
});

describe("course installments", () => {
  it("Stripe is told to stop after the tenth charge; the year of access stays after the plan ends", async () => {
    const member = await subscribe({ kind: "installments" });
    const subscription = bed.fake.state.get(member.subscriptionId, "subscription");
    expect(subscription.cancel_at).toBe(
      Math.floor(addMonths(new Date(subscription.billing_cycle_anchor * 1000), 10).getTime() / 1000),
    );
    const yearOfAccess = (await grantOf(bed, member.id, `course-${courseId}`))?.expiresAt;
    for (let charge = 2; charge <= 10; charge += 1) bed.fake.state.renew(member.subscriptionId, "paid");
    await bed.settled();
    expect(bed.fake.state.get(member.subscriptionId, "subscription").status).toBe("active");
    bed.fake.state.renew(member.subscriptionId, "paid");
    await bed.settled();
    expect(bed.fake.state.get(member.subscriptionId, "subscription")).toMatchObject({
      status: "canceled",
      cancellation_details: { reason: "cancellation_requested" },
    });
    const charges = await paymentsOf(bed, member.id);
    expect(charges).toHaveLength(10);
    expect(charges.every((row) => row.status === "paid" && row.amountCents === 5_800)).toBe(true);
    expect(await grantOf(bed, member.id, `course-${courseId}`)).toMatchObject({
      active: true,
      expiresAt: yearOfAccess,
    });
  });

  it("installments left unpaid end the course access when Stripe ends the plan", async () => {
    const member = await subscribe({ kind: "installments" });
    bed.fake.state.renew(member.subscriptionId, "failed");
    bed.fake.state.endForNonPayment(member.subscriptionId);
    await bed.settled();
    expect((await grantOf(bed, member.id, `course-${courseId}`))?.active).toBe(false);
  });
});

describe("what members and admins read", () => {
  it("'Minha assinatura' lists access, payments with receipts, and the monthly subscription", async () => {
    const member = await subscribe({ kind: "monthly" });
    const overview = await member.client.trpc.billing.overview.query();
    expect(overview.access).toMatchObject([
      { productType: "promocoes", expiresAt: periodEnd(member.subscriptionId).toISOString() },
    ]);
    expect(overview.payments).toMatchObject([
      { productType: "promocoes", plan: "monthly", amountCents: 1_990, method: "card", status: "paid" },
    ]);
    expect(overview.payments[0]?.receiptUrl).toContain("/invoices/in_");
    expect(overview.subscription).toMatchObject({ plan: "monthly", cancelAtPeriodEnd: false });
    // The test-keys bed has a Stripe account, so the customer portal is offered.
    expect(overview.portalAvailable).toBe(true);
    expect((await member.client.trpc.billing.portal.mutate()).url).toContain("/portal/cus_");
  });

  it("the admin list searches by buyer and product and totals this month's paid charges", async () => {
    const before = await admin.client.trpc.billing.admin.list.query({});
    const member = await subscribe({ kind: "installments" });
    const after = await admin.client.trpc.billing.admin.list.query({});
    expect(after.thisMonth.paidCents).toBe(before.thisMonth.paidCents + 5_800);
    expect(after.thisMonth.paidCount).toBe(before.thisMonth.paidCount + 1);
    const email = (await member.client.trpc.auth.me.query())?.email ?? "";
    expect((await admin.client.trpc.billing.admin.list.query({ search: email })).payments).toMatchObject([
      { email, courseTitle: "Milhas do zero ao avançado" },
    ]);
    const byCourse = await admin.client.trpc.billing.admin.list.query({ search: "zero ao avançado" });
    expect(byCourse.payments.every((row) => row.productType === `course-${courseId}`)).toBe(true);
    await expectTRPCError(member.client.trpc.billing.admin.list.query({}), { code: "FORBIDDEN" });
  });
});
