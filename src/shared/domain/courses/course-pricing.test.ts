import { describe, expect, it } from "vitest";
import { COURSE_PRICE } from "./course-pricing";
import { courseInstallments } from "./course-pricing";

describe("courseInstallments", () => {
  it("gives the spec's 10x R$ 58,00 for R$ 497,00", () => {
    expect(courseInstallments(49_700)).toEqual({ count: 10, installmentCents: 5_800 });
    expect(courseInstallments(COURSE_PRICE.fullCents)?.installmentCents).toBe(COURSE_PRICE.installmentCents);
  });

  it("charges more in installments than in full, never less", () => {
    for (const price of [100, 9_990, 19_700, 99_900, 1_000_000]) {
      const plan = courseInstallments(price);
      expect(plan?.count).toBe(10);
      expect((plan?.installmentCents ?? 0) * 10).toBeGreaterThan(price);
    }
  });

  it("is an exact number of centavos", () => {
    expect(Number.isInteger(courseInstallments(12_345)?.installmentCents)).toBe(true);
  });

  it("has no installments for a free or invalid price", () => {
    expect(courseInstallments(0)).toBeNull();
    expect(courseInstallments(-100)).toBeNull();
    expect(courseInstallments(10.5)).toBeNull();
  });
});
