import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPORT_EXPORT_PATH } from "@/shared/domain/reports/report-csv";
import { SESSION_COOKIE } from "../auth/cookies";
import { APP_ERRORS } from "../errors";
import { sessionIdOf } from "../testing/accounts";
import { createTestApp, type TestApp } from "../testing/test-app";
import { sessionTokenFor } from "../testing/upload-requests";

/**
 * docs/security.md: when the database fails, a plain HTTP route answers like tRPC does — the generic pt-BR
 * message and the request id — and never the driver's text (SQL, column names, the session id
 * the caller presented). Tables are renamed away for the length of a request, which makes every
 * query on them fail the way an outage does, with the failed SQL and its parameters in the error.
 */
describe("plain routes answer internal errors with the generic message and a request id", () => {
  const logLines: string[] = [];
  let testApp: TestApp;
  let token: string;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { LOG_LEVEL: "info" }, logStream: { write: (line) => logLines.push(line) } });
    token = await sessionTokenFor(testApp.database.db, "member");
  });

  afterAll(() => testApp?.close());

  async function withTableAway<T>(table: string, run: () => Promise<T>): Promise<T> {
    const { db } = testApp.database;
    await db.execute(sql.raw(`alter table ${table} rename to ${table}_away`));
    try {
      return await run();
    } finally {
      await db.execute(sql.raw(`alter table ${table}_away rename to ${table}`));
    }
  }

  function expectGenericAnswer(response: { statusCode: number; body: string }, secrets: string[]) {
    expect(response.statusCode).toBe(500);
    const body = JSON.parse(response.body) as { error: { message: string; requestId: string } };
    expect(body.error.message).toBe(APP_ERRORS.INTERNAL.message);
    for (const secret of [...secrets, "select", "sessions", "email_confirmation_tokens", "Failed query", "relation"]) {
      expect(response.body.toLowerCase()).not.toContain(secret.toLowerCase());
    }
    // The id names the log line that holds what the client was not told.
    const logged = logLines.map(
      (line) => JSON.parse(line) as { reqId?: string; level: number; err?: { message?: string } },
    );
    const entry = logged.find((line) => line.reqId === body.error.requestId && line.level >= 50);
    expect(entry?.err?.message).toMatch(/sessions|email_confirmation_tokens/);
  }

  it("the CSV export, with the session id it was shown", async () => {
    const response = await withTableAway("sessions", () =>
      testApp.app.inject({ method: "GET", url: REPORT_EXPORT_PATH, headers: { cookie: `${SESSION_COOKIE}=${token}` } }),
    );
    expectGenericAnswer(response, [token, sessionIdOf(token)]);
  });

  it("the e-mail confirmation link", async () => {
    const linkToken = "t".repeat(43);
    const response = await withTableAway("email_confirmation_tokens", () =>
      testApp.app.inject({ method: "GET", url: `/auth/confirmar-email?token=${linkToken}` }),
    );
    expectGenericAnswer(response, [linkToken]);
  });
});
