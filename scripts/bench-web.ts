/**
 * Lighthouse (mobile preset: a mid-range phone on slow 4G, simulated) over every page a visitor
 * opens, as a visitor and as a member on the PRO plan, and over the member's own pages, against the
 * production build served on loopback from a fresh embedded database that scripts/bench-web/seed.ts
 * fills through the API. Prints a table, writes it into bench/results/latest.md (its own section)
 * and exits non-zero when a page misses its target (scripts/bench-web/targets.ts).
 *
 *   npm run bench:web          builds first
 *   npx tsx scripts/bench-web.ts   on the build already in dist/
 *   npx tsx scripts/bench-web.ts --pages /dashboard,/promocoes --reports .scratch/lhr
 *       only those pages (both their rows), printed and not written into latest.md (a partial table
 *       would replace the whole one); --reports keeps each page's full Lighthouse JSON, to read why
 *       it scored so
 *
 * The member's session goes in as Lighthouse's `extraHeaders` Cookie (its documented way for a
 * logged-in page, docs/authenticated-pages.md in Lighthouse): the session cookie is httpOnly and
 * no client code reads cookies, so every request the page makes carries it exactly as a browser's.
 *
 * Lighthouse is CPU-bound and this machine is shared: the load average is written with the scores.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { replaceSection } from "./bench-web/results-section";
import { ADMIN_EMAIL, seed } from "./bench-web/seed";
import { startProductionServer } from "./lib/production-server";
import {
  missedTargets,
  PAGE_TARGETS,
  pagePath,
  toPercent,
  type PageScores,
  type PageTarget,
} from "./bench-web/targets";

const root = path.resolve(import.meta.dirname, "..");
const resultsFile = path.join(root, "bench", "results", "latest.md");
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

interface BenchOptions {
  /** The targets to measure: every page unless --pages names some. */
  targets: readonly PageTarget[];
  /** Where each page's Lighthouse JSON goes, or null. */
  reportsDir: string | null;
}

function readOptions(): BenchOptions {
  const { values } = parseArgs({ options: { pages: { type: "string" }, reports: { type: "string" } } });
  const wanted = values.pages?.split(",").map((page) => page.trim());
  const unknown = wanted?.filter((page) => !PAGE_TARGETS.some((target) => target.path === page)) ?? [];
  if (unknown.length > 0) throw new Error(`páginas sem meta em scripts/bench-web/targets.ts: ${unknown.join(", ")}`);
  return {
    targets: wanted ? PAGE_TARGETS.filter((target) => wanted.includes(target.path)) : PAGE_TARGETS,
    reportsDir: values.reports ? path.resolve(values.reports) : null,
  };
}

/** Lighthouse runs per page before a lost trace stops the bench. */
const ATTEMPTS = 3;

function reportFileName(pagePath: string): string {
  return `${pagePath.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}.json`;
}

/**
 * One Lighthouse run in a Chromium of its own (chrome-launcher gives each a fresh profile): Lighthouse
 * clears the cache and storage between runs but not cookies, so a member's renewed session cookie
 * (Set-Cookie on their pages) stayed in a shared browser and the visitor's pages after it were
 * measured signed in.
 */
async function lighthouseRun(url: string, cookie: string | null) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
    ],
  });
  try {
    return await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "seo"],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
  } finally {
    chrome.kill();
  }
}

async function measure(url: string, cookie: string | null, reportFile: string | null): Promise<PageScores> {
  const run = () => lighthouseRun(url, cookie);
  let result = await run();
  // On a loaded machine Lighthouse sometimes loses the trace (NO_NAVSTART) and scores the page 0:
  // that is no measure of the page, so it is asked again, and a page it cannot measure stops the run.
  for (let retry = 0; result?.lhr.runtimeError && retry < ATTEMPTS - 1; retry++) {
    console.warn(`${url}: ${result.lhr.runtimeError.code}, medindo de novo`);
    result = await run();
  }
  if (!result) throw new Error(`Lighthouse não devolveu resultado para ${url}`);
  if (result.lhr.runtimeError)
    throw new Error(`Lighthouse não mediu ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  if (reportFile) writeFileSync(reportFile, JSON.stringify(result.lhr));
  // A page that sent the browser elsewhere (a member page without a valid session goes to /login)
  // was not the page measured.
  const landed = new URL(result.lhr.finalDisplayedUrl);
  if (landed.pathname !== new URL(url).pathname)
    throw new Error(`${url} levou a ${landed.pathname}: a página medida não é a pedida`);
  const { categories, audits } = result.lhr;
  return {
    performance: toPercent(categories.performance?.score),
    seo: toPercent(categories.seo?.score),
    accessibility: toPercent(categories.accessibility?.score),
    lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
    cls: audits["cumulative-layout-shift"]?.numericValue ?? 0,
  };
}

function table(rows: { target: PageTarget; scores: PageScores; missed: string[] }[]): string {
  const lines = [
    "| página | sessão | performance | LCP (s) | CLS | SEO | acessibilidade | meta |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ...rows
      .map(({ target, scores, missed }) =>
        [
          target.path,
          target.session === "member" ? "membro PRO" : "visitante",
          `${scores.performance} (≥ ${target.performance})`,
          (scores.lcpMs / 1000).toFixed(2),
          `${scores.cls.toFixed(3)} (≤ ${target.cls})`,
          target.seo === null ? `${scores.seo} (—)` : `${scores.seo} (≥ ${target.seo})`,
          `${scores.accessibility} (≥ ${target.accessibility})`,
          missed.length === 0 ? "ok" : `FALHOU: ${missed.join("; ")}`,
        ].join(" | "),
      )
      .map((line) => `| ${line} |`),
  ];
  return lines.join("\n");
}

async function main(): Promise<number> {
  const options = readOptions();
  const server = await startProductionServer({ ADMIN_EMAILS: ADMIN_EMAIL });
  const { baseUrl } = server;
  try {
    const { memberCookie, courseId } = await seed(baseUrl);
    const loadBefore = loadavg()[0] ?? 0;
    const rows = [];
    if (options.reportsDir) mkdirSync(options.reportsDir, { recursive: true });
    for (const target of options.targets) {
      const reportFile = options.reportsDir
        ? path.join(options.reportsDir, reportFileName(`${target.session}-${target.path}`))
        : null;
      const scores = await measure(
        `${baseUrl}${pagePath(target, courseId)}`,
        target.session === "member" ? memberCookie : null,
        reportFile,
      );
      rows.push({ target, scores, missed: missedTargets(target, scores) });
      console.log(
        `${target.path} (${target.session}): performance ${scores.performance}, LCP ${(scores.lcpMs / 1000).toFixed(2)} s, CLS ${scores.cls.toFixed(3)}`,
      );
    }
    const loadAfter = loadavg()[0] ?? 0;
    const body = [
      "## Front end (Lighthouse, mobile preset)",
      "",
      `${new Date().toISOString()} · Lighthouse ${lighthouseVersion()} · Chromium ${chromiumPath} · carga (1 min) ${loadBefore.toFixed(2)} → ${loadAfter.toFixed(2)} em ${navigatorCores()} núcleos`,
      "",
      table(rows),
    ].join("\n");
    console.log(`\n${body}\n`);
    if (options.targets === PAGE_TARGETS) {
      mkdirSync(path.dirname(resultsFile), { recursive: true });
      const previous = existsSync(resultsFile) ? readFileSync(resultsFile, "utf8") : "";
      writeFileSync(resultsFile, replaceSection(previous, "web", body));
    }
    const failures = rows.filter((row) => row.missed.length > 0).length;
    if (failures > 0) console.error(`${failures} página(s) abaixo da meta.`);
    return failures > 0 ? 1 : 0;
  } finally {
    await server.stop();
  }
}

function lighthouseVersion(): string {
  const manifest = JSON.parse(readFileSync(path.join(root, "node_modules", "lighthouse", "package.json"), "utf8")) as {
    version: string;
  };
  return manifest.version;
}

function navigatorCores(): number {
  return (globalThis.navigator?.hardwareConcurrency ?? 0) || 2;
}

process.exitCode = await main();
