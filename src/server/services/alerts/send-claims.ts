import { and, eq, lt, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * The claim rules an alert's e-mail (delivery.ts) and its pushes (push-delivery.ts) are sent by
 * (docs/decisions/012, 043): a worker takes at most a batch at a time, a send is tried five times,
 * and a claim this old belongs to a worker that died mid-send, so it is taken over.
 */
export const SEND_BATCH = 50;
const MAX_ATTEMPTS = 5;
const STALE_CLAIM_MS = 10 * 60 * 1000;

/** Rows waiting to be sent, or claimed by a worker that died mid-send. */
export function claimable(status: PgColumn, claimedAt: PgColumn, now: Date): SQL | undefined {
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS);
  return or(eq(status, "pending"), and(eq(status, "sending"), lt(claimedAt, staleBefore)));
}

/** After a failed send: tried again on the next run, or given up after the last attempt. */
export function statusAfterFailure(attempts: number): "pending" | "failed" {
  return attempts >= MAX_ATTEMPTS ? "failed" : "pending";
}
