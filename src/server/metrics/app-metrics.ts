import { sql } from "drizzle-orm";
import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../db/client";
import type { JobEngine } from "../jobs/engine";

/** Seconds; from a fast API read (5 ms) to a slow report export or upload (10 s). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface AppMetrics {
  registry: Registry;
  /** `route` is the registered pattern (e.g. /files/*), never the raw URL, so the label set stays bounded. */
  observeHttp(labels: { method: string; route: string; statusCode: number }, seconds: number): void;
  /** One observation per procedure, also inside a batched request; `outcome` is "ok" or the tRPC error code. */
  observeProcedure(labels: { procedure: string; type: string; outcome: string }, seconds: number): void;
}

export interface MetricSources {
  database: Database;
  /** The job engine when this instance runs jobs; its queues are then measured at each scrape. */
  jobs: JobEngine | null;
}

function registerDatabaseGauges(registry: Registry, database: Database): void {
  new Gauge({
    name: "milheiro_db_pool_max_connections",
    help: "Connections this instance may open to PostgreSQL (0 on the embedded PGlite).",
    labelNames: ["engine"],
    registers: [registry],
    collect() {
      this.set({ engine: database.engine }, database.poolSize ?? 0);
    },
  });
  new Gauge({
    name: "milheiro_db_ping_seconds",
    help: "Time a `select 1` took at this scrape (queueing for a pooled connection included).",
    registers: [registry],
    async collect() {
      const started = process.hrtime.bigint();
      await database.db.execute(sql`select 1`);
      this.set(Number(process.hrtime.bigint() - started) / 1e9);
    },
  });
  if (database.engine !== "postgres") return;
  new Gauge({
    name: "milheiro_db_connections",
    help: "Server connections to this database, from every instance, by state (pg_stat_activity).",
    labelNames: ["state"],
    registers: [registry],
    async collect() {
      const result: unknown = await database.db.execute(
        sql`select state, count(*)::int as count from pg_stat_activity where datname = current_database() group by state`,
      );
      this.reset();
      // postgres.js answers a raw query with the rows themselves (an array).
      for (const row of result as { state: string | null; count: number }[]) {
        this.set({ state: row.state ?? "unknown" }, row.count);
      }
    },
  });
}

function registerJobGauges(registry: Registry, jobs: JobEngine): void {
  new Gauge({
    name: "milheiro_job_queue_depth",
    help: "Jobs waiting or running (pending) and failed, per pg-boss queue.",
    labelNames: ["queue", "state"],
    registers: [registry],
    async collect() {
      for (const queue of await jobs.state()) {
        this.set({ queue: queue.queue, state: "pending" }, queue.pending);
        this.set({ queue: queue.queue, state: "failed" }, queue.failed);
      }
    },
  });
}

/** A registry per app (not prom-client's global one), so several apps in one test process never clash. */
export function createAppMetrics({ database, jobs }: MetricSources): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const http = new Histogram({
    name: "milheiro_http_request_duration_seconds",
    help: "HTTP request latency by method, route pattern and status code.",
    labelNames: ["method", "route", "status_code"],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const procedures = new Histogram({
    name: "milheiro_trpc_procedure_duration_seconds",
    help: "tRPC procedure latency by procedure path, type (query or mutation) and outcome.",
    labelNames: ["procedure", "type", "outcome"],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  registerDatabaseGauges(registry, database);
  if (jobs) registerJobGauges(registry, jobs);
  return {
    registry,
    observeHttp: ({ method, route, statusCode }, seconds) =>
      http.observe({ method, route, status_code: String(statusCode) }, seconds),
    observeProcedure: (labels, seconds) => procedures.observe(labels, seconds),
  };
}
