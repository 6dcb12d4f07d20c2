/**
 * `npm run bench` (docs/performance.md): builds the dataset in a throwaway PostgreSQL
 * database, drives the production server and its bare baseline with autocannon in interleaved
 * pairs (the order alternating), writes bench/results/latest.md and exits non-zero when a target is missed.
 * `npm run bench -- --quick`: a smaller dataset and shorter runs, for development.
 * `npm run bench -- --only writes` (or reads, ledger, household, csv, cold-starts, reports, comma-separated): only those groups,
 * printed but not written to the results file, whose section must hold a whole run.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { todayInSaoPaulo } from "../src/shared/domain/plain-date";
import { REPORT_EXPORT_PATH } from "../src/shared/domain/reports/report-csv";
import { createBenchDatabase, EXPORT_MEMBER, fillDataset, HOLDERS_PER_MEMBER, tokenOf, WRITER_MEMBER } from "./dataset";
import { cpfStateScenario, redemptionsScenario } from "./household";
import { lotConsumptionScenario, transfersScenario } from "./ledger";
import { load, measure } from "./load";
import { median, pairOrder, type Side } from "./pairs";
import { rssMb, rssSampler, startServer, type Server } from "./processes";
import {
  firstDifference,
  renderMarkdown,
  replaceSection,
  TARGETS,
  verdicts,
  type Extra,
  type ScenarioResult,
} from "./report";
import {
  adminUrl,
  APP_PORT,
  appEnv,
  appMain,
  connections,
  durationSeconds,
  groups,
  log,
  pairs,
  partial,
  quick,
  root,
  SCENARIOS,
  size,
  startApp,
  startBaseline,
  warmUpWrites,
  writes,
  type Scenario,
} from "./settings";

async function fetchText(url: string, token: string | null): Promise<{ status: number; body: string }> {
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, body: await response.text() };
}

/** The first answers of both servers: the app's as the scenario expects, the twin's byte for byte the same. */
async function checkAnswers(databaseUrl: string, app: Server, scenario: Scenario): Promise<Extra[]> {
  const token = scenario.visitor ? null : tokenOf(3);
  const answer = await fetchText(`${app.url}${scenario.path}`, token);
  if (answer.status !== 200 || (scenario.answers && !scenario.answers.test(answer.body)))
    throw new Error(`${scenario.name}: app answered ${answer.status} ${answer.body.slice(0, 500)}`);
  if (!scenario.hasBaseline) return [];
  const base = await startBaseline(databaseUrl);
  const twin = await fetchText(`${base.url}${scenario.path}`, token).finally(() => base.stop());
  const difference = firstDifference(answer.body, twin.body);
  return [
    {
      name: `${scenario.name}: respostas idênticas`,
      value: difference ?? "sim",
      target: "byte a byte",
      ok: !difference,
    },
  ];
}

/** One run on a fresh process of `side`, stopped afterwards. */
async function runOn(side: Side, databaseUrl: string, scenario: Scenario, before?: (server: Server) => Promise<void>) {
  const server = await (side === "app" ? startApp(databaseUrl) : startBaseline(databaseUrl));
  try {
    await before?.(server);
    return await measure(server, scenario);
  } finally {
    await server.stop();
  }
}

/** `pairs` runs of the app and, when it has one, of its twin, the order alternating pair by pair. */
async function measureScenario(databaseUrl: string, scenario: Scenario, extras: Extra[]): Promise<ScenarioResult> {
  const result: ScenarioResult = {
    name: scenario.name,
    authenticatedRead: scenario.authenticatedRead,
    throughput: scenario.throughput,
    app: [],
    baseline: [],
  };
  for (let pair = 0; pair < pairs; pair++) {
    const order = scenario.hasBaseline ? pairOrder(pair) : (["app"] as const);
    for (const side of order) {
      const checkFirst =
        side === "app" && pair === 0
          ? async (app: Server) => {
              extras.push(...(await checkAnswers(databaseUrl, app, scenario)));
            }
          : undefined;
      const run = await runOn(side, databaseUrl, scenario, checkFirst);
      (side === "app" ? result.app : result.baseline).push(run);
    }
    log(
      `${scenario.name} par ${pair + 1} (${order.join(" → ")}): app ${result.app.at(-1)?.requestsPerSecond.toFixed(0)} req/s, gêmeo ${result.baseline.at(-1)?.requestsPerSecond.toFixed(0) ?? "—"}`,
    );
  }
  return result;
}

async function coldStarts(databaseUrl: string): Promise<Extra[]> {
  const postgresStarts: number[] = [];
  for (let i = 0; i < 3; i++) {
    const app = await startApp(databaseUrl);
    postgresStarts.push(app.startMs);
    await app.stop();
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "milheiro-bench-pglite-"));
  // A first start migrates an empty PGlite: on a busy shared machine that took over 60 s once,
  // which must show up as a missed target, not end the run and lose every other figure.
  const embeddedTimeoutMs = 300_000;
  try {
    const first = await startServer(["node", appMain], appEnv(null, dataDir), APP_PORT, embeddedTimeoutMs);
    await first.stop();
    const later = await startServer(["node", appMain], appEnv(null, dataDir), APP_PORT, embeddedTimeoutMs);
    await later.stop();
    const pg = median(postgresStarts);
    return [
      {
        name: "início a frio, PostgreSQL (1º 200)",
        value: `${pg.toFixed(0)} ms`,
        target: `< ${TARGETS.coldStartPostgresMs} ms`,
        ok: pg < TARGETS.coldStartPostgresMs,
      },
      {
        name: "1º início, PGlite vazio (1º 200)",
        value: `${first.startMs.toFixed(0)} ms`,
        target: `< ${TARGETS.coldStartEmbeddedMs} ms`,
        ok: first.startMs < TARGETS.coldStartEmbeddedMs,
      },
      { name: "inícios seguintes, PGlite", value: `${later.startMs.toFixed(0)} ms`, target: "informativo", ok: true },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function writesScenario(databaseUrl: string): Promise<Extra[]> {
  const sql = postgres(databaseUrl, { max: 1 });
  const programId = `bench_uuid('program' || ${WRITER_MEMBER} || '-1')`;
  const balance = async () =>
    Number((await sql.unsafe(`select balance from loyalty_programs where id = ${programId}`))[0]?.balance);
  const [{ id } = { id: "" }] = await sql.unsafe<{ id: string }[]>(`select ${programId}::text as id`);
  const before = await balance();
  const miles = 7;
  const app = await startApp(databaseUrl);
  try {
    const accumulate = (amount: number) =>
      load(app, {
        amount,
        method: "POST",
        url: `${app.url}/trpc/wallet.accumulations.create`,
        headers: {
          authorization: `Bearer ${tokenOf(WRITER_MEMBER)}`,
          "content-type": "application/json",
          origin: app.url,
        },
        body: JSON.stringify({
          programId: id,
          milesAcquired: miles,
          amountPaidCents: 1000,
          calculationDate: todayInSaoPaulo(),
          expiresOn: null,
        }),
      });
    const warmUp = await accumulate(warmUpWrites);
    const result = await accumulate(writes);
    const after = await balance();
    const expected = before + (warmUpWrites + writes) * miles;
    const errors = warmUp.errors + result.errors;
    const exact = after === expected && errors === 0;
    const peakRssMb = Math.max(warmUp.peakRssMb, result.peakRssMb);
    return [
      {
        name: `acúmulos, ${connections} escritores num programa`,
        value: `${result.requestsPerSecond.toFixed(0)}/s, p99 ${result.p99Ms} ms`,
        target: `≥ ${TARGETS.writesMinPerSecond}/s`,
        ok: result.requestsPerSecond >= TARGETS.writesMinPerSecond,
      },
      {
        name: "acúmulos: saldo final exato",
        value: `${after} (esperado ${expected}, ${errors} erros)`,
        target: "igual",
        ok: exact,
      },
      {
        name: "acúmulos: RSS",
        value: `${peakRssMb.toFixed(0)} MB`,
        target: `< ${TARGETS.maxRssMb} MB`,
        ok: peakRssMb < TARGETS.maxRssMb,
      },
    ];
  } finally {
    await app.stop();
    await sql.end();
  }
}

async function csvScenario(databaseUrl: string): Promise<Extra[]> {
  const app = await startApp(databaseUrl);
  try {
    const pid = app.process.pid ?? 0;
    const rssBefore = rssMb(pid);
    const sampler = rssSampler(pid);
    const started = performance.now();
    const response = await fetch(`${app.url}${REPORT_EXPORT_PATH}?periodo=todos`, {
      headers: { authorization: `Bearer ${tokenOf(EXPORT_MEMBER)}` },
    });
    let rows = -1;
    const decoder = new TextDecoder();
    const reader = response.body?.getReader();
    for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
      rows += decoder.decode(read.value, { stream: true }).split("\n").length - 1;
    }
    const seconds = (performance.now() - started) / 1000;
    const growth = sampler.stop() - rssBefore;
    return [
      {
        name: `exportação CSV (${rows} linhas)`,
        value: `${seconds.toFixed(2)} s, RSS +${growth.toFixed(0)} MB`,
        target: "memória constante (< +64 MB)",
        ok: response.status === 200 && growth < 64,
      },
    ];
  } finally {
    await app.stop();
  }
}

async function main() {
  if (!existsSync(appMain)) throw new Error("dist/server/main.js não existe: rode `npm run build` antes");
  const loadBefore = loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
  log(`dataset ${JSON.stringify(size)} em bench_${process.pid}`);
  const database = await createBenchDatabase(adminUrl);
  try {
    const filled = performance.now();
    await fillDataset(database.url, size);
    const rows = size.members * size.programsPerMember * size.transactionsPerProgram + size.exportRows;
    const datasetLabel = `${size.members} membros (${HOLDERS_PER_MEMBER} titulares cada) × ${size.programsPerMember} programas, ${rows.toLocaleString("pt-BR")} movimentos (gerados em ${((performance.now() - filled) / 1000).toFixed(1)} s)`;
    log(datasetLabel);

    const extras: Extra[] = [];
    const scenarios: ScenarioResult[] = [];
    const reads = SCENARIOS.filter(
      (scenario) => groups.has("reads") || (groups.has("reports") && scenario.path.startsWith("/trpc/reports.")),
    );
    for (const scenario of reads) {
      scenarios.push(await measureScenario(database.url, scenario, extras));
    }
    // Each group is logged as it is measured, so a later failure does not lose it.
    const measureGroups = [
      { name: "writes", measureGroup: writesScenario },
      {
        name: "ledger",
        measureGroup: async (url: string) => [
          ...(await transfersScenario(url)),
          ...(await lotConsumptionScenario(url)),
        ],
      },
      {
        name: "household",
        measureGroup: async (url: string) => [...(await redemptionsScenario(url)), ...(await cpfStateScenario(url))],
      },
      { name: "csv", measureGroup: csvScenario },
      { name: "cold-starts", measureGroup: coldStarts },
    ] as const;
    for (const { measureGroup } of measureGroups.filter(({ name }) => groups.has(name))) {
      const group = await measureGroup(database.url);
      for (const extra of group) log(`${extra.name}: ${extra.value} (meta ${extra.target})`);
      extras.push(...group);
    }

    const loadAfter = loadavg()
      .map((value) => value.toFixed(2))
      .join(" ");
    const markdown = renderMarkdown({
      when: `${new Date().toISOString()}${quick ? " (--quick)" : ""}${partial ? ` (--only ${[...groups].join(",")})` : ""}`,
      dataset: datasetLabel,
      load: `loadavg ${loadBefore} → ${loadAfter} (${connections} conexões, ${durationSeconds} s por medida, ${pairs} pares por cenário, a ordem app/gêmeo alternada)`,
      scenarios,
      extras,
    });
    console.log(`\n${markdown}\n`);
    if (!partial) {
      const resultsFile = path.join(root, "bench/results/latest.md");
      const existing = existsSync(resultsFile) ? readFileSync(resultsFile, "utf8") : "# Resultados dos benchmarks\n";
      writeFileSync(resultsFile, replaceSection(existing, markdown));
    }
    const failed = verdicts(scenarios, extras).filter((verdict) => !verdict.ok);
    process.exitCode = failed.length === 0 ? 0 : 1;
  } finally {
    await database.drop();
  }
}

await main();
