import { describe, expect, it } from "vitest";
import { courseInstallments } from "../courses/course-pricing";
import { installmentMonthlyRate, installmentText } from "./installments";

describe("instalment prices state their total and rate", () => {
  it("a R$ 197,00 course: 10x de R$ 22,99 (total R$ 229,90, 2,91% a.m.)", () => {
    const plan = courseInstallments(19_700);
    expect(plan).toEqual({ count: 10, installmentCents: 2_299 });
    expect(installmentText({ cashCents: 19_700, count: 10, installmentCents: 2_299 })).toBe(
      "10x de R$ 22,99 (total R$ 229,90, 2,91% a.m.)",
    );
  });

  it("the spec's R$ 497,00 in 10x R$ 58,00 keeps its figures and states its total", () => {
    expect(courseInstallments(49_700)).toEqual({ count: 10, installmentCents: 5_800 });
    expect(installmentText({ cashCents: 49_700, count: 10, installmentCents: 5_800 })).toBe(
      "10x de R$ 58,00 (total R$ 580,00, 2,91% a.m.)",
    );
  });

  it("says 'sem juros' when the instalments add up to the cash price", () => {
    expect(installmentText({ cashCents: 16_990, count: 10, installmentCents: 1_699 })).toBe(
      "10x de R$ 16,99 sem juros",
    );
    expect(installmentMonthlyRate({ cashCents: 16_990, count: 10, installmentCents: 1_699 })).toBe(0);
  });

  it("solves the Price formula: the rate found gives back the cash price", () => {
    const terms = { cashCents: 100_000, count: 12, installmentCents: 10_000 };
    const rate = installmentMonthlyRate(terms);
    const presentValue = (terms.installmentCents * (1 - (1 + rate) ** -terms.count)) / rate;
    expect(presentValue).toBeCloseTo(terms.cashCents, 4);
    expect(rate).toBeCloseTo(0.02923, 4);
  });
});
