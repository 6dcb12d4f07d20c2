import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNT } from "@/shared/domain/demo/demo-account";
import { startAppProcess, type AppProcess } from "../../testing/app-process";

let dataDir: string;
let server: AppProcess;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "milheiro-seed-demo-"));
  server = await startAppProcess({ DATA_DIR: dataDir, SEED_DEMO: "true" });
}, 180_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("SEED_DEMO=true on an empty embedded database", () => {
  it("seeds the demo account at start and logs a password that logs in", async () => {
    const line = await server.waitForLog(/^Conta demo criada/);
    expect(line).toMatchObject({ email: DEMO_ACCOUNT.email, demo: expect.stringMatching(/\/demo$/) });
    const response = await fetch(`${server.url}/trpc/auth.login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ email: DEMO_ACCOUNT.email, password: line.password }),
    });
    expect(response.status).toBe(200);
  });

  it("leaves a database that already has accounts alone at the next start", async () => {
    await server.stop();
    server = await startAppProcess({ DATA_DIR: dataDir, SEED_DEMO: "true" });
    await server.waitForLog(/^SEED_DEMO: o banco já tem contas/);
    expect(server.logs.some((line) => /^Conta demo criada/.test(String(line.msg)))).toBe(false);
  }, 180_000);
});
