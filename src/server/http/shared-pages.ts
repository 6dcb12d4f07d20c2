/** Pages kept, by address: the shared pages and their usual searches, bounded against odd addresses. */
const KEPT_PAGES = 64;

/** Stands for the nonce of the request a kept page is sent to. */
const NONCE_PLACEHOLDER = "\u0000nonce\u0000";

export interface KeptPage {
  status: number;
  headers: [string, string][];
  html: string;
}

/**
 * The visitor's pages that every route of says `rendering: "shared"` (docs/decisions/037): the
 * same for every visitor, so rendered once per address and kept, the oldest going first. Only the
 * nonce differs between two visitors' copies: it is kept as a placeholder and each copy gets the
 * nonce of its own response's policy.
 */
export function createSharedPages() {
  const kept = new Map<string, KeptPage>();
  return {
    get(url: string, nonce: string): KeptPage | undefined {
      const page = kept.get(url);
      return page && { ...page, html: page.html.replaceAll(NONCE_PLACEHOLDER, nonce) };
    },
    keep(url: string, page: KeptPage, nonce: string): void {
      kept.delete(url);
      kept.set(url, { ...page, html: page.html.replaceAll(nonce, NONCE_PLACEHOLDER) });
      if (kept.size > KEPT_PAGES) kept.delete(kept.keys().next().value as string);
    },
  };
}
