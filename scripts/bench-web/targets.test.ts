import { describe, expect, it } from "vitest";
import { missedTargets, PAGE_TARGETS, toPercent } from "./targets";

const home = PAGE_TARGETS.find((target) => target.path === "/")!;
const dashboard = PAGE_TARGETS.find((target) => target.path === "/dashboard")!;

describe("bench:web targets", () => {
  it("passes a public page at 95 / SEO 100 / a11y 100 and names each miss", () => {
    expect(missedTargets(home, { performance: 95, seo: 100, accessibility: 100, lcpMs: 1800 })).toEqual([]);
    expect(missedTargets(home, { performance: 94, seo: 91, accessibility: 100, lcpMs: 2500 })).toEqual([
      "performance 94 < 95",
      "SEO 91 < 100",
    ]);
  });

  it("holds logged-in pages to 90 and does not grade their SEO (they are not indexed)", () => {
    expect(missedTargets(dashboard, { performance: 90, seo: 60, accessibility: 100, lcpMs: 2500 })).toEqual([]);
    expect(missedTargets(dashboard, { performance: 89, seo: 60, accessibility: 98, lcpMs: 2500 })).toEqual([
      "performance 89 < 90",
      "acessibilidade 98 < 100",
    ]);
  });

  it("reads Lighthouse's 0..1 scores as percent, a missing one as 0", () => {
    expect(toPercent(0.955)).toBe(96);
    expect(toPercent(null)).toBe(0);
  });
});
