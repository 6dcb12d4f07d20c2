import { describe, expect, it } from "vitest";
import { asksOriginProgram, withoutOriginUnlessTransfer } from "./promotion-categories";

describe("the origin program of a promotion", () => {
  it("is asked of transfers alone", () => {
    expect(asksOriginProgram("transferencia")).toBe(true);
    expect(asksOriginProgram("passagens")).toBe(false);
    expect(asksOriginProgram(null)).toBe(false);
    expect(asksOriginProgram(undefined)).toBe(false);
  });

  it("is kept for a transfer and dropped for any other category or none", () => {
    expect(withoutOriginUnlessTransfer({ category: "transferencia", fromProgram: "Livelo" }).fromProgram).toBe(
      "Livelo",
    );
    expect(withoutOriginUnlessTransfer({ category: "upgrade", fromProgram: "Livelo" }).fromProgram).toBe("");
    expect(withoutOriginUnlessTransfer({ category: null, fromProgram: "Livelo" }).fromProgram).toBe("");
  });
});
