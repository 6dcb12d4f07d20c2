import { setTimeout as delay } from "node:timers/promises";
import { runInBackground } from "../background";
import type { Logger } from "../logger";
import type { JobDefinition, JobEngine } from "./engine";

/**
 * Work a request hands on and answers before it runs (the reset e-mail: docs/security.md, "Password
 * reset"). With the job engine started, it goes through pg-boss, so any instance sends it and a
 * failure is retried; before that (the first second after start) and in API-only tests, it runs in
 * this process after the answer. Either way the request itself does the same, whatever the data.
 */
export interface TaskQueue {
  enqueue(queue: string, data: object): Promise<void>;
}

/**
 * In-process, a task starts this long after it is queued: started at once, its queries and its
 * e-mail's rendering ran before the answer was written, and a known address answered in twice
 * the time of an unknown one (measured: 66 ms against 32 ms on PGlite).
 */
const IN_PROCESS_DELAY_MS = 250;

export function createTaskQueue(engine: JobEngine | null, tasks: readonly JobDefinition[], log: Logger): TaskQueue {
  const byQueue = new Map(tasks.map((task) => [task.queue, task]));
  return {
    async enqueue(queue, data) {
      const task = byQueue.get(queue);
      if (!task) throw new Error(`unknown task queue ${queue}`);
      if (engine && (await engine.enqueue(queue, data))) return;
      runInBackground(log, `Falha na tarefa ${queue}`, async () => {
        await delay(IN_PROCESS_DELAY_MS);
        await task.run(data);
      });
    },
  };
}
