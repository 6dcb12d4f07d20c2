/**
 * Lighthouse (mobile preset: a mid-range phone on slow 4G, simulated) over the public pages and,
 * logged in, /dashboard and /relatorios, against the production build served on loopback from a
 * fresh embedded database. Prints a table, writes it into bench/results/latest.md (its own section)
 * and exits non-zero when a page misses its target (scripts/bench-web/targets.ts).
 *
 *   npm run bench:web          builds first
 *   npx tsx scripts/bench-web.ts   on the build already in dist/
 *   npx tsx scripts/bench-web.ts --pages /dashboard,/relatorios --reports .scratch/lhr
 *       only those pages, printed and not written into latest.md (a partial table would replace
 *       the whole one); --reports keeps each page's full Lighthouse JSON, to read why it scored so
 *
 * Lighthouse is CPU-bound and this machine is shared: the load average is written with the scores.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { replaceSection } from "./bench-web/results-section";
import { missedTargets, PAGE_TARGETS, toPercent, type PageScores, type PageTarget } from "./bench-web/targets";

const root = path.resolve(import.meta.dirname, "..");
const resultsFile = path.join(root, "bench", "results", "latest.md");
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const memberEmail = "bench-web@milheiro.local";
const memberPassword = "bench-web-senha-123";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("sem porta")),
      );
    });
  });
}

async function waitUntilReady(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`o servidor saiu com código ${server.exitCode}`);
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("o servidor não ficou pronto em 60 s");
}

async function trpcMutation(baseUrl: string, procedure: string, input: unknown, cookie?: string): Promise<Response> {
  const response = await fetch(`${baseUrl}/trpc/${procedure}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(input),
  });
  if (!response.ok) throw new Error(`${procedure}: HTTP ${response.status} ${await response.text()}`);
  return response;
}

/** A member with dashboard access (listed in ADMIN_EMAILS), signed up through the API as the browser does. */
async function memberCookie(baseUrl: string): Promise<string> {
  const signup = await trpcMutation(baseUrl, "auth.signup", {
    name: "Bench Web",
    email: memberEmail,
    password: memberPassword,
  });
  const setCookie = signup.headers.getSetCookie().find((line) => line.startsWith("milheiro_session="));
  if (!setCookie) throw new Error("o cadastro não devolveu o cookie de sessão");
  return setCookie.split(";", 1)[0] ?? "";
}

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

function reportFileName(pagePath: string): string {
  return `${pagePath.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}.json`;
}

async function measure(
  url: string,
  port: number,
  cookie: string | null,
  reportFile: string | null,
): Promise<PageScores> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "seo"],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse não devolveu resultado para ${url}`);
  if (reportFile) writeFileSync(reportFile, JSON.stringify(result.lhr));
  const { categories, audits } = result.lhr;
  return {
    performance: toPercent(categories.performance?.score),
    seo: toPercent(categories.seo?.score),
    accessibility: toPercent(categories.accessibility?.score),
    lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
  };
}

function table(rows: { target: PageTarget; scores: PageScores; missed: string[] }[]): string {
  const lines = [
    "| página | sessão | performance | LCP (s) | SEO | acessibilidade | meta |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...rows
      .map(({ target, scores, missed }) =>
        [
          target.path,
          target.loggedIn ? "membro" : "visitante",
          `${scores.performance} (≥ ${target.performance})`,
          (scores.lcpMs / 1000).toFixed(2),
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
  if (!existsSync(path.join(root, "dist", "server", "main.js"))) {
    console.error("dist/ não existe: rode `npm run build` (ou `npm run bench:web`, que constrói antes).");
    return 1;
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "milheiro-bench-web-"));
  const server = spawn(process.execPath, ["dist/server/main.js"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ADMIN_EMAILS: memberEmail,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    },
  });
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
    await waitUntilReady(baseUrl, server);
    const cookie = await memberCookie(baseUrl);
    const loadBefore = loadavg()[0] ?? 0;
    const rows = [];
    if (options.reportsDir) mkdirSync(options.reportsDir, { recursive: true });
    for (const target of options.targets) {
      const reportFile = options.reportsDir ? path.join(options.reportsDir, reportFileName(target.path)) : null;
      const scores = await measure(
        `${baseUrl}${target.path}`,
        chrome.port,
        target.loggedIn ? cookie : null,
        reportFile,
      );
      rows.push({ target, scores, missed: missedTargets(target, scores) });
      console.log(`${target.path}: performance ${scores.performance}, LCP ${(scores.lcpMs / 1000).toFixed(2)} s`);
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
    chrome.kill();
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
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
