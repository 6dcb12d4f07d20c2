import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { createInterface } from "node:readline";
import { inheritedPath } from "../env";

export interface AppProcess {
  /** The address it listens on, e.g. http://127.0.0.1:41234. */
  url: string;
  /** Every JSON log line so far. */
  logs: Record<string, unknown>[];
  /** Resolves with the first log line (past or future) whose `msg` matches. */
  waitForLog(pattern: RegExp, timeoutMs?: number): Promise<Record<string, unknown>>;
  stop(): Promise<void>;
}

const STARTUP_TIMEOUT_MS = 90_000;

/** A port the OS just handed out; APP_URL must name it before the server starts (the Origin check). */
async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

/**
 * The real server (src/server/main.ts, as `npm start` runs it minus the build) in a child process
 * on a free port, with the given settings on top of a quiet test environment.
 */
export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      PATH: inheritedPath(),
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      APP_URL: url,
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: Record<string, unknown>[] = [];
  const waiters: { pattern: RegExp; resolve: (line: Record<string, unknown>) => void }[] = [];
  const stderr: string[] = [];
  child.stderr?.on("data", (chunk: Buffer) => stderr.push(chunk.toString()));
  createInterface({ input: child.stdout! }).on("line", (text) => {
    let line: Record<string, unknown>;
    try {
      line = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return;
    }
    logs.push(line);
    for (const waiter of [...waiters]) {
      if (waiter.pattern.test(String(line.msg))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    }
  });
  const exited = once(child, "exit");

  const waitForLog = (pattern: RegExp, timeoutMs = STARTUP_TIMEOUT_MS) => {
    const seen = logs.find((line) => pattern.test(String(line.msg)));
    if (seen) return Promise.resolve(seen);
    return new Promise<Record<string, unknown>>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no log line matching ${pattern} in ${timeoutMs} ms:\n${stderr.join("")}`)),
        timeoutMs,
      );
      waiters.push({ pattern, resolve: (line) => (clearTimeout(timer), resolve(line)) });
      void exited.then(([code]) =>
        reject(new Error(`server exited (${String(code)}) before ${pattern}:\n${stderr.join("")}`)),
      );
    });
  };

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    await exited;
  };

  try {
    await waitForLog(/^Server listening at /);
    return { url, logs, waitForLog, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
