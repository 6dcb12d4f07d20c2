import { describe, expect, it } from "vitest";
import { costCalculatorVerdict, costVerdict, redemptionValue, transferBonus } from "./calculators";

describe("costVerdict", () => {
  it("calls a purchase below the reference a good buy", () => {
    expect(costVerdict(1_750, 2_100)).toEqual({
      costPerThousandCents: 1_750,
      referenceCents: 2_100,
      verdict: "good",
      differenceCents: 350,
      differencePercent: 17,
      label: "Boa compra",
      message: "Boa compra: R$ 17,50 o milheiro, R$ 3,50 abaixo da referência de mercado (R$ 21,00).",
    });
  });

  it("calls exactly the reference a good buy too", () => {
    const verdict = costVerdict(2_100, 2_100);
    expect(verdict.verdict).toBe("good");
    expect(verdict.message).toBe("Boa compra: R$ 21,00 o milheiro, igual à referência de mercado (R$ 21,00).");
  });

  it("flags a purchase above the reference", () => {
    const verdict = costVerdict(2_500);
    expect(verdict).toMatchObject({
      verdict: "above-market",
      differenceCents: -400,
      differencePercent: 19,
      label: "Acima do mercado",
    });
    expect(verdict.message).toBe(
      "Acima do mercado: R$ 25,00 o milheiro, R$ 4,00 acima da referência de mercado (R$ 21,00).",
    );
  });

  it("uses R$ 21,00 when no reference is given", () => {
    expect(costVerdict(0).referenceCents).toBe(2_100);
  });
});

describe("costCalculatorVerdict", () => {
  it("computes the custo do milheiro and judges it against the program family", () => {
    const verdict = costCalculatorVerdict({ amountPaidCents: 35_000, miles: 20_000, programName: "Smiles" });
    expect(verdict.costPerThousandCents).toBe(1_750);
    expect(verdict.verdict).toBe("good");
  });

  it("treats free miles as a good buy", () => {
    expect(costCalculatorVerdict({ amountPaidCents: 0, miles: 1_000 }).verdict).toBe("good");
  });

  it("refuses zero miles", () => {
    expect(() => costCalculatorVerdict({ amountPaidCents: 100, miles: 0 })).toThrow(RangeError);
  });
});

describe("redemptionValue", () => {
  it("gives R$ per thousand miles obtained and compares with the user's average", () => {
    // Ticket R$ 1.200,00 in cash, or 40.000 miles + R$ 80,00 taxes: (1200 − 80) / 40 = R$ 28,00.
    expect(
      redemptionValue({ cashPriceCents: 120_000, milesUsed: 40_000, taxesCents: 8_000, averageCostCents: 1_750 }),
    ).toEqual({
      netValueCents: 112_000,
      valuePerThousandCents: 2_800,
      averageCostCents: 1_750,
      marginPerThousandCents: 1_050,
      gainCents: 42_000,
      verdict: "good",
      label: "Resgate vantajoso",
    });
  });

  it("says when the miles were worth less than they cost", () => {
    const result = redemptionValue({
      cashPriceCents: 50_000,
      milesUsed: 40_000,
      taxesCents: 10_000,
      averageCostCents: 1_750,
    });
    expect(result).toMatchObject({
      valuePerThousandCents: 1_000,
      verdict: "bad",
      marginPerThousandCents: -750,
      gainCents: -30_000,
    });
  });

  it("calls an exact match even", () => {
    expect(
      redemptionValue({ cashPriceCents: 17_500, milesUsed: 10_000, taxesCents: 0, averageCostCents: 1_750 }).verdict,
    ).toBe("even");
  });

  it("has no verdict without an average (no paid accumulations)", () => {
    const result = redemptionValue({
      cashPriceCents: 120_000,
      milesUsed: 40_000,
      taxesCents: 8_000,
      averageCostCents: null,
    });
    expect(result).toMatchObject({ verdict: "no-reference", marginPerThousandCents: null, gainCents: null });
    expect(result.label).toBe("Sem custo médio para comparar");
  });

  it("values a redemption whose taxes exceed the cash price at 0", () => {
    expect(
      redemptionValue({ cashPriceCents: 5_000, milesUsed: 10_000, taxesCents: 9_000, averageCostCents: 1_000 }),
    ).toMatchObject({
      netValueCents: 0,
      valuePerThousandCents: 0,
      verdict: "bad",
    });
  });

  it("rounds the value per thousand half-up", () => {
    expect(
      redemptionValue({ cashPriceCents: 10_000, milesUsed: 3_000, taxesCents: 0, averageCostCents: null })
        .valuePerThousandCents,
    ).toBe(3_333);
  });
});

describe("transferBonus", () => {
  it("adds the bonus and spreads the cost over every mile received", () => {
    // 10.000 points at R$ 35,00 per thousand with an 80% bonus: 18.000 miles at R$ 19,44.
    const result = transferBonus({ pointsTransferred: 10_000, bonusPercent: 80, sourceCostPerThousandCents: 3_500 });
    expect(result).toMatchObject({
      bonusMiles: 8_000,
      milesReceived: 18_000,
      totalCostCents: 35_000,
      effectiveCostPerThousandCents: 1_944,
    });
    expect(result.verdict.verdict).toBe("good");
  });

  it("credits whole bonus miles, rounding down", () => {
    expect(
      transferBonus({ pointsTransferred: 999, bonusPercent: 50, sourceCostPerThousandCents: 1_000 }).bonusMiles,
    ).toBe(499);
  });

  it("keeps the source cost without a bonus", () => {
    const result = transferBonus({ pointsTransferred: 5_000, bonusPercent: 0, sourceCostPerThousandCents: 2_500 });
    expect(result).toMatchObject({ milesReceived: 5_000, effectiveCostPerThousandCents: 2_500 });
    expect(result.verdict.verdict).toBe("above-market");
  });

  it("judges against the destination program's reference", () => {
    const result = transferBonus({
      pointsTransferred: 1_000,
      bonusPercent: 100,
      sourceCostPerThousandCents: 4_000,
      destinationProgramName: "Smiles",
    });
    expect(result.verdict.referenceCents).toBe(2_100);
    expect(result.effectiveCostPerThousandCents).toBe(2_000);
  });

  it("refuses nonsense inputs", () => {
    expect(() => transferBonus({ pointsTransferred: 0, bonusPercent: 10, sourceCostPerThousandCents: 1 })).toThrow(
      RangeError,
    );
    expect(() => transferBonus({ pointsTransferred: 10, bonusPercent: -1, sourceCostPerThousandCents: 1 })).toThrow(
      RangeError,
    );
  });
});
