import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "../../env";
import { settingsStatus } from "./settings-status";

describe("settingsStatus", () => {
  it("describes the embedded defaults: no Stripe, no SMTP, PGlite under DATA_DIR", () => {
    const status = settingsStatus(parseEnv({ DATA_DIR: "./dados" }));
    expect(status).toEqual({
      payments: { mode: "offline", webhookSecretSet: false },
      notifications: {
        mailMode: "outbox",
        smtp: null,
        mailFrom: "Milheiro <nao-responda@milheiro.local>",
        emailConfirmationRequired: false,
        signupsEnabled: true,
      },
      seo: { appUrl: "http://localhost:3000", siteTitle: "Milheiro — gestão de milhas e pontos", https: false },
      backup: { engine: "pglite", dataDir: "./dados" },
    });
  });

  it("never shows an absolute path on the server, only the setting's name", () => {
    const status = settingsStatus(parseEnv({ DATA_DIR: path.resolve("./dados") }));
    expect(status.backup).toEqual({ engine: "pglite", dataDir: null });
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
      mailMode: "smtp",
      smtp: { host: "smtp.exemplo.com", port: "465", secure: true },
      mailFrom: "Milheiro <oi@milheiro.com.br>",
      emailConfirmationRequired: true,
      signupsEnabled: true,
    });
    expect(status.seo.https).toBe(true);
    // Production on PostgreSQL without a key: payments are off, never the stand-in (docs/decisions/033).
    expect(status.payments).toEqual({ mode: "off", webhookSecretSet: false });
    expect(status.backup).toEqual({ engine: "postgres", host: "db.interno", port: "6543", database: "milheiro" });
    const serialized = JSON.stringify(status);
    for (const secret of ["segredo-smtp", "segredo-db", "mailer", "app:"]) expect(serialized).not.toContain(secret);
  });

  it("tells live keys from test keys, and never repeats either secret", () => {
    const live = settingsStatus(
      parseEnv({ STRIPE_SECRET_KEY: "sk_live_segredo1", STRIPE_WEBHOOK_SECRET: "whsec_segredo2" }),
    );
    const test = settingsStatus(
      parseEnv({ STRIPE_SECRET_KEY: "rk_test_segredo3", STRIPE_WEBHOOK_SECRET: "whsec_segredo4" }),
    );
    expect(live.payments).toEqual({ mode: "live", webhookSecretSet: true });
    expect(test.payments).toEqual({ mode: "test-keys", webhookSecretSet: true });
    expect(JSON.stringify([live, test])).not.toMatch(/segredo/);
  });

  it("refuses a Stripe key without the webhook secret that fulfils Pix, boleto and renewals", () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "sk_test_abc" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });
});
