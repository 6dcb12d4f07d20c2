import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createHeldBackBedWithCourse,
  paymentAuditOf,
  paymentsOf,
  pressCheckoutButton,
  sessionIdOf,
  TEST_WEBHOOK_SECRET,
  type PaymentsBed,
} from "../testing/payments";
import { STRIPE_WEBHOOK_PATH } from "../http/stripe-webhook";

/**
 * The webhook route: only Stripe's signature (the SDK's own test-header helper signs here) within
 * its tolerance gets an event in; a replay changes nothing; unknown events are acknowledged.
 */
let bed: PaymentsBed;
let courseId: string;

beforeAll(async () => {
  ({ bed, courseId } = await createHeldBackBedWithCourse());
});

afterAll(async () => {
  await bed?.close();
});

/** A member who paid a course by card; Stripe's events are held back for the test to send. */
async function paidCourse() {
  const member = await bed.member();
  const { url } = await member.client.trpc.checkout.create.mutate({
    productType: "course",
    productId: courseId,
    productName: "Curso",
    paymentType: "full",
  });
  await pressCheckoutButton(url, "card");
  const sessionId = sessionIdOf(url);
  const event = bed.fake.state
    .eventsOfType("checkout.session.completed")
    .find((candidate) => candidate.data.object.id === sessionId);
  if (!event) throw new Error("no checkout.session.completed event");
  return { member, event, payload: JSON.stringify(event) };
}

describe("POST /api/stripe/webhook", () => {
  it("fulfils a correctly signed event, with no Origin header at all", async () => {
    const { member, payload } = await paidCourse();
    expect(await bed.post(payload)).toMatchObject({
      statusCode: 200,
      body: JSON.stringify({ received: true, handled: true }),
    });
    expect(await paymentsOf(bed, member.id)).toMatchObject([{ status: "paid" }]);
  });

  it("refuses a signature made with another secret, and a missing one", async () => {
    const { member, payload } = await paidCourse();
    expect((await bed.post(payload, { secret: `${TEST_WEBHOOK_SECRET}x` })).statusCode).toBe(400);
    const unsigned = await bed.testApp.app.inject({
      method: "POST",
      url: STRIPE_WEBHOOK_PATH,
      headers: { "content-type": "application/json" },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await paymentsOf(bed, member.id)).toEqual([]);
  });

  it("refuses a body changed after signing", async () => {
    const { member, payload } = await paidCourse();
    const header = bed.fake.state.sign(payload);
    const tampered = payload.replace('"paid"', '"unpaid"');
    const response = await bed.testApp.app.inject({
      method: "POST",
      url: STRIPE_WEBHOOK_PATH,
      headers: { "content-type": "application/json", "stripe-signature": header },
      payload: tampered,
    });
    expect(response.statusCode).toBe(400);
    expect(await paymentsOf(bed, member.id)).toEqual([]);
  });

  it("refuses a stale timestamp (older than Stripe's 5-minute tolerance)", async () => {
    const { member, payload } = await paidCourse();
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    expect((await bed.post(payload, { timestamp: tenMinutesAgo })).statusCode).toBe(400);
    expect(await paymentsOf(bed, member.id)).toEqual([]);
  });

  it("refuses a timestamp further ahead than the same tolerance, and takes a small clock skew", async () => {
    const { member, payload } = await paidCourse();
    const now = Math.floor(Date.now() / 1000);
    // stripe-node checks only the age: a signature dated a year ahead passed (docs/security.md).
    for (const ahead of [600, 365 * 24 * 3600]) {
      expect((await bed.post(payload, { timestamp: now + ahead })).statusCode).toBe(400);
    }
    expect(await paymentsOf(bed, member.id)).toEqual([]);
    expect((await bed.post(payload, { timestamp: now + 60 })).statusCode).toBe(200);
    expect(await paymentsOf(bed, member.id)).toHaveLength(1);
  });

  it("a replayed event is acknowledged and changes nothing more", async () => {
    const { member, payload } = await paidCourse();
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await bed.post(payload)).statusCode).toBe(200);
    expect(await paymentsOf(bed, member.id)).toHaveLength(1);
    expect((await paymentAuditOf(bed, member.id)).filter((row) => row.action === "grant")).toHaveLength(1);
  });

  it("an event type Milheiro does not use gets 200 and is ignored", async () => {
    const { member, event } = await paidCourse();
    const unknown = JSON.stringify({ ...event, id: "evt_desconhecido", type: "customer.tax_id.created" });
    expect(await bed.post(unknown)).toMatchObject({
      statusCode: 200,
      body: JSON.stringify({ received: true, handled: false }),
    });
    expect(await paymentsOf(bed, member.id)).toEqual([]);
  });
});
