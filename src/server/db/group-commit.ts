/**
 * Writes that would queue on the same row lock, one transaction after another, committed together
 * instead (docs/decisions/025). Calls sharing a key are never committed concurrently by this
 * process: the first runs at once, alone; the calls that arrive while it runs wait and then go as
 * one batch, and so on. A lone call therefore pays no delay, and under load one commit, and one
 * WAL flush, serves many calls. Only on the write paths docs/decisions/035 lists.
 */
export interface GroupCommitOptions<I, O> {
  /** Commits every item in one transaction; answers in the items' order. */
  commit: (items: I[]) => Promise<O[]>;
  /**
   * A batch refused this way (one item broke a rule, and the transaction rolled back) is retried
   * one item at a time, so each call gets the answer it would have had alone. Any other failure is
   * every item's answer, as it would have been.
   */
  retryAlone: (error: unknown) => boolean;
  maxBatch: number;
}

interface Waiting<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (reason: unknown) => void;
}

export function groupCommit<I, O>({ commit, retryAlone, maxBatch }: GroupCommitOptions<I, O>) {
  // A key is present while a batch of it is being committed; its array holds the calls that wait.
  const waitingByKey = new Map<string, Waiting<I, O>[]>();

  async function commitAlone(call: Waiting<I, O>): Promise<void> {
    try {
      const [answer] = await commit([call.item]);
      call.resolve(answer as O);
    } catch (error) {
      call.reject(error);
    }
  }

  async function commitBatch(batch: Waiting<I, O>[]): Promise<void> {
    if (batch.length === 1) return commitAlone(batch[0] as Waiting<I, O>);
    try {
      const answers = await commit(batch.map((call) => call.item));
      batch.forEach((call, index) => call.resolve(answers[index] as O));
    } catch (error) {
      if (!retryAlone(error)) {
        for (const call of batch) call.reject(error);
        return;
      }
      for (const call of batch) await commitAlone(call);
    }
  }

  async function drain(key: string, first: Waiting<I, O>[]): Promise<void> {
    let batch = first;
    while (batch.length > 0) {
      await commitBatch(batch);
      batch = (waitingByKey.get(key) ?? []).splice(0, maxBatch);
    }
    waitingByKey.delete(key);
  }

  return function submit(key: string, item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      const call = { item, resolve, reject };
      const waiting = waitingByKey.get(key);
      if (waiting) {
        waiting.push(call);
        return;
      }
      waitingByKey.set(key, []);
      void drain(key, [call]);
    });
  };
}
