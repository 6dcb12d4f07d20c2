/**
 * The pure half of `npm run bench`: summarising runs, checking the targets of
 * docs/performance.md and writing the results section. No I/O here, so it is unit tested.
 */
import { median, ratioSpread } from "./pairs";

export interface RunResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Peak resident memory of the server process during the run, in MB. */
  peakRssMb: number;
  errors: number;
}

/** A scenario's own rate and latency targets, judged on the median of the app's runs. */
export interface ThroughputTarget {
  minRps: number;
  maxP99Ms?: number;
}

export interface ScenarioResult {
  name: string;
  /** An authenticated read held to ≥ MIN_READ_RATIO of its baseline. */
  authenticatedRead: boolean;
  throughput?: ThroughputTarget;
  /** The app's runs, one per pair. */
  app: RunResult[];
  /** The twin's runs, the i-th in the same pair as app[i]; empty when no bare twin exists. */
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
  publicPageMinRps: 500,
  writesMinPerSecond: 500,
  transfersMinPerSecond: 300,
  lotConsumptionMaxMs: 20,
  redemptionsMinPerSecond: 300,
  cpfStateMaxMs: 20,
  maxRssMb: 250,
  coldStartPostgresMs: 600,
  coldStartEmbeddedMs: 4000,
} as const;

/**
 * What `npm run bench -- --only <group>[,<group>]` can run alone; every group without the flag.
 * `reports` is the reads' report scenarios alone, for work on the reports.
 */
export const GROUPS = ["reads", "writes", "ledger", "household", "csv", "cold-starts", "reports"] as const;
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

/** The pairs' ratios of the app's rate to its twin's; null without a twin. */
export function pairedRatio(app: readonly RunResult[], baseline: readonly RunResult[]) {
  const rate = (run: RunResult) => run.requestsPerSecond;
  return ratioSpread(app.map(rate), baseline.map(rate));
}

export interface Verdict {
  scenario: string;
  ok: boolean;
  why: string;
}

/**
 * Every target a run is held to: the median pair's ratio for an authenticated read, the app's own
 * peak memory (the twin is another program: its RSS is no yardstick), each scenario's rate and
 * latency, and the extras.
 */
export function verdicts(scenarios: readonly ScenarioResult[], extras: readonly Extra[]): Verdict[] {
  const out: Verdict[] = [];
  for (const scenario of scenarios) {
    const app = summarise(scenario.app);
    const ratio = pairedRatio(scenario.app, scenario.baseline);
    if (app.errors > 0) out.push({ scenario: scenario.name, ok: false, why: `${app.errors} respostas com erro` });
    if (scenario.authenticatedRead && ratio !== null) {
      out.push({
        scenario: scenario.name,
        ok: ratio.median >= TARGETS.minReadRatio,
        why: `razão mediana ${ratio.median.toFixed(2)} (${ratio.min.toFixed(2)}–${ratio.max.toFixed(2)} em ${ratio.pairs} pares; meta ≥ ${TARGETS.minReadRatio})`,
      });
    }
    out.push({
      scenario: scenario.name,
      ok: app.peakRssMb < TARGETS.maxRssMb,
      why: `RSS ${app.peakRssMb.toFixed(0)} MB (meta < ${TARGETS.maxRssMb})`,
    });
  }
  for (const extra of [...scenarios.flatMap(throughputExtras), ...extras])
    out.push({ scenario: extra.name, ok: extra.ok, why: `${extra.value} (meta ${extra.target})` });
  return out;
}

/** A scenario's rate and p99 against its own targets (the median run), as lines of the extras table. */
export function throughputExtras(scenario: ScenarioResult): Extra[] {
  if (!scenario.throughput) return [];
  const { minRps, maxP99Ms } = scenario.throughput;
  const app = summarise(scenario.app);
  const lines: Extra[] = [
    {
      name: `${scenario.name}: req/s`,
      value: app.requestsPerSecond.toFixed(0),
      ok: app.requestsPerSecond >= minRps,
      target: `≥ ${minRps}`,
    },
  ];
  if (maxP99Ms !== undefined)
    lines.push({
      name: `${scenario.name}: p99`,
      value: `${app.p99Ms.toFixed(0)} ms`,
      ok: app.p99Ms < maxP99Ms,
      target: `< ${maxP99Ms} ms`,
    });
  return lines;
}

const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : "—");

/** min–max of a series, or "—" when there is none. */
const range = (values: readonly number[], digits = 0) =>
  values.length === 0 ? "—" : `${fixed(Math.min(...values), digits)}–${fixed(Math.max(...values), digits)}`;

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
    "req/s: mediana das medidas (mín–máx); p50 e p99: medianas; razão: app ÷ gêmeo em cada par, a mediana julgada " +
      `(meta ≥ ${TARGETS.minReadRatio}); RSS: o pico do próprio app em todas as medidas (meta < ${TARGETS.maxRssMb} MB), ` +
      "sem comparar com o gêmeo, que é outro programa.",
    "",
    "| cenário | app req/s | app p50 | app p99 | app RSS | gêmeo req/s | gêmeo p99 | razão | razão mín–máx | pares |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  const rates = (runs: readonly RunResult[]) => runs.map((run) => run.requestsPerSecond);
  for (const scenario of input.scenarios) {
    const app = summarise(scenario.app);
    const base = scenario.baseline.length > 0 ? summarise(scenario.baseline) : null;
    const ratio = pairedRatio(scenario.app, scenario.baseline);
    lines.push(
      `| ${scenario.name} | ${fixed(app.requestsPerSecond)} (${range(rates(scenario.app))}) | ${fixed(app.p50Ms, 1)} ms | ` +
        `${fixed(app.p99Ms, 1)} ms | ${fixed(app.peakRssMb)} MB | ` +
        `${base ? `${fixed(base.requestsPerSecond)} (${range(rates(scenario.baseline))})` : "—"} | ${base ? `${fixed(base.p99Ms, 1)} ms` : "—"} | ` +
        `${ratio ? fixed(ratio.median, 2) : "—"} | ${ratio ? `${fixed(ratio.min, 2)}–${fixed(ratio.max, 2)}` : "—"} | ` +
        `${ratio ? ratio.pairs : scenario.app.length} |`,
    );
  }
  lines.push("", "| medida | valor | meta | ok |", "| --- | ---: | --- | --- |");
  for (const extra of [...input.scenarios.flatMap(throughputExtras), ...input.extras])
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
