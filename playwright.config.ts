import { defineConfig, devices } from "@playwright/test";
import { E2E_ADMIN_EMAIL } from "./e2e/accounts";
import { firecrawlPortFor } from "./e2e/firecrawl";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;

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
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  use: {
    baseURL: BASE_URL,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    trace: "retain-on-failure",
    launchOptions: chromiumLaunch,
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunch } },
  ],
  webServer: {
    // A fresh embedded database for every run; the server is the production build.
    command: "rm -rf .tmp/e2e-data && node dist/server/main.js",
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
      // Every test signs its people up from 127.0.0.1 (the limit itself is proven in src/server/security).
      SIGNUP_LIMIT_PER_HOUR: "100000",
      DATABASE_URL: "",
      FIRECRAWL_API_URL: `http://127.0.0.1:${firecrawlPortFor(PORT)}`,
    },
  },
});
