import { describe, expect, it } from "vitest";
import { formatBRL } from "../../format";
import { COURSE_PRICE, FREE_PLAN, FREE_PLAN_FEATURE_COUNT, PLAN_FEATURES, PRO_PLAN, PROMOTION_PLANS } from "./plans";

describe("promotion plans (product §9)", () => {
  const { monthly, annual } = PROMOTION_PLANS;

  it("shows the spec's prices", () => {
    expect(formatBRL(monthly.priceCents)).toBe("R$ 19,90");
    expect(formatBRL(annual.priceCents)).toBe("R$ 169,90");
    expect(`${annual.installments}x ${formatBRL(annual.installmentCents)}`).toBe("10x R$ 16,99");
    expect(formatBRL(annual.comparedWithMonthlyCents)).toBe("R$ 238,80");
    expect(formatBRL(annual.yearlySavingsCents)).toBe("R$ 68,90");
  });

  it("keeps the derived numbers consistent with each other", () => {
    expect(annual.comparedWithMonthlyCents).toBe(12 * monthly.priceCents);
    expect(annual.yearlySavingsCents).toBe(annual.comparedWithMonthlyCents - annual.priceCents);
    expect(Math.round((annual.yearlySavingsCents / annual.comparedWithMonthlyCents) * 100)).toBe(annual.savingsPercent);
    expect(annual.savingsPercent).toBe(29);
    // Installments never charge more than the full price.
    expect(annual.installments * annual.installmentCents).toBeLessThanOrEqual(annual.priceCents);
  });
});

describe("course price", () => {
  it("is R$ 497,00 or 10x R$ 58,00 for one year", () => {
    expect(formatBRL(COURSE_PRICE.fullCents)).toBe("R$ 497,00");
    expect(`${COURSE_PRICE.installments}x ${formatBRL(COURSE_PRICE.installmentCents)}`).toBe("10x R$ 58,00");
    expect(COURSE_PRICE.accessMonths).toBe(12);
  });
});

describe("landing plans", () => {
  it("prices PRO at R$ 29,90 / R$ 299,90 (17% off) with a 14-day trial; free is R$ 0", () => {
    expect(formatBRL(PRO_PLAN.monthlyCents)).toBe("R$ 29,90");
    expect(formatBRL(PRO_PLAN.yearlyCents)).toBe("R$ 299,90");
    // The spec's marketing figure (two months free is ~16.7%), not a computed one.
    expect(PRO_PLAN.yearlyDiscountPercent).toBe(17);
    expect(PRO_PLAN.trialDays).toBe(14);
    expect(FREE_PLAN.monthlyCents).toBe(0);
  });

  it("gives the free plan the first four of eight features", () => {
    expect(PLAN_FEATURES).toHaveLength(8);
    expect(FREE_PLAN_FEATURE_COUNT).toBe(4);
  });
});
