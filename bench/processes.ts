import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";

export interface Server {
  process: ChildProcess;
  url: string;
  /** Milliseconds from spawn to the first 200 from /healthz. */
  startMs: number;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) / 1024 : 0;
}

/** Samples a process's RSS until stopped; answers the peak. */
export function rssSampler(pid: number): { stop(): number } {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(pid));
    } catch {
      // The process ended between two samples.
    }
  }, 100);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

/**
 * Refuses a port something already listens on: the first 200 would come from that process (a
 * left-over server, another engineer's bench) and its figures would be taken for ours.
 */
function ensurePortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", () =>
      reject(
        new Error(`a porta ${port} já está em uso: outro servidor responderia no lugar do medido (BENCH_PORT muda)`),
      ),
    );
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

/** Starts a fresh server process and waits for its first 200; bounded (60 s unless told). */
export async function startServer(
  command: string[],
  env: Record<string, string>,
  port: number,
  timeoutMs = 60_000,
): Promise<Server> {
  await ensurePortFree(port);
  const started = performance.now();
  const [executable, ...args] = command;
  if (!executable) throw new Error("empty command");
  const child = spawn(executable, args, { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = started + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr}`);
    if (performance.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not answer within ${timeoutMs / 1000} s: ${stderr}`);
    }
    const ok = await fetch(`${url}/healthz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) break;
    await sleep(5);
  }
  const startMs = performance.now() - started;
  return {
    process: child,
    url,
    startMs,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      const timeout = sleep(10_000).then(() => child.kill("SIGKILL"));
      await Promise.race([exited, timeout]);
    },
  };
}
