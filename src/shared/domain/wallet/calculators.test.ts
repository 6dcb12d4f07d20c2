import { describe, expect, it } from "vitest";
import { costCalculatorVerdict, costVerdict, redemptionValue, transferBonus } from "./calculators";
import { transferMiles } from "./transfer";
import type { MarketReference } from "./market-reference";

// The seeded bands (drizzle/0012_program_catalogue.sql, docs/decisions/034): airline miles R$ 18–24,
// bank points R$ 35–42 per thousand.
const SMILES: MarketReference = {
  programName: "Smiles",
  lowCents: 1_800,
  highCents: 2_400,
  source: "blog.plutoofinance.com/post/vale-a-pena-comprar-milhas-guia-2025",
  checkedOn: "2026-11-01",
};
const LIVELO: MarketReference = {
  programName: "Livelo",
  lowCents: 3_500,
  highCents: 4_200,
  source: "pontospravoar.com/evolucao-programas-milhas-pontos-brasil-compras-pontos",
  checkedOn: "2026-11-01",
};

describe("costVerdict: each program against its own band", () => {
  it("calls Livelo bought at R$ 35,00 a good buy, where airline miles at that price are above the market", () => {
    expect(costVerdict(3_500, LIVELO)).toEqual({
      costPerThousandCents: 3_500,
      reference: LIVELO,
      verdict: "good",
      label: "Boa compra",
      message: "Boa compra: R$ 35,00 o milheiro, no piso da faixa de mercado (R$ 35,00 a R$ 42,00).",
    });
    expect(costVerdict(3_500, SMILES)).toMatchObject({
      verdict: "above-market",
      message:
        "Acima do mercado: R$ 35,00 o milheiro, R$ 11,00 acima do teto da faixa de mercado (R$ 18,00 a R$ 24,00).",
    });
  });

  it.each([
    [1_750, SMILES, "good", "R$ 0,50 abaixo do piso"],
    [1_800, SMILES, "good", "no piso"],
    [1_801, SMILES, "fair", "dentro da faixa"],
    [2_400, SMILES, "fair", "dentro da faixa"],
    [2_401, SMILES, "above-market", "R$ 0,01 acima do teto"],
    [3_400, LIVELO, "good", "R$ 1,00 abaixo do piso"],
    [4_200, LIVELO, "fair", "dentro da faixa"],
    [4_500, LIVELO, "above-market", "R$ 3,00 acima do teto"],
  ] as const)("judges R$ %i centavos against %o as %s", (cost, reference, verdict, words) => {
    const judged = costVerdict(cost, reference);
    expect(judged.verdict).toBe(verdict);
    expect(judged.message).toContain(words);
  });

  it("labels the middle of the band 'Dentro do mercado'", () => {
    expect(costVerdict(2_000, SMILES).label).toBe("Dentro do mercado");
  });

  it("refuses a band upside down", () => {
    expect(() => costVerdict(100, { ...SMILES, lowCents: 2_500 })).toThrow(RangeError);
  });
});

describe("costCalculatorVerdict", () => {
  it("computes the custo do milheiro and judges it against the program's band", () => {
    const judged = costCalculatorVerdict({ amountPaidCents: 70_000, miles: 20_000, reference: LIVELO });
    expect(judged.costPerThousandCents).toBe(3_500);
    expect(judged.verdict?.verdict).toBe("good");
    expect(judged.verdict?.reference.programName).toBe("Livelo");
  });

  it("gives no verdict for a program without a reference", () => {
    expect(costCalculatorVerdict({ amountPaidCents: 35_000, miles: 10_000, reference: null })).toEqual({
      costPerThousandCents: 3_500,
      verdict: null,
    });
  });

  it("treats free miles as a good buy", () => {
    expect(costCalculatorVerdict({ amountPaidCents: 0, miles: 1_000, reference: SMILES }).verdict?.verdict).toBe(
      "good",
    );
  });

  it("refuses zero miles", () => {
    expect(() => costCalculatorVerdict({ amountPaidCents: 100, miles: 0, reference: null })).toThrow(RangeError);
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
  const oneToOne = { ratioFrom: 1, ratioTo: 1 };

  it("adds the bonus and spreads the cost over every mile received", () => {
    // 10.000 points at R$ 35,00 per thousand with an 80% bonus: 18.000 miles at R$ 19,44.
    const result = transferBonus({
      pointsTransferred: 10_000,
      ...oneToOne,
      bonusPercent: 80,
      sourceCostPerThousandCents: 3_500,
    });
    expect(result).toMatchObject({
      baseMiles: 10_000,
      bonusMiles: 8_000,
      milesReceived: 18_000,
      totalCostCents: 35_000,
      effectiveCostPerThousandCents: 1_944,
    });
    expect(result?.verdict).toBeNull();
  });

  it("credits whole bonus miles, rounding down", () => {
    expect(
      transferBonus({ pointsTransferred: 999, ...oneToOne, bonusPercent: 50, sourceCostPerThousandCents: 1_000 })
        ?.bonusMiles,
    ).toBe(499);
  });

  it("applies the ratio first and the bonus on the miles it gives, as the wallet's transfer does", () => {
    // 2:1 (Accor → LATAM): 10.001 points are 5.000 miles, 80% more is 4.000; R$ 35,00 per thousand
    // points is R$ 350,04 for the 9.000 miles, R$ 38,89 each thousand.
    const terms = { pointsTransferred: 10_001, ratioFrom: 2, ratioTo: 1, bonusPercent: 80 };
    const result = transferBonus({ ...terms, sourceCostPerThousandCents: 3_500 });
    expect(result).toMatchObject({ baseMiles: 5_000, bonusMiles: 4_000, milesReceived: 9_000, totalCostCents: 35_004 });
    expect(result?.effectiveCostPerThousandCents).toBe(3_889);
    const wallet = transferMiles({
      pointsSent: 10_001,
      ratioFrom: 2,
      ratioTo: 1,
      bonusBasisPoints: 8_000,
      bonusCapMiles: null,
    });
    expect({ baseMiles: result?.baseMiles, bonusMiles: result?.bonusMiles }).toEqual(wallet);
  });

  it("is null when the ratio credits nothing", () => {
    expect(
      transferBonus({ pointsTransferred: 1, ratioFrom: 2, ratioTo: 1, bonusPercent: 0, sourceCostPerThousandCents: 1 }),
    ).toBeNull();
  });

  it("keeps the source cost without a bonus", () => {
    const result = transferBonus({
      pointsTransferred: 5_000,
      ...oneToOne,
      bonusPercent: 0,
      sourceCostPerThousandCents: 2_500,
      destinationReference: SMILES,
    });
    expect(result).toMatchObject({ milesReceived: 5_000, effectiveCostPerThousandCents: 2_500 });
    expect(result?.verdict?.verdict).toBe("above-market");
  });

  it("judges against the destination program's reference", () => {
    const result = transferBonus({
      pointsTransferred: 1_000,
      ...oneToOne,
      bonusPercent: 100,
      sourceCostPerThousandCents: 4_000,
      destinationReference: SMILES,
    });
    expect(result?.effectiveCostPerThousandCents).toBe(2_000);
    expect(result?.verdict).toMatchObject({ verdict: "fair", reference: SMILES });
  });

  it("refuses nonsense inputs", () => {
    const valid = { pointsTransferred: 10, ...oneToOne, bonusPercent: 10, sourceCostPerThousandCents: 1 };
    expect(() => transferBonus({ ...valid, pointsTransferred: 0 })).toThrow(RangeError);
    expect(() => transferBonus({ ...valid, bonusPercent: -1 })).toThrow(RangeError);
    expect(() => transferBonus({ ...valid, ratioFrom: 0 })).toThrow(RangeError);
  });
});
