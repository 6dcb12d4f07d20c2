import { describe, expect, it } from "vitest";
import { budgetLine, initialScripts, type Manifest } from "./initial-chunks";

const manifest: Manifest = {
  "index.html": { file: "assets/index.js", isEntry: true, imports: ["_react.js", "_router.js"] },
  "src/client/takeover.ts": { file: "assets/takeover.js", isEntry: true },
  "_react.js": { file: "assets/react.js" },
  "_router.js": { file: "assets/router.js", imports: ["_react.js"] },
  "src/client/routes/index.tsx?tsr-split=component": { file: "assets/home.js", imports: ["_button.js", "_react.js"] },
  "src/client/routes/index.tsx?tsr-split=errorComponent": { file: "assets/home-error.js" },
  "_button.js": { file: "assets/button.js" },
  "src/client/routes/relatorios.tsx?tsr-split=component": { file: "assets/reports.js", imports: ["_charts.js"] },
  "_charts.js": { file: "assets/charts.js" },
};

describe("initialScripts", () => {
  it("is the entry, the page's component chunk and their static imports, once each", () => {
    expect(initialScripts(manifest, "src/client/routes/index.tsx", { drawn: false })).toEqual([
      "assets/button.js",
      "assets/home.js",
      "assets/index.js",
      "assets/react.js",
      "assets/router.js",
    ]);
  });

  it("does not count another page's chunks", () => {
    expect(initialScripts(manifest, "src/client/routes/index.tsx", { drawn: false })).not.toContain("assets/charts.js");
  });

  it("counts, for a page drawn at build, the takeover entry and the whole app it loads after the first paint", () => {
    expect(initialScripts(manifest, "src/client/routes/index.tsx", { drawn: true })).toEqual([
      "assets/button.js",
      "assets/home.js",
      "assets/index.js",
      "assets/react.js",
      "assets/router.js",
      "assets/takeover.js",
    ]);
    expect(initialScripts(manifest, "src/client/routes/index.tsx", { drawn: false })).not.toContain(
      "assets/takeover.js",
    );
  });

  it("fails loudly when the page is not in the build", () => {
    expect(() => initialScripts(manifest, "src/client/routes/nada.tsx", { drawn: false })).toThrow(/nada\.tsx/);
    const { "src/client/takeover.ts": _takeover, ...withoutTakeover } = manifest;
    expect(() => initialScripts(withoutTakeover, "src/client/routes/index.tsx", { drawn: true })).toThrow(
      /takeover\.ts/,
    );
  });
});

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
});
