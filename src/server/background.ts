import type { Logger } from "./logger";

const running = new Set<Promise<void>>();

/**
 * Work a request starts but does not wait for (the reset e-mail, so the answer takes the same
 * time whether or not the account exists). Failures are logged; app close waits for what runs.
 */
export function runInBackground(log: Logger, what: string, task: () => Promise<void>): void {
  const run = task()
    .catch((error: unknown) => log.error({ err: error }, what))
    .finally(() => running.delete(run));
  running.add(run);
}

export async function settleBackgroundWork(): Promise<void> {
  await Promise.all([...running]);
}

/**
 * Work a request awaits that must also end before the app closes: an upload being stored, whose
 * connection a bounded shutdown may cut, still has to remove its partial file before the process exits.
 */
export function finishBeforeClose<T>(work: Promise<T>): Promise<T> {
  const settled: Promise<void> = work.then(
    () => undefined,
    () => undefined,
  );
  running.add(settled);
  void settled.finally(() => running.delete(settled));
  return work;
}
