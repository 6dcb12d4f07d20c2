import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "../env";
import { settingsStatus } from "./settings-status";

describe("settingsStatus", () => {
  it("describes the embedded defaults: no Stripe, no SMTP, PGlite under DATA_DIR", () => {
    const status = settingsStatus(parseEnv({ DATA_DIR: "./dados" }));
    expect(status).toEqual({
      payments: { stripeConfigured: false },
      notifications: {
        smtp: null,
        mailFrom: "Milheiro <nao-responda@milheiro.local>",
        emailConfirmationRequired: false,
        signupsEnabled: true,
      },
      seo: { appUrl: "http://localhost:3000", siteTitle: "Milheiro — gestão de milhas e pontos", https: false },
      backup: { engine: "pglite", dataDir: path.resolve("./dados") },
    });
  });

  it("names the SMTP and PostgreSQL hosts without ever repeating a credential", () => {
    const status = settingsStatus(
      parseEnv({
        APP_URL: "https://milheiro.com.br",
        SMTP_URL: "smtps://mailer:segredo-smtp@smtp.exemplo.com:465",
        MAIL_FROM: "Milheiro <oi@milheiro.com.br>",
        REQUIRE_EMAIL_CONFIRMATION: "true",
        DATABASE_URL: "postgres://app:segredo-db@db.interno:6543/milheiro",
      }),
    );
    expect(status.notifications).toEqual({
      smtp: { host: "smtp.exemplo.com", port: "465", secure: true },
      mailFrom: "Milheiro <oi@milheiro.com.br>",
      emailConfirmationRequired: true,
      signupsEnabled: true,
    });
    expect(status.seo.https).toBe(true);
    expect(status.backup).toEqual({ engine: "postgres", host: "db.interno", port: "6543", database: "milheiro" });
    const serialized = JSON.stringify(status);
    for (const secret of ["segredo-smtp", "segredo-db", "mailer", "app:"]) expect(serialized).not.toContain(secret);
  });
});
