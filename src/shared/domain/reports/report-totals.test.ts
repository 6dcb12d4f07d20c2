import { describe, expect, it } from "vitest";
import { netOf, REPORT_IN_TYPES, REPORT_OUT_TYPES, signedAmount } from "./report-totals";

describe("report totals (product §9)", () => {
  it("counts accumulation, bonus and transfer as in; usage and expiration as out", () => {
    expect([...REPORT_IN_TYPES].sort()).toEqual(["accumulation", "bonus", "transfer"]);
    expect([...REPORT_OUT_TYPES].sort()).toEqual(["expiration", "usage"]);
  });

  it("signs amounts by direction", () => {
    expect(signedAmount("accumulation", 1_000)).toBe(1_000);
    expect(signedAmount("bonus", 250)).toBe(250);
    expect(signedAmount("transfer", 7)).toBe(7);
    expect(signedAmount("usage", 4_000)).toBe(-4_000);
    expect(signedAmount("expiration", 1)).toBe(-1);
  });

  it("nets the period as in minus out", () => {
    expect(netOf({ totalIn: 12_500, totalOut: 4_000 })).toBe(8_500);
    expect(netOf({ totalIn: 0, totalOut: 300 })).toBe(-300);
  });
});
