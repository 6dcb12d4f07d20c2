import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALERT_SCAN_QUEUE } from "../jobs/alert-jobs";
import { startAppProcess, type AppProcess } from "../testing/app-process";
import { createEmptyDatabase, migrationCount, type EmptyDatabase } from "../testing/empty-postgres";

/**
 * Three instances started at the same instant on an empty database (docs/security.md): they race for the
 * migration lock and for pg-boss's setup lock. Each migration must be recorded once, every
 * instance must become ready, and each must finish its job setup without a deadlock. What two
 * instances share at run time (sessions, files, grants) is src/server/scale-out.int.test.ts's.
 */
const INSTANCES = 3;
const JOB_SETUP_TIMEOUT_MS = 30_000;

let database: EmptyDatabase;
let dataDir: string;
let instances: AppProcess[] = [];

beforeAll(async () => {
  database = await createEmptyDatabase("milheiro_three");
  dataDir = mkdtempSync(path.join(tmpdir(), "milheiro-three-"));
  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    // No cron tick during the test: every alert-scan job counted below is one an instance queued at start.
    ALERT_SCAN_CRON: "0 3 1 1 *",
  };
  instances = await Promise.all(Array.from({ length: INSTANCES }, () => startAppProcess(env)));
}, 180_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Jobs an instance queues only once its pg-boss setup (schema, queues, schedules) has finished;
 * none before the first instance has created pg-boss's schema (jobs start a moment after listening).
 */
async function alertScansQueued(): Promise<number> {
  const [schema] = await database.select("select to_regclass('pgboss.archive') is not null as ready");
  if (!schema?.ready) return 0;
  const [row] = await database.select(
    `select (select count(*) from pgboss.job where name = '${ALERT_SCAN_QUEUE}')
          + (select count(*) from pgboss.archive where name = '${ALERT_SCAN_QUEUE}') as count`,
  );
  return Number(row?.count);
}

describe(`${INSTANCES} instances started together on an empty database`, () => {
  it("record each migration exactly once", async () => {
    const rows = await database.select(
      "select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash",
    );
    expect(rows).toHaveLength(migrationCount());
    expect(rows.every((row) => row.times === 1)).toBe(true);
  });

  it("are all ready", async () => {
    for (const instance of instances) {
      const response = await fetch(`${instance.url}/readyz`);
      expect(response.status, instance.url).toBe(200);
      expect(await response.json()).toEqual({ status: "ready" });
    }
  });

  it("each finish the job setup, with one queue and one schedule per job, and no failure", async () => {
    const deadline = Date.now() + JOB_SETUP_TIMEOUT_MS;
    while ((await alertScansQueued()) < INSTANCES && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await alertScansQueued()).toBe(INSTANCES);
    const queues = await database.select("select name, count(*)::int as times from pgboss.queue group by name");
    const schedules = await database.select("select name, count(*)::int as times from pgboss.schedule group by name");
    for (const rows of [queues, schedules]) expect(rows.every((row) => row.times === 1)).toBe(true);
    expect(schedules.map((row) => row.name)).toContain(ALERT_SCAN_QUEUE);
    for (const instance of instances) {
      expect(
        instance.logs.filter((line) => Number(line.level) >= 50).map((line) => line.msg),
        instance.url,
      ).toEqual([]);
    }
  });
});
