/** One autocannon load on a server, timed to its last answer, with the server's peak memory. */
import autocannon from "autocannon";
import { tokenOf } from "./dataset";
import { rssSampler, type Server } from "./processes";
import type { RunResult } from "./report";
import { connections, durationSeconds, size, type Scenario } from "./settings";

/** Requests spread over every member's session, as many users at once would send them; a visitor's carry none. */
function requestsFor(scenario: Scenario): autocannon.Request[] {
  if (scenario.visitor) return [{ method: "GET", path: scenario.path }];
  return Array.from({ length: Math.min(size.members, 200) }, (_, i) => ({
    method: "GET" as const,
    path: scenario.path,
    headers: { authorization: `Bearer ${tokenOf(i + 1)}` },
  }));
}

export async function load(server: Server, options: Partial<autocannon.Options>): Promise<RunResult> {
  const sampler = rssSampler(server.process.pid ?? 0);
  const started = performance.now();
  let lastAnswer = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon({ url: server.url, connections, ...options }, (error, finished) =>
      error ? reject(error) : resolve(finished),
    );
    // autocannon ends a run on its next whole-second tick, so its own duration rounds a run of a
    // fixed `amount` up to whole seconds (1,000 writes in 1.1 s counted as 2 s): time the answers.
    run.on("response", () => {
      lastAnswer = performance.now();
    });
  });
  const peakRssMb = sampler.stop();
  return {
    requestsPerSecond: result.requests.total / Math.max((lastAnswer - started) / 1000, 0.001),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    peakRssMb,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

export async function measure(server: Server, scenario: Scenario): Promise<RunResult> {
  const requests = requestsFor(scenario);
  await load(server, { duration: 1, requests });
  return load(server, { duration: durationSeconds, requests });
}
