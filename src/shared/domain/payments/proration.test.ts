import { describe, expect, it } from "vitest";
import { prorate } from "./proration";

const start = new Date("2026-11-01T12:00:00Z");
const end = new Date("2026-12-01T12:00:00Z");

describe("prorate (Stripe's arithmetic)", () => {
  it("half a period left: half of R$ 29,90 charged, half of R$ 19,90 credited", () => {
    const at = new Date("2026-11-16T12:00:00Z");
    expect(prorate({ fromCents: 1_990, toCents: 2_990, periodStart: start, periodEnd: end, at })).toEqual({
      creditCents: 995,
      chargeCents: 1_495,
      totalCents: 500,
    });
  });

  it("rounds each line to the centavo, by the second", () => {
    const at = new Date("2026-11-21T12:00:00Z"); // 10 of 30 days left
    expect(prorate({ fromCents: 1_990, toCents: 2_990, periodStart: start, periodEnd: end, at })).toEqual({
      creditCents: 663,
      chargeCents: 997,
      totalCents: 334,
    });
  });

  it("at the period's start the whole difference; at its end nothing", () => {
    expect(
      prorate({ fromCents: 1_990, toCents: 2_990, periodStart: start, periodEnd: end, at: start }).totalCents,
    ).toBe(1_000);
    expect(prorate({ fromCents: 1_990, toCents: 2_990, periodStart: start, periodEnd: end, at: end }).totalCents).toBe(
      0,
    );
  });
});
