import { TRPCClientError } from "@trpc/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "./query-client";

/** Runs a query whose every attempt fails with `error`; tells how many attempts ran and when it gave up. */
async function failingQuery(error: Error) {
  const client = createQueryClient();
  const attempts: number[] = [];
  const started = Date.now();
  const outcome = client
    .fetchQuery({
      queryKey: ["failing"],
      queryFn: () => {
        attempts.push(Date.now() - started);
        return Promise.reject(error);
      },
    })
    .then(
      () => "resolved",
      () => Date.now() - started,
    );
  await vi.runAllTimersAsync();
  return { attempts, gaveUpAfterMs: await outcome };
}

function trpcErrorWithStatus(httpStatus: number) {
  return new TRPCClientError("falhou", {
    result: { error: { message: "falhou", code: -32600, data: { httpStatus } } },
  });
}

describe("createQueryClient", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("asks a failing network call three more times, 50, 100 and 200 ms apart, then gives up in under half a second", async () => {
    const { attempts, gaveUpAfterMs } = await failingQuery(new TypeError("Failed to fetch"));
    expect(attempts).toEqual([0, 50, 150, 350]);
    expect(gaveUpAfterMs).toBe(350);
  });

  it("retries a server error (5xx) the same way", async () => {
    const { attempts } = await failingQuery(trpcErrorWithStatus(503));
    expect(attempts).toHaveLength(4);
  });

  it("does not ask again when the server refused the request (4xx)", async () => {
    const { attempts, gaveUpAfterMs } = await failingQuery(trpcErrorWithStatus(404));
    expect(attempts).toEqual([0]);
    expect(gaveUpAfterMs).toBe(0);
  });
});
