// The server the end-to-end suite drives: the production build on a database nobody else uses.
// With DATABASE_URL set (CI), a throwaway PostgreSQL database is created for the run and dropped
// when Playwright stops the server; without it, a fresh embedded database under .tmp/e2e-data.
// The app trusts a certificate made for this run, the local push service's (e2e/push-certificate.ts).
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { writeE2ePushCertificate } from "../e2e/push-certificate";
import { createThrowawayDatabase } from "../src/server/testing/throwaway-database";

const serverUrl = process.env.DATABASE_URL;
const throwaway = serverUrl ? await createThrowawayDatabase(serverUrl, "milheiro_e2e") : null;
if (!throwaway) rmSync(".tmp/e2e-data", { recursive: true, force: true });

const server = spawn(process.execPath, ["dist/server/main.js"], {
  stdio: "inherit",
  env: { ...process.env, DATABASE_URL: throwaway?.url ?? "", NODE_EXTRA_CA_CERTS: await writeE2ePushCertificate() },
});

for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => {
  Promise.resolve(throwaway?.drop()).then(
    () => process.exit(code ?? 0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
