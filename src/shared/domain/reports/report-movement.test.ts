import { describe, expect, it } from "vitest";
import { transferSideLabel } from "./report-movement";

describe("a transfer's side in the report", () => {
  it("names the destination on the side that left and the source on the sides that arrived", () => {
    expect(transferSideLabel({ miles: -10_000, counterpartName: "Smiles" })).toBe("Para Smiles");
    expect(transferSideLabel({ miles: 10_000, counterpartName: "Livelo" })).toBe("De Livelo");
    expect(transferSideLabel({ miles: 8_000, counterpartName: "Livelo" })).toBe("De Livelo");
  });

  it("says nothing for a movement that is no transfer", () => {
    expect(transferSideLabel({ miles: -3_000, counterpartName: null })).toBeNull();
  });
});
