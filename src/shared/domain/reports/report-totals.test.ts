import { describe, expect, it } from "vitest";
import { netOf } from "./report-totals";

describe("report totals (product §9)", () => {
  it("nets the period as in minus out", () => {
    expect(netOf({ totalIn: 12_500, totalOut: 4_000 })).toBe(8_500);
    expect(netOf({ totalIn: 0, totalOut: 300 })).toBe(-300);
  });
});
