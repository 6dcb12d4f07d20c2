/**
 * The pure half of `npm run bench`: summarising runs, checking the targets of
 * docs/performance.md and writing the results section. No I/O here, so it is unit tested.
 */

export interface RunResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Peak resident memory of the server process during the run, in MB. */
  peakRssMb: number;
  errors: number;
}

export interface ScenarioResult {
  name: string;
  /** An authenticated read held to ≥ MIN_READ_RATIO of its baseline. */
  authenticatedRead: boolean;
  app: RunResult[];
  /** Empty when no bare twin exists for the scenario. */
  baseline: RunResult[];
}

export interface Extra {
  name: string;
  value: string;
  ok: boolean;
  target: string;
}

export const TARGETS = {
  minReadRatio: 0.6,
  summaryMinRps: 1000,
  summaryMaxP99Ms: 100,
  writesMinPerSecond: 500,
  transfersMinPerSecond: 300,
  lotConsumptionMaxMs: 20,
  maxRssMb: 250,
  coldStartPostgresMs: 600,
  coldStartEmbeddedMs: 4000,
} as const;

/**
 * What `npm run bench -- --only <group>[,<group>]` can run alone; every group without the flag.
 * `reports` is the reads' report scenarios alone, for work on the reports.
 */
export const GROUPS = ["reads", "writes", "ledger", "csv", "cold-starts", "reports"] as const;
export type Group = (typeof GROUPS)[number];

export function selectedGroups(argv: readonly string[]): Set<Group> {
  const at = argv.indexOf("--only");
  if (at === -1) return new Set(GROUPS);
  const asked = (argv[at + 1] ?? "").split(",").filter(Boolean);
  const unknown = asked.filter((name) => !(GROUPS as readonly string[]).includes(name));
  if (asked.length === 0 || unknown.length > 0) {
    throw new Error(`--only espera ${GROUPS.join(", ")} (separados por vírgula); recebeu «${argv[at + 1] ?? ""}»`);
  }
  return new Set(asked as Group[]);
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The typical run of a series: medians of each figure, the worst memory and every error. */
export function summarise(runs: readonly RunResult[]): RunResult {
  return {
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    p50Ms: median(runs.map((run) => run.p50Ms)),
    p99Ms: median(runs.map((run) => run.p99Ms)),
    peakRssMb: Math.max(...runs.map((run) => run.peakRssMb)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}

/** Median of the per-pair ratios: each pair ran back to back, so it shares the machine's mood. */
export function pairedRatio(app: readonly RunResult[], baseline: readonly RunResult[]): number | null {
  const pairs = Math.min(app.length, baseline.length);
  if (pairs === 0) return null;
  const ratios = Array.from(
    { length: pairs },
    (_, i) => (app[i]?.requestsPerSecond ?? 0) / (baseline[i]?.requestsPerSecond || 1),
  );
  return median(ratios);
}

export interface Verdict {
  scenario: string;
  ok: boolean;
  why: string;
}

export function verdicts(scenarios: readonly ScenarioResult[], extras: readonly Extra[]): Verdict[] {
  const out: Verdict[] = [];
  for (const scenario of scenarios) {
    const app = summarise(scenario.app);
    const ratio = pairedRatio(scenario.app, scenario.baseline);
    if (app.errors > 0) out.push({ scenario: scenario.name, ok: false, why: `${app.errors} respostas com erro` });
    if (scenario.authenticatedRead && ratio !== null) {
      out.push({
        scenario: scenario.name,
        ok: ratio >= TARGETS.minReadRatio,
        why: `razão ${ratio.toFixed(2)} (meta ≥ ${TARGETS.minReadRatio})`,
      });
    }
    out.push({
      scenario: scenario.name,
      ok: app.peakRssMb < TARGETS.maxRssMb,
      why: `RSS ${app.peakRssMb.toFixed(0)} MB (meta < ${TARGETS.maxRssMb})`,
    });
  }
  for (const extra of extras)
    out.push({ scenario: extra.name, ok: extra.ok, why: `${extra.value} (meta ${extra.target})` });
  return out;
}

export function dashboardSummaryExtra(runs: readonly RunResult[], label: string): Extra[] {
  const app = summarise(runs);
  return [
    {
      name: `${label}: req/s`,
      value: app.requestsPerSecond.toFixed(0),
      ok: app.requestsPerSecond >= TARGETS.summaryMinRps,
      target: `≥ ${TARGETS.summaryMinRps}`,
    },
    {
      name: `${label}: p99`,
      value: `${app.p99Ms.toFixed(0)} ms`,
      ok: app.p99Ms < TARGETS.summaryMaxP99Ms,
      target: `< ${TARGETS.summaryMaxP99Ms} ms`,
    },
  ];
}

const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : "—");

export function renderMarkdown(input: {
  when: string;
  dataset: string;
  load: string;
  scenarios: readonly ScenarioResult[];
  extras: readonly Extra[];
}): string {
  const lines = [
    "## Servidor (`npm run bench`)",
    "",
    `${input.when} · dados: ${input.dataset} · carga da máquina: ${input.load}`,
    "",
    "| cenário | app req/s | app p50 | app p99 | app RSS | base req/s | base p99 | base RSS | razão |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const scenario of input.scenarios) {
    const app = summarise(scenario.app);
    const base = scenario.baseline.length > 0 ? summarise(scenario.baseline) : null;
    const ratio = pairedRatio(scenario.app, scenario.baseline);
    lines.push(
      `| ${scenario.name} | ${fixed(app.requestsPerSecond)} | ${fixed(app.p50Ms, 1)} ms | ${fixed(app.p99Ms, 1)} ms | ${fixed(app.peakRssMb)} MB | ` +
        `${base ? fixed(base.requestsPerSecond) : "—"} | ${base ? `${fixed(base.p99Ms, 1)} ms` : "—"} | ${base ? `${fixed(base.peakRssMb)} MB` : "—"} | ` +
        `${ratio === null ? "—" : fixed(ratio, 2)} |`,
    );
  }
  lines.push("", "| medida | valor | meta | ok |", "| --- | ---: | --- | --- |");
  for (const extra of input.extras)
    lines.push(`| ${extra.name} | ${extra.value} | ${extra.target} | ${extra.ok ? "sim" : "NÃO"} |`);
  const failed = verdicts(input.scenarios, input.extras).filter((verdict) => !verdict.ok);
  lines.push(
    "",
    failed.length === 0
      ? "Todas as metas atingidas."
      : `Metas não atingidas: ${failed.map((v) => `${v.scenario} (${v.why})`).join("; ")}.`,
  );
  return lines.join("\n");
}

export const SECTION_START = "<!-- bench:server:start -->";
export const SECTION_END = "<!-- bench:server:end -->";

/** Replaces only this suite's section of the results file; the front-end bench keeps its own. */
export function replaceSection(file: string, body: string): string {
  const section = `${SECTION_START}\n${body}\n${SECTION_END}`;
  const start = file.indexOf(SECTION_START);
  const end = file.indexOf(SECTION_END);
  if (start === -1 || end === -1 || end < start) return `${file.trimEnd()}${file.trim() ? "\n\n" : ""}${section}\n`;
  return `${file.slice(0, start)}${section}${file.slice(end + SECTION_END.length)}`;
}

/** The first difference between two answers, or null when byte-identical. */
export function firstDifference(app: string, baseline: string): string | null {
  if (app === baseline) return null;
  let at = 0;
  while (at < app.length && app[at] === baseline[at]) at++;
  return `byte ${at}: app «${app.slice(at, at + 60)}» × base «${baseline.slice(at, at + 60)}»`;
}
