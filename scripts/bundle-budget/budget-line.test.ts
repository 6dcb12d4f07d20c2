import { describe, expect, it } from "vitest";
import { budgetLine, heaviest } from "./budget-line";
import { ownScriptFiles } from "./first-visit";

describe("budgetLine", () => {
  const sizes: Record<string, { brotli: number; gzip: number }> = {
    "a.js": { brotli: 60_000, gzip: 70_000 },
    "b.js": { brotli: 50_000, gzip: 60_000 },
  };

  it("adds up what brotli sends and compares it with the limit, inclusive", () => {
    expect(budgetLine("/", ["a.js", "b.js"], (file) => sizes[file]!, 110_000)).toEqual({
      page: "/",
      files: 2,
      brotliBytes: 110_000,
      gzipBytes: 130_000,
      withinBudget: true,
    });
    expect(budgetLine("/", ["a.js", "b.js"], (file) => sizes[file]!, 109_999).withinBudget).toBe(false);
  });

  it("holds a page to its heavier viewport", () => {
    const phone = { ...budgetLine("/", ["a.js", "b.js"], (file) => sizes[file]!, 100_000), viewport: "celular" };
    const desktop = { ...budgetLine("/", ["a.js"], (file) => sizes[file]!, 100_000), viewport: "desktop" };
    expect(heaviest([desktop, phone]).viewport).toBe("celular");
    expect(() => heaviest([])).toThrow();
  });
});

describe("ownScriptFiles", () => {
  it("keeps the site's own scripts, once each, whatever their query, and drops other origins", () => {
    const base = "http://127.0.0.1:4000";
    expect(
      ownScriptFiles(
        [
          `${base}/assets/entry.js`,
          `${base}/assets/framework.js`,
          `${base}/assets/entry.js`,
          `${base}/assets/lazy.js?v=1`,
          "https://www.youtube.com/iframe_api.js",
          `${base}/trpc/auth.me`,
        ],
        base,
      ),
    ).toEqual(["assets/entry.js", "assets/framework.js", "assets/lazy.js"]);
  });
});
