import { z } from "zod";

const optionalFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .optional()
  .transform((value) => (value === undefined ? undefined : ["true", "1", "yes"].includes(value)));

const booleanFlag = (fallback: boolean) => optionalFlag.transform((value) => value ?? fallback);

const PROXY_ADDR_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** Fastify's trustProxy: false, a hop count, or a comma-separated list of addresses / CIDR ranges. */
const trustedProxies = z
  .string()
  .optional()
  .transform((value, context): false | number | string => {
    const text = value?.trim().toLowerCase();
    if (text === undefined || text === "false" || text === "0" || text === "no") return false;
    if (/^\d+$/.test(text)) return Number(text);
    if (text === "true" || text === "1" || text === "yes") return 1;
    const ranges = text.split(",").map((part) => part.trim());
    const isRange = (part: string) => /^[\da-f.:]+(\/\d{1,3})?$/.test(part) || PROXY_ADDR_NAMES.has(part);
    if (ranges.every(isRange)) return ranges.join(",");
    context.addIssue({
      code: "custom",
      message: 'name the proxies: a hop count (e.g. "1") or their addresses/ranges (e.g. "10.0.0.0/8")',
    });
    return z.NEVER;
  });

/** How this process sends mail: SMTP, or without it one of MAIL_WITHOUT_SMTP's places. */
function mailModeOf(env: {
  SMTP_URL?: string;
  MAIL_WITHOUT_SMTP?: "log" | "outbox";
  NODE_ENV: string;
  DATABASE_URL?: string;
}): "smtp" | "log" | "outbox" {
  if (env.SMTP_URL) return "smtp";
  if (env.MAIL_WITHOUT_SMTP) return env.MAIL_WITHOUT_SMTP;
  return env.NODE_ENV === "production" && !env.DATABASE_URL ? "outbox" : "log";
}

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATABASE_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
    DATA_DIR: z.string().min(1).default("./data"),
    // http(s) only: a scheme-less "localhost:3000" parses as a URL with an opaque origin, and every
    // POST would then fail the Origin check.
    APP_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
    ADMIN_EMAILS: z
      .string()
      .default("")
      .transform((list) =>
        list
          .split(",")
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      ),
    REQUIRE_EMAIL_CONFIRMATION: booleanFlag(false),
    SIGNUPS_ENABLED: booleanFlag(true),
    /** On a database with no accounts yet, create the demo account at start and log how to enter it. */
    SEED_DEMO: booleanFlag(false),
    SMTP_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
    /**
     * Where mail goes without SMTP_URL (docs/decisions/033): "outbox" keeps it for admins to read in
     * /admin, "log" writes it to the log (in full only under development; elsewhere the subject and
     * a keyed hash of the recipient). Unset: "log" outside production, "outbox" on the embedded
     * database; in production on PostgreSQL the server refuses to start without one of them.
     */
    MAIL_WITHOUT_SMTP: z.preprocess(emptyAsUndefined, z.enum(["log", "outbox"]).optional()),
    /**
     * The key of the hash that stands for an e-mail address in log lines. Unset: a random key per
     * process (lines of one process still match each other); set it to match lines across instances.
     */
    LOG_HASH_KEY: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
    MAIL_FROM: z.string().default("Milheiro <nao-responda@milheiro.local>"),
    /**
     * Behind a load balancer: which proxies may say, in X-Forwarded-For, who the client is (per-IP
     * limits depend on it). A hop count ("1" = the one proxy in front) or the proxies' addresses
     * and ranges ("10.0.0.0/8,127.0.0.1", or proxy-addr's "loopback", "uniquelocal"); unset or "false" =
     * trust nobody. "true" means one hop: trusting every hop would believe a client's own header.
     */
    TRUST_PROXY: z.preprocess(emptyAsUndefined, trustedProxies),
    /** Sign-up attempts one client address may make per hour; more would be e-mail enumeration. */
    SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(20),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** Set to keep uploaded files in S3-compatible storage (shared by every instance); unset = DATA_DIR/files. */
    S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().min(3).optional()),
    S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
    S3_REGION: z.preprocess(emptyAsUndefined, z.string().min(1).default("us-east-1")),
    S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, optionalFlag),
    /**
     * The flight scraper's Firecrawl service, e.g. https://api.firecrawl.dev. Unset = test mode:
     * recorded airline pages served by a local Firecrawl-compatible server (offline default).
     */
    FIRECRAWL_API_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
    /** An admin's API token works at most this many days after it was made (docs/security.md). */
    ADMIN_API_TOKEN_MAX_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    /** How long a password reset link stays valid. */
    PASSWORD_RESET_TTL_MINUTES: z.coerce
      .number()
      .int()
      .min(5)
      .max(24 * 60)
      .default(60),
    /**
     * The Bearer token Prometheus sends to GET /metrics. Unset = the endpoint answers 404; long
     * enough that it cannot be guessed (e.g. `openssl rand -hex 32`).
     */
    METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
    /** When the expiry and bonus alert scan runs (cron, São Paulo time); it also runs at start. */
    ALERT_SCAN_CRON: z.string().min(9).default("*/30 * * * *"),
    /** When the clubs' monthly lots are posted (cron, São Paulo time); it also runs at start, catching up. */
    CLUB_POSTING_CRON: z.string().min(9).default("10 0 * * *"),
    /**
     * Web Push's VAPID key pair (docs/decisions/043), base64url as `npx web-push generate-vapid-keys`
     * prints them; set both in production. Unset: a pair is made at the first push and kept in the
     * database, which serves the embedded default (and any instances sharing one database).
     */
    VAPID_PUBLIC_KEY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{86,88}$/)
        .optional(),
    ),
    VAPID_PRIVATE_KEY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{42,44}$/)
        .optional(),
    ),
    /** Who push services may contact about our pushes (mailto: or https:); RFC 8292's "sub". */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/)
      .default("mailto:nao-responda@milheiro.local"),
    /** How often alerts waiting for a push are sent, and failed sends retried (cron, São Paulo time). */
    PUSH_DELIVERY_CRON: z.string().min(9).default("* * * * *"),
    /** When the weekly summary e-mail goes out (cron, São Paulo time). */
    WEEKLY_SUMMARY_CRON: z.string().min(9).default("0 9 * * 1"),
    /**
     * Developer tools: the last e-mails listed at /dev/emails and a hook to expire reset links.
     * On by default only in development; the e2e server turns it on. Never in production.
     */
    DEV_TOOLS: z.preprocess(emptyAsUndefined, optionalFlag),
    /**
     * Tests only, never in production: a request may say what time it is (header
     * x-milheiro-test-now, server/clock.ts), so an end-to-end test can move one member past the
     * end of their trial. Needs DEV_TOOLS and refuses a live Stripe key.
     */
    TEST_CLOCK: booleanFlag(false),
    /** Slow clients (docs/security.md): a request's headers must all arrive within this. */
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /** A connection with no byte either way for this long is closed. */
    HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    /** The body of an API request or any other non-upload must all arrive within this. */
    HTTP_BODY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    /** An upload's body must all arrive within this: 30 min lets a 500 MB video through at ~2.3 Mbit/s. */
    HTTP_UPLOAD_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(100)
      .max(6 * 60 * 60_000)
      .default(30 * 60_000),
    /** A procedure call still waiting after this answers the generic error (Stripe and Firecrawl calls have their own). */
    REQUEST_DEADLINE_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    /** On SIGTERM, requests in flight get this long to finish before their connections are cut. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(25_000),
    /** docs/product.md §9: the scraper gives each airline page 30 s. */
    FIRECRAWL_TIMEOUT_MS: z.coerce.number().int().min(1).max(300_000).default(30_000),
    /**
     * Stripe's secret key (sk_live_… or sk_test_…, or a restricted rk_ key). Unset = offline test
     * mode: a Stripe-compatible server on loopback answers the SDK (docs/decisions/013).
     */
    STRIPE_SECRET_KEY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^(sk|rk)_(live|test)_\w+$/)
        .optional(),
    ),
    /**
     * Without STRIPE_SECRET_KEY: run the offline Stripe stand-in (docs/decisions/013), whose checkout
     * "pays" with one click. Unset: on outside production and on the embedded database; off in
     * production on PostgreSQL, where payments then stay unavailable until a key is set.
     */
    STRIPE_OFFLINE: z.preprocess(emptyAsUndefined, optionalFlag),
    /** The signing secret (whsec_…) of the webhook endpoint Stripe calls at /api/stripe/webhook. */
    STRIPE_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().startsWith("whsec_").optional()),
    // Tests only: where the stripe SDK sends its requests (a Stripe-compatible server), never set in production.
    STRIPE_API_HOST: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    STRIPE_API_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(65535).optional()),
    STRIPE_API_PROTOCOL: z.preprocess(emptyAsUndefined, z.enum(["http", "https"]).optional()),
  })
  .refine((env) => !env.STRIPE_SECRET_KEY || env.STRIPE_WEBHOOK_SECRET, {
    path: ["STRIPE_WEBHOOK_SECRET"],
    message:
      "with STRIPE_SECRET_KEY set, STRIPE_WEBHOOK_SECRET is needed too (Pix, boleto and renewals arrive by webhook)",
  })
  .refine((env) => Boolean(env.S3_ACCESS_KEY_ID) === Boolean(env.S3_SECRET_ACCESS_KEY), {
    path: ["S3_SECRET_ACCESS_KEY"],
    message: "set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither",
  })
  .refine((env) => Boolean(env.VAPID_PUBLIC_KEY) === Boolean(env.VAPID_PRIVATE_KEY), {
    path: ["VAPID_PRIVATE_KEY"],
    message: "set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together, or neither",
  })
  .refine((env) => !env.TEST_CLOCK || (env.DEV_TOOLS === true && !env.STRIPE_SECRET_KEY?.includes("_live_")), {
    path: ["TEST_CLOCK"],
    message: "TEST_CLOCK is for tests: it needs DEV_TOOLS=true and never runs with a live Stripe key",
  })
  .refine((env) => env.SMTP_URL || env.MAIL_WITHOUT_SMTP || env.NODE_ENV !== "production" || !env.DATABASE_URL, {
    path: ["SMTP_URL"],
    message:
      'in production on PostgreSQL, set SMTP_URL; or MAIL_WITHOUT_SMTP="outbox" (admins read the mail in /admin) or "log" (mail is not delivered)',
  })
  .transform((env) => ({
    ...env,
    MAIL_MODE: mailModeOf(env),
    STRIPE_OFFLINE: env.STRIPE_OFFLINE ?? (env.NODE_ENV !== "production" || !env.DATABASE_URL),
    APP_URL: env.APP_URL ?? `http://localhost:${env.PORT}`,
    // Self-hosted S3-compatible servers (MinIO, Garage, …) rarely have per-bucket host names.
    S3_FORCE_PATH_STYLE: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
    DEV_TOOLS: env.DEV_TOOLS ?? env.NODE_ENV === "development",
  }));

export type Env = z.output<typeof EnvSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join("\n")}`);
  }
  return result.data;
}

export function loadEnv(): Env {
  return parseEnv(process.env);
}

/**
 * Tests and their harness: the PostgreSQL server they run on (DATABASE_URL), or undefined for the
 * embedded PGlite. Read on its own, so a test needs none of the app's other settings to be valid.
 */
export function testDatabaseServerUrl(): string | undefined {
  return process.env.DATABASE_URL;
}

/** This process's PATH, for a child process started with an environment of its own (tests). */
export function inheritedPath(): string | undefined {
  return process.env.PATH;
}
