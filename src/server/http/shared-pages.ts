/** Pages kept, by address: the shared pages and their usual searches, bounded against odd addresses. */
const KEPT_PAGES = 64;

/** Stands for the nonce of the request a kept page is sent to. */
const NONCE_PLACEHOLDER = "\u0000nonce\u0000";

/**
 * The visitor's pages that every route of says `rendering: "shared"` (docs/decisions/037): the
 * same for every visitor given the data its loaders read, so rendered once per address and data,
 * and kept, the oldest address going first. A copy is given back only for the same `dataKey`
 * (what the loaders answered this time, client/server-entry.tsx): when an admin changes what the
 * page shows, the next visitor gets a fresh render. Only the nonce differs between two visitors'
 * copies: it is kept as a placeholder and each copy gets the nonce of its own response's policy.
 */
export function createSharedPages() {
  const kept = new Map<string, { dataKey: string; html: string }>();
  return {
    /** The kept HTML of `url` drawn from the same data, with `nonce` in it. */
    get(url: string, dataKey: string, nonce: string): string | undefined {
      const entry = kept.get(url);
      if (entry?.dataKey !== dataKey) return undefined;
      return entry.html.replaceAll(NONCE_PLACEHOLDER, nonce);
    },
    keep(url: string, dataKey: string, html: string, nonce: string): void {
      kept.delete(url);
      kept.set(url, { dataKey, html: html.replaceAll(nonce, NONCE_PLACEHOLDER) });
      if (kept.size > KEPT_PAGES) kept.delete(kept.keys().next().value as string);
    },
  };
}
