/**
 * The production build (dist/server/main.js) on a free loopback port with a fresh embedded
 * database, for the measurements that need a real server and a browser (`npm run bench:web`, the
 * bundle budget). Throws at once when there is no build.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");

export interface ProductionServer {
  baseUrl: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("sem porta")),
      );
    });
  });
}

export async function startProductionServer(env: Record<string, string> = {}): Promise<ProductionServer> {
  if (!existsSync(path.join(root, "dist", "server", "main.js")))
    throw new Error("dist/ não existe: rode `npm run build` antes.");
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "milheiro-production-"));
  const server = spawn(process.execPath, ["dist/server/main.js"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      ...env,
    },
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  const stop = async () => {
    if (server.exitCode === null) server.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`o servidor saiu com código ${server.exitCode}`);
      if (Date.now() > deadline) throw new Error("o servidor não ficou pronto em 120 s");
      const ready = await fetch(`${baseUrl}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return { baseUrl, stop };
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } catch (error) {
    await stop();
    throw error;
  }
}
