import { defineConfig, devices } from "@playwright/test";
import { E2E_ADMIN_EMAIL } from "./e2e/accounts";
import { E2E_BASE_URL as BASE_URL, E2E_PORT as PORT } from "./e2e/base-url";
import { firecrawlPortFor } from "./e2e/firecrawl";

// Debian's Chromium: browser downloads are not possible on these machines.
const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "e2e",
  // A 2-core runner with two workers, Chromium and the server: journeys take 10–30 s there.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  use: {
    baseURL: BASE_URL,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    // Recording a trace (DOM snapshots and screenshots of every step) doubled the suite's CPU and
    // wall time on CI's two cores, for every test, to keep it for the rare one that fails. A
    // failure still leaves the page's accessibility snapshot (error-context.md) and a screenshot;
    // `npx playwright test <file> --trace on` records traces when one is needed.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunch,
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunch } }],
  webServer: {
    // The production build on a fresh database for every run: PostgreSQL when DATABASE_URL is set, else embedded.
    command: "node --import tsx scripts/e2e-server.ts",
    // SIGTERM rather than a kill, so the script drops its PostgreSQL database.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    url: `${BASE_URL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      APP_URL: BASE_URL,
      DATA_DIR: ".tmp/e2e-data",
      ADMIN_EMAILS: E2E_ADMIN_EMAIL,
      LOG_LEVEL: "warn",
      // /dev/emails to follow reset links, and expiring a reset link on demand (README, DEV_TOOLS).
      DEV_TOOLS: "true",
      // A request may carry the time it happens at: moves one member past their trial (README, TEST_CLOCK).
      TEST_CLOCK: "true",
      // Every test signs its people up from 127.0.0.1 (the limit itself is proven in src/server/security).
      SIGNUP_LIMIT_PER_HOUR: "100000",
      // The alert scan runs when a test asks for it (the admin's button), never on the half hour's
      // tick: a tick between two of a test's steps alerted on a balance the test had not finished.
      ALERT_SCAN_CRON: "0 0 29 2 *",
      DATABASE_URL: process.env.DATABASE_URL ?? "",
      // The same on both engines: mail waits in the admin's outbox (and /dev/emails), and the
      // offline Stripe stand-in takes the payments (on PostgreSQL neither is the default).
      MAIL_WITHOUT_SMTP: "outbox",
      STRIPE_OFFLINE: "true",
      FIRECRAWL_API_URL: `http://127.0.0.1:${firecrawlPortFor(PORT)}`,
    },
  },
});
