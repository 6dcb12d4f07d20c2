import { describe, expect, it } from "vitest";
import { dueThreshold, normalizeThresholds } from "./alert-thresholds";

describe("dueThreshold", () => {
  const all = [90, 30, 7, 1];

  it("is the tightest threshold already reached", () => {
    expect(dueThreshold(120, all)).toBeNull();
    expect(dueThreshold(90, all)).toBe(90);
    expect(dueThreshold(31, all)).toBe(90);
    expect(dueThreshold(30, all)).toBe(30);
    expect(dueThreshold(6, all)).toBe(7);
    expect(dueThreshold(1, all)).toBe(1);
  });

  it("sends nothing once expired", () => {
    expect(dueThreshold(0, all)).toBeNull();
    expect(dueThreshold(-3, all)).toBeNull();
  });

  it("only considers the member's chosen thresholds", () => {
    expect(dueThreshold(20, [90, 7])).toBe(90);
    expect(dueThreshold(5, [])).toBeNull();
  });
});

it("normalizeThresholds keeps known thresholds in display order", () => {
  expect(normalizeThresholds([1, 30, 45, 90])).toEqual([90, 30, 1]);
});
