/** What one `npm run bench` run measures and the two servers it starts (bench/run.ts drives them). */
import { tmpdir } from "node:os";
import path from "node:path";
import { BENCH_COURSE_ID, BENCH_LESSON_ID, FULL_DATASET, QUICK_DATASET } from "./dataset";
import { startServer } from "./processes";
import { GROUPS, selectedGroups, TARGETS, type ThroughputTarget } from "./report";

export const quick = process.argv.includes("--quick");
export const groups = selectedGroups(process.argv);
export const partial = groups.size < GROUPS.length;
export const size = quick ? QUICK_DATASET : FULL_DATASET;
export const durationSeconds = quick ? 3 : 8;
/**
 * App/twin pairs per scenario (bench/pairs.ts alternates who goes first): six, so each order runs
 * three times; 8 s runs keep the whole bench near a quarter of an hour. --quick runs one of each.
 */
export const pairs = quick ? 2 : 6;
export const connections = 50;
export const writes = quick ? 1000 : 5000;
// Warms a fresh process up the way the reads' first second does, so the figure is steady state.
export const warmUpWrites = 250;
export const adminUrl = process.env.BENCH_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** The app's port, the twin's the next one; BENCH_PORT moves both, for two benches on one machine. */
export const APP_PORT = Number(process.env.BENCH_PORT ?? 4300);
const BASE_PORT = APP_PORT + 1;
export const root = path.resolve(import.meta.dirname, "..");
export const appMain = path.join(root, "dist/server/main.js");

export interface Scenario {
  name: string;
  path: string;
  authenticatedRead: boolean;
  hasBaseline: boolean;
  throughput?: ThroughputTarget;
  /** Asked without a session, as a visitor's browser asks; every other scenario spreads members' tokens. */
  visitor?: boolean;
  /** What the first answer must show to count as this scenario (a page rendered on the server has a heading). */
  answers?: RegExp;
}

const input = (value: unknown) => `?input=${encodeURIComponent(JSON.stringify(value))}`;
export const SCENARIOS: Scenario[] = [
  {
    name: "resumo do painel",
    path: "/trpc/wallet.dashboard.summary",
    authenticatedRead: true,
    hasBaseline: true,
    throughput: { minRps: TARGETS.summaryMinRps, maxP99Ms: TARGETS.summaryMaxP99Ms },
  },
  { name: "auth.me", path: "/trpc/auth.me", authenticatedRead: true, hasBaseline: true },
  { name: "lista de programas", path: "/trpc/wallet.programs.list", authenticatedRead: true, hasBaseline: true },
  {
    name: "relatório, 1ª página",
    path: `/trpc/reports.movements${input({})}`,
    authenticatedRead: true,
    hasBaseline: true,
  },
  { name: "feed de promoções", path: `/trpc/promotions.feed${input({})}`, authenticatedRead: true, hasBaseline: true },
  {
    name: "aula de curso",
    path: `/trpc/courses.lesson${input({ courseId: BENCH_COURSE_ID, lessonId: BENCH_LESSON_ID })}`,
    authenticatedRead: true,
    hasBaseline: true,
  },
  // A public page with API data, rendered by the router per request for a visitor
  // (docs/decisions/037); no twin: it is judged on its own rate.
  {
    name: "página pública desenhada no servidor (/)",
    path: "/",
    authenticatedRead: false,
    hasBaseline: false,
    throughput: { minRps: TARGETS.publicPageMinRps },
    visitor: true,
    answers: /<h1[\s>]/,
  },
];

export const log = (line: string) => console.log(`[bench] ${line}`);

export function appEnv(databaseUrl: string | null, dataDir?: string): Record<string, string> {
  return {
    NODE_ENV: "production",
    PORT: String(APP_PORT),
    HOST: "127.0.0.1",
    APP_URL: `http://127.0.0.1:${APP_PORT}`,
    LOG_LEVEL: "warn",
    DATABASE_URL: databaseUrl ?? "",
    DATA_DIR: dataDir ?? path.join(tmpdir(), "milheiro-bench-unused"),
    // Production on PostgreSQL needs a place for mail without SMTP (src/server/env.ts).
    MAIL_WITHOUT_SMTP: "outbox",
  };
}

export const startApp = (databaseUrl: string) => startServer(["node", appMain], appEnv(databaseUrl), APP_PORT);
export const startBaseline = (databaseUrl: string) =>
  startServer(
    [path.join(root, "node_modules/.bin/tsx"), path.join(root, "bench/baseline-server.ts")],
    { BENCH_DATABASE_URL: databaseUrl, BENCH_PORT: String(BASE_PORT) },
    BASE_PORT,
  );
