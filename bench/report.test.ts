import { describe, expect, it } from "vitest";
import {
  dashboardSummaryExtra,
  firstDifference,
  median,
  pairedRatio,
  renderMarkdown,
  replaceSection,
  GROUPS,
  SECTION_END,
  SECTION_START,
  selectedGroups,
  summarise,
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

describe("summaries", () => {
  it("takes medians, the worst memory and every error", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(summarise([run(100, { peakRssMb: 90, errors: 1 }), run(300, { peakRssMb: 200 }), run(200)])).toEqual({
      requestsPerSecond: 200,
      p50Ms: 10,
      p99Ms: 40,
      peakRssMb: 200,
      errors: 1,
    });
  });

  it("compares each app run with the baseline run beside it", () => {
    expect(pairedRatio([run(50), run(90), run(60)], [run(100), run(100), run(200)])).toBe(0.5);
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

  it("asks the dashboard summary for 1,000 req/s with p99 under 100 ms", () => {
    expect(dashboardSummaryExtra([run(1200, { p99Ms: 80 })], "resumo").map((extra) => extra.ok)).toEqual([true, true]);
    expect(dashboardSummaryExtra([run(900, { p99Ms: 120 })], "resumo").map((extra) => extra.ok)).toEqual([
      false,
      false,
    ]);
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
    expect(markdown).toContain("| auth.me | 100 |");
    expect(markdown).toContain("| 0.10 |");
    expect(markdown).toContain("Metas não atingidas: auth.me (razão 0.10 (meta ≥ 0.6))");
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
