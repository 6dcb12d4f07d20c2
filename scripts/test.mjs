#!/usr/bin/env node
// The one test command: unit and integration (vitest), then the production build and the
// end-to-end suite in real Chromium (Playwright). Ends with one "N passed, N failed" line.
//   node scripts/test.mjs                 everything
//   node scripts/test.mjs --only integration   the suites that talk to the database: integration and the
//                                              attack suite's server half (CI runs this on PostgreSQL too)
//   node scripts/test.mjs --only security      the attack suite (npm run test:security): its server half
//                                              and its browser half (e2e/security)
// A run with the end-to-end suite first finds Chromium (scripts/chromium.mjs); one with the database
// suites first checks that PostgreSQL answers (scripts/postgres-check.mjs).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { ensureChromium } from "./chromium.mjs";
import { missingPostgresLine } from "./postgres-check.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
// One folder per run, so two runs (say PGlite and PostgreSQL side by side) never read each other's reports.
const reportDir = path.join(root, ".tmp", "reports", String(process.pid));

const onlyIndex = process.argv.indexOf("--only");
const only = onlyIndex === -1 ? null : process.argv[onlyIndex + 1];

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
}

// Before anything runs: without a browser the end-to-end suite can only fail, test by test.
let chromiumPath = null;
if (only === null || only === "e2e" || only === "security") {
  chromiumPath = ensureChromium();
  if (!chromiumPath) process.exit(1);
}
// Likewise the database suites without a PostgreSQL server (scripts/postgres-check.mjs).
if (only !== "unit" && only !== "e2e") {
  const line = await missingPostgresLine(process.env.DATABASE_URL);
  if (line) {
    console.error(line);
    process.exit(1);
  }
}
mkdirSync(reportDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;

function vitest(projects) {
  const out = path.join(reportDir, `vitest-${projects.join("-")}.json`);
  const projectArgs = projects.flatMap((project) => ["--project", project]);
  const status = run("npx", [
    "vitest",
    "run",
    ...projectArgs,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${out}`,
  ]);
  const report = readJson(out);
  if (report) {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  } else {
    totals.failed += 1;
  }
  if (status !== 0) exitCode = 1;
}

function playwright(paths = []) {
  if (run("npm", ["run", "build"]) !== 0) {
    totals.failed += 1;
    exitCode = 1;
    return;
  }
  const out = path.join(reportDir, "playwright.json");
  const status = run("npx", ["playwright", "test", "--reporter=list,json", ...paths], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    CHROMIUM_PATH: chromiumPath,
  });
  const report = readJson(out);
  if (report) {
    totals.passed += report.stats.expected + report.stats.flaky;
    totals.failed += report.stats.unexpected;
    totals.skipped += report.stats.skipped;
  } else {
    totals.failed += 1;
  }
  if (status !== 0) exitCode = 1;
}

if (only === "integration") vitest(["integration", "security"]);
else if (only === "unit") vitest(["unit"]);
else if (only === "e2e") playwright();
else if (only === "security") {
  vitest(["security"]);
  playwright(["e2e/security"]);
} else {
  vitest(["unit", "integration", "security"]);
  playwright();
}

rmSync(reportDir, { recursive: true, force: true });
const engine = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
console.log(`\nMilheiro tests (${only ?? "all"}, database: ${engine}):`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(exitCode || (totals.failed > 0 ? 1 : 0));
