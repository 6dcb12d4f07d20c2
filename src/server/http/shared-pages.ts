import { ANSWER_FRESH_MS } from "@/shared/domain/site/answer-freshness";

/** Pages kept, by address: the shared pages and their usual searches, bounded against odd addresses. */
const KEPT_PAGES = 64;

/**
 * A kept copy carries the time its answers were read; given out after half the browser's freshness,
 * the browser would soon ask for them again as it adopts the page (shared/domain/site/answer-freshness.ts).
 */
const KEPT_FOR_MS = ANSWER_FRESH_MS / 2;

/** Stands for the nonce of the request a kept page is sent to. */
const NONCE_PLACEHOLDER = "\u0000nonce\u0000";

/**
 * The visitor's pages that every route of says `rendering: "shared"` (docs/decisions/037): the
 * same for every visitor given the data its loaders read, so rendered once per address and data,
 * and kept, the oldest address going first. A copy is given back only for the same `dataKey`
 * (what the loaders answered this time, client/server-entry.tsx): when an admin changes what the
 * page shows, the next visitor gets a fresh render, and so does the first one after KEPT_FOR_MS. Only
 * the nonce differs between two visitors' copies: it is kept as a placeholder and each copy gets the
 * nonce of its own response's policy.
 */
export function createSharedPages(now: () => number = Date.now) {
  const kept = new Map<string, { dataKey: string; html: string; keptAt: number }>();
  return {
    /** The kept HTML of `url` drawn from the same data not long ago, with `nonce` in it. */
    get(url: string, dataKey: string, nonce: string): string | undefined {
      const entry = kept.get(url);
      if (entry?.dataKey !== dataKey || now() - entry.keptAt >= KEPT_FOR_MS) return undefined;
      return entry.html.replaceAll(NONCE_PLACEHOLDER, nonce);
    },
    keep(url: string, dataKey: string, html: string, nonce: string): void {
      kept.delete(url);
      kept.set(url, { dataKey, html: html.replaceAll(nonce, NONCE_PLACEHOLDER), keptAt: now() });
      if (kept.size > KEPT_PAGES) kept.delete(kept.keys().next().value as string);
    },
  };
}
