import type PgBoss from "pg-boss";
import { APP_TIME_ZONE } from "@/shared/domain/plain-date";
import type { JobConnection } from "../db/client";
import type { Logger } from "../logger";

/**
 * Scheduled work on pg-boss (docs/decisions/012), on PostgreSQL or on the embedded PGlite. Each
 * job is a cron schedule plus a worker; pg-boss keeps schedules, runs and failures in its own
 * `pgboss` schema, so any number of instances share them and a cron tick fires once.
 * Handlers must be idempotent: a job can run twice (a retry, or the extra run at start).
 */
export interface JobDefinition {
  queue: string;
  /** Null for work that runs only when queued (jobs/tasks.ts), never on a schedule. */
  cron: string | null;
  /** Also queued at start, so work that came due while the app was down is caught up at once. */
  runAtStart: boolean;
  /** `data` is what enqueue() was given (nothing for scheduled runs); a job checks its shape itself. */
  run(data: unknown): Promise<void>;
}

interface QueueState {
  queue: string;
  lastRunAt: Date | null;
  pending: number;
  failed: number;
}

export interface JobEngine {
  start(): Promise<void>;
  /** Waits for running jobs, then stops polling; safe to call twice. */
  stop(): Promise<void>;
  /** Queues one run now (the admin's 'Executar agora'); a worker picks it up within seconds. */
  runNow(queue: string): Promise<void>;
  /** Queues a run with `data` for any instance's worker; false while pg-boss is not started yet. */
  enqueue(queue: string, data: object): Promise<boolean>;
  /** Empty until start() has set pg-boss up: the app starts jobs after it listens (docs/decisions/035). */
  state(): Promise<QueueState[]>;
}

const SCHEMA = "pgboss";

export function createJobEngine(
  connection: JobConnection,
  jobs: readonly JobDefinition[],
  log: Logger,
  options: {
    pollingIntervalSeconds?: number;
    /**
     * Runs start and queue setup while holding a lock every instance shares. pg-boss's
     * create_queue adds a foreign key per queue (start() creates its cron queue too); two
     * instances starting together on an empty database deadlock on it (found by
     * src/server/scale-out.int.test.ts), so setup goes one instance at a time.
     */
    serialiseSetup?: <T>(setup: () => Promise<T>) => Promise<T>;
  } = {},
): JobEngine {
  const serialiseSetup = options.serialiseSetup ?? (<T>(setup: () => Promise<T>) => setup());
  // pg-boss is loaded when the jobs start, after the server listens, not with the server's code.
  let loading: Promise<PgBoss> | undefined;
  const bossOf = () =>
    (loading ??= import("pg-boss").then(({ default: PgBoss }) => {
      const boss = new PgBoss({
        ...("connectionString" in connection
          ? { connectionString: connection.connectionString, max: 2 }
          : { db: connection }),
        schema: SCHEMA,
      });
      boss.on("error", (error) => log.error({ err: error }, "Falha no agendador de tarefas"));
      return boss;
    }));
  const byQueue = new Map(jobs.map((job) => [job.queue, job]));
  let started = false;

  return {
    async start() {
      const boss = await bossOf();
      await serialiseSetup(async () => {
        await boss.start();
        started = true;
        for (const job of jobs) {
          await boss.createQueue(job.queue);
          if (job.cron) await boss.schedule(job.queue, job.cron, undefined, { tz: APP_TIME_ZONE });
        }
      });
      for (const job of jobs) {
        await boss.work(job.queue, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async (batch) => {
          for (const item of batch) await job.run(item.data);
        });
        if (job.runAtStart) await boss.send(job.queue, {});
      }
    },
    async stop() {
      if (!started) return;
      started = false;
      const boss = await bossOf();
      // graceful: in-flight jobs finish; wait: resolve only once pg-boss has really stopped.
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
    async runNow(queue) {
      if (!byQueue.has(queue)) throw new Error(`unknown queue ${queue}`);
      await (await bossOf()).send(queue, {});
    },
    async enqueue(queue, data) {
      if (!byQueue.has(queue)) throw new Error(`unknown queue ${queue}`);
      if (!started) return false;
      await (await bossOf()).send(queue, data);
      return true;
    },
    async state() {
      // Before pg-boss's first start its tables do not exist; a scrape in that window reports no queue.
      if (!started) return [];
      const names = jobs.map((job) => job.queue);
      const { rows } = await (await bossOf()).getDb().executeSql(
        `select name,
           count(*) filter (where state in ('created', 'retry', 'active'))::int as pending,
           count(*) filter (where state = 'failed')::int as failed,
           max(completed_on) filter (where state = 'completed') as last_run_at
         from (select name, state, completed_on from ${SCHEMA}.job where name = any($1)
               union all
               select name, state, completed_on from ${SCHEMA}.archive where name = any($1)) as runs
         group by name`,
        [names],
      );
      const found = new Map(rows.map((row: QueueRow) => [row.name, row]));
      return names.map((queue) => {
        const row = found.get(queue);
        return {
          queue,
          pending: row?.pending ?? 0,
          failed: row?.failed ?? 0,
          lastRunAt: row?.last_run_at ? new Date(row.last_run_at) : null,
        };
      });
    },
  };
}

interface QueueRow {
  name: string;
  pending: number;
  failed: number;
  last_run_at: Date | string | null;
}
