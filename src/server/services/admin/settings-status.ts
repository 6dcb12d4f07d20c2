import path from "node:path";
import { SITE_TITLE } from "@/shared/domain/site/site";
import type { Env } from "../../env";
import { paymentsModeFor } from "../../integrations/stripe/endpoint";

/**
 * The admin settings cards (docs/product.md §2) show the configuration this process actually runs with,
 * read-only. Only what an admin may see leaves here: hosts and relative paths, never a password, a
 * user name, a whole connection URL or an absolute path on the server.
 */
function smtpServer(smtpUrl: string | undefined) {
  if (!smtpUrl) return null;
  const url = new URL(smtpUrl);
  return { host: url.hostname, port: url.port || null, secure: url.protocol === "smtps:" };
}

function databaseLocation(env: Pick<Env, "DATABASE_URL" | "DATA_DIR">) {
  // The setting as written when it is relative to the app's folder; an absolute path (the host's
  // layout) never reaches the page: the card then names the setting only.
  if (!env.DATABASE_URL) {
    return { engine: "pglite" as const, dataDir: path.isAbsolute(env.DATA_DIR) ? null : env.DATA_DIR };
  }
  const url = new URL(env.DATABASE_URL);
  return {
    engine: "postgres" as const,
    host: url.hostname,
    port: url.port || "5432",
    database: decodeURIComponent(url.pathname.replace(/^\//, "")) || null,
  };
}

export function settingsStatus(env: Env) {
  return {
    // Offline: the built-in Stripe stand-in, nothing is charged (docs/decisions/013); off: no payments.
    payments: {
      mode: paymentsModeFor(env),
      webhookSecretSet: env.STRIPE_WEBHOOK_SECRET !== undefined,
    },
    notifications: {
      // Without SMTP: the outbox (read below in /admin) or the log (docs/decisions/033).
      mailMode: env.MAIL_MODE,
      smtp: smtpServer(env.SMTP_URL),
      mailFrom: env.MAIL_FROM,
      emailConfirmationRequired: env.REQUIRE_EMAIL_CONFIRMATION,
      signupsEnabled: env.SIGNUPS_ENABLED,
    },
    seo: { appUrl: env.APP_URL, siteTitle: SITE_TITLE, https: env.APP_URL.startsWith("https://") },
    backup: databaseLocation(env),
  };
}
