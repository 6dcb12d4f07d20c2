import { describe, expect, it } from "vitest";
import {
  firstDifference,
  pairedRatio,
  renderMarkdown,
  replaceSection,
  GROUPS,
  SECTION_END,
  SECTION_START,
  selectedGroups,
  summarise,
  throughputExtras,
  verdicts,
  type RunResult,
  type ScenarioResult,
} from "./report";

const run = (requestsPerSecond: number, extra: Partial<RunResult> = {}): RunResult => ({
  requestsPerSecond,
  p50Ms: 10,
  p99Ms: 40,
  peakRssMb: 120,
  errors: 0,
  ...extra,
});

const read = (app: number, base: number, extra: Partial<RunResult> = {}): ScenarioResult => ({
  name: "auth.me",
  authenticatedRead: true,
  app: [run(app, extra)],
  baseline: [run(base)],
});

/** Five pairs whose ratios are 0.56, 0.66, 0.64, 0.70 and 0.50 (median 0.64). */
const fivePairs = (extra: Partial<RunResult> = {}): ScenarioResult => ({
  name: "auth.me",
  authenticatedRead: true,
  app: [560, 660, 640, 700, 500].map((rate) => run(rate, extra)),
  baseline: [1000, 1000, 1000, 1000, 1000].map((rate) => run(rate, { peakRssMb: 40 })),
});

describe("summaries", () => {
  it("takes medians, the worst memory and every error", () => {
    expect(summarise([run(100, { peakRssMb: 90, errors: 1 }), run(300, { peakRssMb: 200 }), run(200)])).toEqual({
      requestsPerSecond: 200,
      p50Ms: 10,
      p99Ms: 40,
      peakRssMb: 200,
      errors: 1,
    });
  });

  it("compares each app run with the baseline run of its pair", () => {
    expect(pairedRatio([run(50), run(90), run(60)], [run(100), run(100), run(200)])).toEqual({
      median: 0.5,
      min: 0.3,
      max: 0.9,
      pairs: 3,
    });
    expect(pairedRatio([run(50)], [])).toBeNull();
  });
});

describe("targets", () => {
  it("holds authenticated reads to 0.6× their baseline and RSS under 250 MB", () => {
    expect(verdicts([read(600, 1000)], []).every((verdict) => verdict.ok)).toBe(true);
    expect(verdicts([read(590, 1000)], []).filter((verdict) => !verdict.ok)).toHaveLength(1);
    expect(verdicts([read(900, 1000, { peakRssMb: 260 })], []).filter((verdict) => !verdict.ok)).toHaveLength(1);
    expect(verdicts([read(900, 1000, { errors: 2 })], []).filter((verdict) => !verdict.ok)).toHaveLength(1);
  });

  it("judges the ratio on the median pair, not on the worst or the best", () => {
    const [ratio] = verdicts([fivePairs()], []);
    expect(ratio).toEqual({
      scenario: "auth.me",
      ok: true,
      why: "razão mediana 0.64 (0.50–0.70 em 5 pares; meta ≥ 0.6)",
    });
    const slow: ScenarioResult = { ...fivePairs(), app: [560, 580, 590, 700, 650].map((rate) => run(rate)) };
    expect(verdicts([slow], [])[0]).toMatchObject({ ok: false });
  });

  it("holds the app's own RSS to its target, whatever the twin uses", () => {
    const lean = verdicts([fivePairs({ peakRssMb: 240 })], []);
    expect(lean.find((verdict) => verdict.why.startsWith("RSS"))).toMatchObject({
      ok: true,
      why: "RSS 240 MB (meta < 250)",
    });
    const heavy = verdicts([fivePairs({ peakRssMb: 251 })], []);
    expect(heavy.filter((verdict) => !verdict.ok).map((verdict) => verdict.why)).toEqual(["RSS 251 MB (meta < 250)"]);
  });

  it("holds a scenario with its own rate and p99 targets to them, on its median run", () => {
    const summary: ScenarioResult = {
      name: "resumo",
      authenticatedRead: false,
      throughput: { minRps: 1000, maxP99Ms: 100 },
      app: [run(1200, { p99Ms: 80 }), run(900, { p99Ms: 120 }), run(1100, { p99Ms: 90 })],
      baseline: [],
    };
    expect(throughputExtras(summary).map((extra) => [extra.name, extra.value, extra.ok])).toEqual([
      ["resumo: req/s", "1100", true],
      ["resumo: p99", "90 ms", true],
    ]);
    const slow = { ...summary, app: [run(900, { p99Ms: 120 })] };
    expect(
      verdicts([slow], [])
        .filter((verdict) => !verdict.ok)
        .map((verdict) => verdict.scenario),
    ).toEqual(["resumo: req/s", "resumo: p99"]);
    expect(throughputExtras(read(1, 1))).toEqual([]);
  });
});

describe("results file", () => {
  it("replaces only the server section and keeps the rest", () => {
    const web = "<!-- bench:web:start -->\nweb\n<!-- bench:web:end -->";
    const first = replaceSection(web, "one");
    expect(first).toBe(`${web}\n\n${SECTION_START}\none\n${SECTION_END}\n`);
    expect(replaceSection(first, "two")).toBe(`${web}\n\n${SECTION_START}\ntwo\n${SECTION_END}\n`);
    expect(replaceSection("", "one")).toBe(`${SECTION_START}\none\n${SECTION_END}\n`);
  });

  it("renders one row per scenario and names what missed its target", () => {
    const markdown = renderMarkdown({
      when: "agora",
      dataset: "pequeno",
      load: "1.0",
      scenarios: [read(100, 1000)],
      extras: [{ name: "início", value: "300 ms", target: "< 600 ms", ok: true }],
    });
    expect(markdown).not.toContain("base RSS");
    expect(markdown).toContain("| auth.me | 100 (100–100) |");
    expect(markdown).toContain("| 0.10 | 0.10–0.10 | 1 |");
    expect(markdown).toContain("Metas não atingidas: auth.me (razão mediana 0.10 (0.10–0.10 em 1 pares; meta ≥ 0.6))");
  });
});

describe("answers", () => {
  it("reports where two answers first differ", () => {
    expect(firstDifference('{"a":1}', '{"a":1}')).toBeNull();
    expect(firstDifference('{"a":1}', '{"a":2}')).toBe("byte 5: app «1}» × base «2}»");
  });
});

describe("--only", () => {
  it("runs every group without it, only the named ones with it", () => {
    expect([...selectedGroups(["--quick"])]).toEqual([...GROUPS]);
    expect([...selectedGroups(["--only", "writes"])]).toEqual(["writes"]);
    expect([...selectedGroups(["--quick", "--only", "csv,cold-starts"])]).toEqual(["csv", "cold-starts"]);
  });

  it("refuses a missing or unknown group instead of running nothing", () => {
    expect(() => selectedGroups(["--only"])).toThrow(/--only espera/);
    expect(() => selectedGroups(["--only", "escritas"])).toThrow(/escritas/);
  });
});
