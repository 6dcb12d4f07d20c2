import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userRoles } from "../db/schema";
import { parseEnv } from "../env";
import { recipientHash } from "../integrations/mail";
import { startupNotices } from "../startup-notices";
import { signedInMember } from "../testing/account-fixtures";
import { eventually } from "../testing/alert-fixtures";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createTestClient } from "../testing/trpc-client";

/**
 * Whoever reads the logs must not be able to take over accounts (docs/security.md, "Secrets in
 * logs"): mail without SMTP never writes a body or link there, and request lines lose the
 * single-use tokens of e-mail links.
 */
const HASH_KEY = "chave-de-teste-dos-logs-0123456789";

describe("mail without SMTP_URL", () => {
  it("refuses to start in production on PostgreSQL unless a setting says where mail goes", () => {
    const production = { NODE_ENV: "production", DATABASE_URL: "postgres://app@db.interno/milheiro" };
    expect(() => parseEnv(production)).toThrow(/SMTP_URL/);
    expect(parseEnv({ ...production, MAIL_WITHOUT_SMTP: "log" }).MAIL_MODE).toBe("log");
    expect(parseEnv({ ...production, SMTP_URL: "smtp://smtp.exemplo.com:587" }).MAIL_MODE).toBe("smtp");
    // `npm start` on the embedded database still works for a newcomer: mail waits in the outbox.
    expect(parseEnv({ NODE_ENV: "production" }).MAIL_MODE).toBe("outbox");
    expect(parseEnv({ NODE_ENV: "development" }).MAIL_MODE).toBe("log");
  });

  it("says so at start when mail is kept in the outbox or dropped to the log", () => {
    const quiet = { NODE_ENV: "production" as const, STRIPE_SECRET_KEY: "sk_live_x", STRIPE_OFFLINE: false };
    expect(startupNotices({ ...quiet, MAIL_MODE: "outbox" })).toEqual([expect.stringContaining("/admin")]);
    expect(startupNotices({ ...quiet, MAIL_MODE: "log" })).toEqual([expect.stringContaining("MAIL_WITHOUT_SMTP=log")]);
    expect(startupNotices({ ...quiet, MAIL_MODE: "smtp" })).toEqual([]);
  });
});

describe("in log mode outside development", () => {
  let testApp: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    testApp = await createTestApp({
      env: { LOG_LEVEL: "info", LOG_HASH_KEY: HASH_KEY },
      logStream: { write: (line) => void logLines.push(line) },
    });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it("logs a reset e-mail's subject and a keyed hash of its recipient, never the link nor the address", async () => {
    const member = await signedInMember(testApp);
    await createTestClient(testApp.app).trpc.auth.requestPasswordReset.mutate({ email: member.email });
    await eventually(() => logLines.some((line) => line.includes("Redefina sua senha do Milheiro")));
    const mailLine = JSON.parse(logLines.find((line) => line.includes("Redefina sua senha")) ?? "{}") as {
      mail?: object;
    };
    expect(mailLine.mail).toEqual({
      to: recipientHash(HASH_KEY, member.email),
      subject: "Redefina sua senha do Milheiro",
    });
    const everything = logLines.join("\n");
    for (const secret of [member.email, "redefinir-senha", "token=", "Criar nova senha"]) {
      expect(everything).not.toContain(secret);
    }
  });

  it("redacts single-use tokens from request lines, whatever route they arrive on", async () => {
    const secrets = ["segredoum1", "segredodois2", "segredotres3", "segredoquatro4", "segredocinco5"];
    const urls = [
      `/redefinir-senha?token=${secrets[0]}`,
      `/auth/confirmar-email?token=${secrets[1]}`,
      `/auth/confirmar-novo-email?token=${secrets[2]}&x=1`,
      `/trpc/auth.resetLinkStatus?input=${encodeURIComponent(JSON.stringify({ token: secrets[3] }))}`,
      `/qualquer?reset_token=${secrets[4]}`,
    ];
    for (const url of urls) await testApp.app.inject({ method: "GET", url });
    const requestLines = logLines.filter((line) => line.includes('"req"'));
    expect(requestLines.length).toBeGreaterThanOrEqual(urls.length);
    for (const secret of secrets) expect(logLines.join("\n")).not.toContain(secret);
    expect(requestLines.join("\n")).toContain("/auth/confirmar-novo-email?token=%5Bredacted%5D&x=1");
  });

  it("takes the reset page's token check in a POST body only, never in a URL", async () => {
    const asQuery = await testApp.app.inject({
      method: "GET",
      url: `/trpc/auth.resetLinkStatus?input=${encodeURIComponent(JSON.stringify({ token: "abc" }))}`,
    });
    expect(asQuery.statusCode).toBe(405);
    const asBody = await createTestClient(testApp.app).trpc.auth.resetLinkStatus.mutate({ token: "abc" });
    expect(asBody).toEqual({ status: "invalid" });
  });
});

describe("in outbox mode (the embedded default's first run)", () => {
  let testApp: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    testApp = await createTestApp({
      env: { LOG_LEVEL: "info", MAIL_WITHOUT_SMTP: "outbox" },
      logStream: { write: (line) => void logLines.push(line) },
    });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it("keeps the e-mail for admins to read in /admin, and out of the log", async () => {
    const member = await signedInMember(testApp);
    const admin = await signedInMember(testApp);
    await testApp.database.db.insert(userRoles).values({ userId: admin.id, role: "admin" });
    await createTestClient(testApp.app).trpc.auth.requestPasswordReset.mutate({ email: member.email });

    let kept: Awaited<ReturnType<typeof admin.browser.trpc.admin.settings.mailOutbox.query>> = [];
    await eventually(async () => {
      kept = await admin.browser.trpc.admin.settings.mailOutbox.query();
      return kept.length > 0;
    });
    expect(kept[0]).toMatchObject({ recipient: member.email, subject: "Redefina sua senha do Milheiro" });
    expect(kept[0]?.text).toMatch(/redefinir-senha\?token=[a-z2-7]+/);
    expect(logLines.join("\n")).not.toContain("redefinir-senha?token=");
    expect(logLines.join("\n")).not.toContain(member.email);
    await expect(member.browser.trpc.admin.settings.mailOutbox.query()).rejects.toMatchObject({
      data: { code: "FORBIDDEN" },
    });
  });
});
