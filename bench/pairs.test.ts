import { describe, expect, it } from "vitest";
import { median, pairOrder, ratioSpread } from "./pairs";

describe("pairOrder", () => {
  it("alternates who goes first, so each order runs as often over an even number of pairs", () => {
    const schedule = Array.from({ length: 6 }, (_, pair) => pairOrder(pair));
    expect(schedule).toEqual([
      ["app", "twin"],
      ["twin", "app"],
      ["app", "twin"],
      ["twin", "app"],
      ["app", "twin"],
      ["twin", "app"],
    ]);
    expect(schedule.filter(([first]) => first === "app")).toHaveLength(3);
  });
});

describe("median", () => {
  it("is the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([0.56, 0.66, 0.64, 0.7, 0.61])).toBe(0.64);
    expect(median([])).toBeNaN();
  });
});

describe("ratioSpread", () => {
  it("divides each app run by the twin run of its own pair and keeps the median, min and max", () => {
    expect(ratioSpread([50, 90, 60], [100, 100, 200])).toEqual({ median: 0.5, min: 0.3, max: 0.9, pairs: 3 });
  });

  it("counts only the pairs both sides finished, and has nothing to say without a twin", () => {
    expect(ratioSpread([50, 80], [100])).toEqual({ median: 0.5, min: 0.5, max: 0.5, pairs: 1 });
    expect(ratioSpread([50], [])).toBeNull();
  });
});
