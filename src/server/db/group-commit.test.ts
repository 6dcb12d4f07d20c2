import { describe, expect, it } from "vitest";
import { groupCommit } from "./group-commit";

class Refused extends Error {}

/** A commit that records each batch it was given and finishes only when the test says so. */
function recordingCommits(refuse: (item: number) => boolean = () => false) {
  const batches: number[][] = [];
  const finishers: (() => void)[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const commit = async (items: number[]) => {
    batches.push(items);
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    await new Promise<void>((resolve) => finishers.push(resolve));
    running -= 1;
    if (items.some(refuse)) throw new Refused(`refused ${items.join(",")}`);
    return items.map((item) => item * 10);
  };
  const finishNext = async () => {
    finishers.shift()?.();
    // Lets the finished batch answer its callers and the next batch start.
    for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
  };
  return { commit, batches, finishNext, mostAtOnce: () => mostAtOnce };
}

describe("group commit", () => {
  it("commits a lone call at once, alone", async () => {
    const commits = recordingCommits();
    const submit = groupCommit({ commit: commits.commit, retryAlone: () => false, maxBatch: 10 });
    const answer = submit("a", 1);
    expect(commits.batches).toEqual([[1]]);
    await commits.finishNext();
    await expect(answer).resolves.toBe(10);
  });

  it("gathers the calls that arrive while a batch runs into the next one, in order", async () => {
    const commits = recordingCommits();
    const submit = groupCommit({ commit: commits.commit, retryAlone: () => false, maxBatch: 10 });
    const answers = [1, 2, 3, 4].map((item) => submit("a", item));
    expect(commits.batches).toEqual([[1]]);
    await commits.finishNext();
    expect(commits.batches).toEqual([[1], [2, 3, 4]]);
    await commits.finishNext();
    await expect(Promise.all(answers)).resolves.toEqual([10, 20, 30, 40]);
    expect(commits.mostAtOnce()).toBe(1);
  });

  it("never puts more than maxBatch calls in one commit", async () => {
    const commits = recordingCommits();
    const submit = groupCommit({ commit: commits.commit, retryAlone: () => false, maxBatch: 2 });
    const answers = [1, 2, 3, 4, 5].map((item) => submit("a", item));
    for (let batch = 0; batch < 4; batch += 1) await commits.finishNext();
    expect(commits.batches).toEqual([[1], [2, 3], [4, 5]]);
    await expect(Promise.all(answers)).resolves.toEqual([10, 20, 30, 40, 50]);
  });

  it("commits different keys side by side", async () => {
    const commits = recordingCommits();
    const submit = groupCommit({ commit: commits.commit, retryAlone: () => false, maxBatch: 10 });
    const answers = [submit("a", 1), submit("b", 2)];
    expect(commits.batches).toEqual([[1], [2]]);
    expect(commits.mostAtOnce()).toBe(2);
    await commits.finishNext();
    await commits.finishNext();
    await expect(Promise.all(answers)).resolves.toEqual([10, 20]);
  });

  it("starts afresh once a key's calls are all answered", async () => {
    const commits = recordingCommits();
    const submit = groupCommit({ commit: commits.commit, retryAlone: () => false, maxBatch: 10 });
    const first = submit("a", 1);
    await commits.finishNext();
    await first;
    const second = submit("a", 2);
    expect(commits.batches).toEqual([[1], [2]]);
    await commits.finishNext();
    await expect(second).resolves.toBe(20);
  });

  it("retries a refused batch one call at a time, so only the refused call hears the refusal", async () => {
    const commits = recordingCommits((item) => item === 3);
    const submit = groupCommit({
      commit: commits.commit,
      retryAlone: (error) => error instanceof Refused,
      maxBatch: 10,
    });
    const answers = [1, 2, 3, 4].map((item) => submit("a", item).catch((error: unknown) => error));
    for (let batch = 0; batch < 5; batch += 1) await commits.finishNext();
    expect(commits.batches).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
    const [one, two, three, four] = await Promise.all(answers);
    expect([one, two, four]).toEqual([10, 20, 40]);
    expect(three).toBeInstanceOf(Refused);
  });

  it("gives every call of a batch a failure that is not a refusal, without retrying", async () => {
    const commits = recordingCommits((item) => item === 3);
    const submit = groupCommit({ commit: commits.commit, retryAlone: () => false, maxBatch: 10 });
    const answers = [1, 2, 3].map((item) => submit("a", item).catch((error: unknown) => error));
    await commits.finishNext();
    await commits.finishNext();
    expect(commits.batches).toEqual([[1], [2, 3]]);
    const [one, two, three] = await Promise.all(answers);
    expect(one).toBe(10);
    expect(two).toBeInstanceOf(Refused);
    expect(three).toBe(two);
  });
});
