import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance } from "fastify";

/**
 * The time access decisions are made at. Always the real one, except under the test-only setting
 * TEST_CLOCK (README "Settings"; refused with a live Stripe key, never set in production): then a
 * request may carry the instant it happens at in TEST_CLOCK_HEADER, so an end-to-end test can move
 * one member past their trial's end without moving the server, or the other tests, with it.
 */
export const TEST_CLOCK_HEADER = "x-milheiro-test-now";

const requestTime = new AsyncLocalStorage<Date>();

export function currentTime(): Date {
  return requestTime.getStore() ?? new Date();
}

/** Honours TEST_CLOCK_HEADER on every request of `app`; only app.ts calls it, and only under TEST_CLOCK. */
export function installTestClock(app: FastifyInstance): void {
  app.addHook("onRequest", (request, _reply, done) => {
    const header = request.headers[TEST_CLOCK_HEADER];
    const at = typeof header === "string" ? new Date(header) : null;
    // run() around done(): the rest of the request's hooks and its handler run inside this store.
    if (at && !Number.isNaN(at.getTime())) requestTime.run(at, done);
    else done();
  });
}
