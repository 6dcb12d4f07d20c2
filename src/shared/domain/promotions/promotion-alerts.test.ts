import { describe, expect, it } from "vitest";
import {
  describePromotionAlert,
  matchesPromotionAlert,
  percentOf,
  programPair,
  routeOrigin,
  type MatchablePromotion,
  type PromotionAlertFilter,
} from "./promotion-alerts";

const noCriteria: PromotionAlertFilter = {
  category: null,
  program: null,
  fromProgram: null,
  minPercent: null,
  originAirport: null,
};

const liveloToSmiles: MatchablePromotion = {
  category: "transferencia",
  program: "Smiles",
  fromProgram: "Livelo",
  discount: "80% de bônus (100% para o Clube Smiles)",
  routes: [],
};

const lisbon: MatchablePromotion = {
  category: "passagens",
  program: "Smiles",
  fromProgram: null,
  discount: "35 mil milhas",
  routes: ["GRU-LIS", "gig → opo"],
};

describe("percentOf", () => {
  it.each([
    ["100% de bônus", 100],
    ["50% OFF", 50],
    ["Até 120 % de bônus", 120],
    ["80% de bônus (100% para o Clube)", 100],
    ["12,5% de desconto", 12.5],
    ["35 mil milhas", null],
    ["", null],
  ])("reads %j as %j", (text, expected) => {
    expect(percentOf(text)).toBe(expected);
  });
});

describe("routeOrigin", () => {
  it.each([
    ["GRU-LIS", "GRU"],
    ["gru → lis", "GRU"],
    [" CNF/MIA", "CNF"],
    ["São Paulo - Lisboa", null],
    ["GRUA-LIS", null],
  ])("reads %j as %j", (route, expected) => {
    expect(routeOrigin(route)).toBe(expected);
  });
});

describe("matchesPromotionAlert", () => {
  it("matches every promotion when the filter asks nothing", () => {
    expect(matchesPromotionAlert(noCriteria, liveloToSmiles)).toBe(true);
    expect(matchesPromotionAlert(noCriteria, lisbon)).toBe(true);
  });

  it("'Livelo → Smiles com bônus de 80 % ou mais' matches the transfer at its best tier, whatever the case", () => {
    const filter = {
      ...noCriteria,
      category: "transferencia",
      program: "smiles",
      fromProgram: " LIVELO ",
      minPercent: 80,
    } as const;
    expect(matchesPromotionAlert(filter, liveloToSmiles)).toBe(true);
    expect(matchesPromotionAlert({ ...filter, minPercent: 100 }, liveloToSmiles)).toBe(true);
    expect(matchesPromotionAlert({ ...filter, minPercent: 101 }, liveloToSmiles)).toBe(false);
  });

  it("refuses another category, program or origin program", () => {
    expect(matchesPromotionAlert({ ...noCriteria, category: "passagens" }, liveloToSmiles)).toBe(false);
    expect(matchesPromotionAlert({ ...noCriteria, program: "TudoAzul" }, liveloToSmiles)).toBe(false);
    expect(matchesPromotionAlert({ ...noCriteria, fromProgram: "Esfera" }, liveloToSmiles)).toBe(false);
    // A promotion that names no origin program does not match a filter that asks for one.
    expect(
      matchesPromotionAlert({ ...noCriteria, fromProgram: "Livelo" }, { ...liveloToSmiles, fromProgram: null }),
    ).toBe(false);
  });

  it("a minimum percentage never matches a promotion without one", () => {
    expect(matchesPromotionAlert({ ...noCriteria, minPercent: 1 }, lisbon)).toBe(false);
  });

  it("an origin airport matches a route leaving from it, not one arriving there", () => {
    expect(matchesPromotionAlert({ ...noCriteria, originAirport: "GRU" }, lisbon)).toBe(true);
    expect(matchesPromotionAlert({ ...noCriteria, originAirport: "gig" }, lisbon)).toBe(true);
    expect(matchesPromotionAlert({ ...noCriteria, originAirport: "LIS" }, lisbon)).toBe(false);
    expect(matchesPromotionAlert({ ...noCriteria, originAirport: "GRU" }, liveloToSmiles)).toBe(false);
  });
});

describe("describePromotionAlert", () => {
  it("says the filter in words", () => {
    expect(
      describePromotionAlert({
        ...noCriteria,
        category: "transferencia",
        program: "Smiles",
        fromProgram: "Livelo",
        minPercent: 80,
      }),
    ).toBe("Transferência Livelo → Smiles com bônus ou desconto de 80 % ou mais");
    expect(describePromotionAlert({ ...noCriteria, category: "passagens", originAirport: "gru" })).toBe(
      "Passagens saindo de GRU",
    );
    expect(describePromotionAlert({ ...noCriteria, fromProgram: "Livelo" })).toBe("Promoções de Livelo");
    expect(describePromotionAlert(noCriteria)).toBe("Todas as promoções");
  });

  it("writes a transfer's pair with an arrow", () => {
    expect(programPair("Smiles", "Livelo")).toBe("Livelo → Smiles");
    expect(programPair("Smiles", null)).toBe("Smiles");
  });
});
