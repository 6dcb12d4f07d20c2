import { describe, expect, it } from "vitest";
import { redemptionTotals, redemptionValue, redemptionVerdict } from "./redemption-value";

describe("what a redemption bought", () => {
  it("gives R$ per thousand obtained as (cash − taxes) ÷ miles × 1000 and the economia after the miles' cost", () => {
    // A R$ 1.500,00 ticket for 50.000 miles and R$ 120,00 of taxes, the miles bought at R$ 17,50 per thousand.
    const value = redemptionValue({
      miles: 50_000,
      taxesCents: 12_000,
      cashPriceCents: 150_000,
      milesCostCents: 87_500,
    });
    expect(value).toEqual({
      obtainedPerThousandCents: 2_760,
      costPerThousandCents: 1_750,
      milesCostCents: 87_500,
      economiaCents: 50_500,
    });
  });

  it("rounds half-up to the centavo", () => {
    // (R$ 10,00) ÷ 3.000 × 1000 = 333,33… centavos; 5 ÷ 2 × 1000… both sides of the half.
    expect(redemptionValue({ miles: 3_000, taxesCents: 0, cashPriceCents: 1_000, milesCostCents: 0 })).toMatchObject({
      obtainedPerThousandCents: 333,
    });
    expect(redemptionValue({ miles: 2_000, taxesCents: 0, cashPriceCents: 1, milesCostCents: 1 })).toMatchObject({
      obtainedPerThousandCents: 1,
      costPerThousandCents: 1,
    });
  });

  it("has no R$ per thousand nor economia without the cash price", () => {
    expect(redemptionValue({ miles: 10_000, taxesCents: 5_000, cashPriceCents: null, milesCostCents: 20_000 })).toEqual(
      {
        obtainedPerThousandCents: null,
        costPerThousandCents: 2_000,
        milesCostCents: 20_000,
        economiaCents: null,
      },
    );
  });

  it("goes negative when the taxes or the miles' cost pass the cash price", () => {
    const value = redemptionValue({ miles: 10_000, taxesCents: 30_000, cashPriceCents: 20_000, milesCostCents: 5_000 });
    expect(value.obtainedPerThousandCents).toBe(-1_000);
    expect(value.economiaCents).toBe(-15_000);
  });

  it("refuses a redemption of no miles", () => {
    expect(() => redemptionValue({ miles: 0, taxesCents: 0, cashPriceCents: 0, milesCostCents: 0 })).toThrow(
      RangeError,
    );
  });
});

describe("the verdict", () => {
  const value = (obtained: number | null, cost: number) => ({
    obtainedPerThousandCents: obtained,
    costPerThousandCents: cost,
    milesCostCents: 0,
    economiaCents: null,
  });

  it("is good only when it beats both the member's cost and the top of the market band", () => {
    expect(redemptionVerdict(value(2_500, 1_750), 2_400)).toBe("boa");
    expect(redemptionVerdict(value(2_400, 1_750), 2_400)).toBe("abaixo_do_mercado");
    expect(redemptionVerdict(value(1_750, 1_750), 2_400)).toBe("abaixo_do_custo");
  });

  it("judges by the member's cost alone when the program has no band, and asks for the price without one", () => {
    expect(redemptionVerdict(value(1_000, 900), null)).toBe("boa");
    expect(redemptionVerdict(value(null, 900), 2_400)).toBe("sem_preco");
  });
});

describe("the Emissões totals", () => {
  it("sums miles and taxes of all, money of the priced ones, and weighs the average by the priced miles", () => {
    const totals = redemptionTotals([
      { miles: 50_000, taxesCents: 12_000, cashPriceCents: 150_000, milesCostCents: 87_500 },
      { miles: 10_000, taxesCents: 3_000, cashPriceCents: 33_000, milesCostCents: 20_000 },
      { miles: 20_000, taxesCents: 5_000, cashPriceCents: null, milesCostCents: 30_000 },
    ]);
    expect(totals).toEqual({
      count: 3,
      miles: 80_000,
      taxesCents: 20_000,
      obtainedCents: 168_000,
      economiaCents: 60_500,
      averageObtainedPerThousandCents: 2_800,
    });
  });

  it("has no average when nothing is priced", () => {
    expect(redemptionTotals([]).averageObtainedPerThousandCents).toBeNull();
  });
});
