import { describe, expect, it } from "vitest";
import { scrapedPriceText, scrapedTimeText } from "./scraped-flight-text";

describe("scraped flight texts (product §8)", () => {
  it("formats a price or says it was not found", () => {
    expect(scrapedPriceText(108_990)).toBe("R$ 1.089,90");
    expect(scrapedPriceText(null)).toBe("Preço não encontrado");
  });

  it("shows departure and arrival, or says the time was not found", () => {
    expect(scrapedTimeText("06:10", "07:05")).toBe("06:10 → 07:05");
    expect(scrapedTimeText("06:10", null)).toBe("06:10");
    expect(scrapedTimeText(null, null)).toBe("Horário não encontrado");
  });
});
