import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dependencyPatch } from "../testing/dependency-patch";

interface PostgresQueue<T> {
  readonly length: number;
  push(item: T): T;
  shift(): T | undefined;
  remove(item: T): T | null;
}

// The queue postgres.js keeps its pending queries and connections in; not exported, so it is
// loaded from the installed package, as patched (docs/upstream/postgres-js-queue.md).
const patch = dependencyPatch("postgres");
const BUILDS = ["src", "cjs/src", "cf/src"];
const require = createRequire(import.meta.url);
const Queue: <T>() => PostgresQueue<T> = require(path.join(path.dirname(require.resolve("postgres")), "queue.js"));

/** A queue that has served `cycles` items while never running empty, as under sustained load. */
function churnedQueue(cycles: number, backlog: number): PostgresQueue<number> {
  const queue = Queue<number>();
  for (let i = 0; i < backlog; i++) queue.push(i);
  for (let i = 0; i < cycles; i++) {
    queue.push(backlog + i);
    queue.shift();
  }
  return queue;
}

function millisecondsFor(work: () => void): number {
  const start = performance.now();
  work();
  return performance.now() - start;
}

describe(`${patch.file}: postgres.js' queue searches from its read index and compacts`, () => {
  it("is made for the installed version", () => {
    expect(patch.patchedVersion, "carry the patch over to the new version (npx patch-package postgres)").toBe(
      patch.installedVersion,
    );
  });

  it("is applied to its three builds", () => {
    expect(patch.files.map((file) => file.path).sort()).toEqual(
      BUILDS.map((build) => `node_modules/postgres/${build}/queue.js`).sort(),
    );
    for (const file of patch.files) expect(file.applied, `${file.path} is not patched`).toBe(true);
  });

  it("is still needed: upstream's remove still scans from the array's start", () => {
    expect(
      patch.upstreamFilesContaining("const index = xs.indexOf(x)", BUILDS),
      "postgres.js no longer scans from 0: delete the patch if it compacts too",
    ).toHaveLength(BUILDS.length);
  });

  it("keeps first-in-first-out order and removes from the middle across compactions", () => {
    const queue = Queue<number>();
    const served: number[] = [];
    for (let i = 0; i < 5000; i++) {
      queue.push(i);
      if (i % 3 === 0) served.push(queue.shift() ?? -1);
    }
    expect(queue.remove(4000)).toBe(4000);
    expect(queue.remove(4000)).toBeNull();
    expect(queue.remove(0)).toBeNull();
    while (queue.length > 0) served.push(queue.shift() ?? -1);
    expect(served).toEqual(Array.from({ length: 5000 }, (_, i) => i).filter((i) => i !== 4000));
  });

  it("does not slow down after serving many items without ever running empty", () => {
    const backlog = 50;
    const fresh = churnedQueue(0, backlog);
    const churned = churnedQueue(300_000, backlog);
    expect(churned.length).toBe(backlog);
    // Unpatched, each remove scans every slot ever used (300,000 here); patched, only the backlog.
    const removes = (queue: PostgresQueue<number>) => () => {
      for (let i = 0; i < 2000; i++) queue.remove(-1);
    };
    const freshMs = millisecondsFor(removes(fresh));
    const churnedMs = millisecondsFor(removes(churned));
    expect(churnedMs).toBeLessThan(Math.max(25, freshMs * 20));
  });
});
