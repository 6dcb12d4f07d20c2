import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createHeldBackBedWithCourse,
  paymentAuditOf,
  paymentsOf,
  pressCheckoutButton,
  sessionIdOf,
  type PaymentsBed,
} from "../../testing/payments";

/**
 * checkout.verify and Stripe's webhooks arriving at the same instant (the browser lands on
 * /payment-success while Stripe calls us): exactly one payment row and one grant, every time.
 */
const ROUNDS = 12;
let bed: PaymentsBed;
let courseId: string;

beforeAll(async () => {
  ({ bed, courseId } = await createHeldBackBedWithCourse());
});

afterAll(async () => {
  await bed?.close();
});

async function race(
  input: Parameters<Awaited<ReturnType<PaymentsBed["member"]>>["client"]["trpc"]["checkout"]["create"]["mutate"]>[0],
) {
  const member = await bed.member();
  const { url } = await member.client.trpc.checkout.create.mutate(input);
  const sessionId = sessionIdOf(url);
  const before = bed.fake.state.events.length;
  await pressCheckoutButton(url, "card");
  const events = bed.fake.state.events.slice(before);
  // Everything at once: verify twice (two tabs), and each event twice (Stripe retries).
  const verifies = [0, 1].map(() => member.client.trpc.checkout.verify.mutate({ sessionId }));
  const deliveries = [...events, ...events].map((event) => bed.deliver(event));
  const [answers, responses] = await Promise.all([Promise.all(verifies), Promise.all(deliveries)]);
  expect(answers.every((answer) => answer.success)).toBe(true);
  expect(responses.map((response) => response.statusCode).every((status) => status === 200)).toBe(true);
  expect(await paymentsOf(bed, member.id)).toHaveLength(1);
  expect((await paymentAuditOf(bed, member.id)).filter((row) => row.action === "grant" && row.paymentId)).toHaveLength(
    1,
  );
}

describe("verify and webhook at the same instant", () => {
  it(`a course paid in full: one payment, one grant (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      await race({ productType: "course", productId: courseId, productName: "Curso", paymentType: "full" });
    }
  });

  it(`a monthly subscription (session, invoice and subscription events): one payment, one grant (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      await race({
        productType: "promocoes",
        productId: "promocoes-premium",
        productName: "Promoções",
        subscriptionType: "monthly",
      });
    }
  });
});
