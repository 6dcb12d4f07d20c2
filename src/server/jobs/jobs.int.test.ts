import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { createPostgresDatabase } from "../db/postgres-database";
import { notifications } from "../db/schema";
import { deliverPendingEmails } from "../services/alerts/delivery";
import { scanAlerts } from "../services/alerts/scan";
import { alertDeps, at, eventually, mailsTo, memberWithLot as lotMember, smtpMailer } from "../testing/alert-fixtures";
import { startTestSmtpServer, type TestSmtpServer } from "../testing/smtp-server";
import { testEnv } from "../testing/test-app";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import type { TestActor } from "../testing/wallet-actors";
import { ALERT_SCAN_QUEUE, alertJobs } from "./alert-jobs";
import { createJobEngine } from "./engine";
import { createTaskQueue } from "./tasks";
import { testDatabaseServerUrl } from "../env";

let database: TestDatabase;
let smtp: TestSmtpServer;
const silentLog = { info() {}, warn() {}, error() {} };

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startTestSmtpServer();
});

afterAll(async () => {
  await smtp?.close();
  await database?.destroy();
});

const memberWithLot = (expiresOn: string) => lotMember(database.db, expiresOn);

const alertCount = async (actor: TestActor) =>
  (await database.db.select({ total: count() }).from(notifications).where(eq(notifications.userId, actor.id)))[0]
    ?.total;

function engineAt(day: string) {
  const deps = alertDeps(database.db, smtpMailer(smtp.url));
  return createJobEngine(
    database.jobConnection,
    alertJobs(deps, testEnv(), () => at(day)),
    silentLog,
    {
      pollingIntervalSeconds: 0.5,
    },
  );
}

describe(`pg-boss on ${testDatabaseServerUrl() ? "PostgreSQL" : "PGlite"}`, () => {
  it("runs a queued task with its data on a worker, and in-process after the answer before the engine starts", async () => {
    const ran: { email: string; via: string }[] = [];
    const task = (via: string) => ({
      queue: "queued-task-test",
      cron: null,
      runAtStart: false,
      run: async (data: unknown) => void ran.push({ ...(data as { email: string }), via }),
    });
    const engine = createJobEngine(database.jobConnection, [task("pg-boss")], silentLog, {
      pollingIntervalSeconds: 0.5,
    });
    const tasks = createTaskQueue(engine, [task("in-process")], silentLog);
    await tasks.enqueue("queued-task-test", { email: "antes@exemplo.com" });
    await engine.start();
    try {
      await tasks.enqueue("queued-task-test", { email: "depois@exemplo.com" });
      await eventually(() => ran.length === 2);
      expect(ran).toEqual([
        { email: "antes@exemplo.com", via: "in-process" },
        { email: "depois@exemplo.com", via: "pg-boss" },
      ]);
    } finally {
      await engine.stop();
    }
  });

  it("runs the alert scan at start, sends nothing again after a restart, and reports the queue state", async () => {
    const actor = await memberWithLot("2026-06-30");
    const first = engineAt("2026-06-25");
    await first.start();
    try {
      await eventually(async () => mailsTo(smtp.messages, actor.email).length === 1);
      await eventually(async () => (await first.state()).find((q) => q.queue === ALERT_SCAN_QUEUE)?.lastRunAt !== null);
      const [scan] = await first.state();
      expect(scan).toMatchObject({ queue: ALERT_SCAN_QUEUE, failed: 0 });
    } finally {
      await first.stop();
    }

    const restarted = engineAt("2026-06-25");
    await restarted.start();
    try {
      await restarted.runNow(ALERT_SCAN_QUEUE);
      await eventually(async () => (await restarted.state()).every((q) => q.pending === 0));
      expect(await alertCount(actor)).toBe(1);
      expect(mailsTo(smtp.messages, actor.email)).toHaveLength(1);
    } finally {
      await restarted.stop();
    }
  });
});

describe("two workers", () => {
  it("never create or send the same alert twice", async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => memberWithLot("2026-06-30")));
    // On PostgreSQL the second worker is another connection pool, as another instance would be.
    const url = "connectionString" in database.jobConnection ? database.jobConnection.connectionString : null;
    const other: Database = url ? createPostgresDatabase(url, { max: 5 }) : database;
    try {
      const workers = [database, other].map((db) => alertDeps(db.db, smtpMailer(smtp.url)));
      await Promise.all(
        workers.flatMap((deps) =>
          [0, 1, 2].map(async () => {
            await scanAlerts(deps.db, at("2026-06-25"));
            await deliverPendingEmails(deps, at("2026-06-25"));
          }),
        ),
      );
    } finally {
      if (other !== database) await other.close();
    }
    for (const member of members) {
      expect(await alertCount(member)).toBe(1);
      expect(mailsTo(smtp.messages, member.email)).toHaveLength(1);
    }
  });
});
