import { pathnameOf } from "./pathname";

/**
 * The public pages whose content comes from the API (the homepage's settings, the promotions feed,
 * the course catalogue, the flight finder's status). A visitor gets them drawn by the server per
 * request, with the answers the page's loaders got in a data block: the page paints before any
 * script runs, and React hydrates it from those answers (docs/decisions/024). React-free, so the
 * bundle budget (scripts/check-bundle-budget.ts) can read it too.
 */
const DATA_PAGE_PATHS = ["/", "/promocoes", "/cursos", "/buscador-passagens"] as const;

/** The id of the JSON data block with the answers a drawn page was drawn from (DrawnAnswer[]). */
export const DRAWN_ANSWERS_ELEMENT_ID = "milheiro-answers";

/** One answer a page was drawn from: its key in the client's query cache and its data, as the API sent it. */
export interface DrawnAnswer {
  queryKey: readonly unknown[];
  data: unknown;
}

/** Whether this address (path, with or without a search) is a page drawn per request. */
export function isDataPage(url: string): boolean {
  const pathname = pathnameOf(url);
  return DATA_PAGE_PATHS.some((path) => path === pathname);
}

/** A page drawn for a visitor: the markup for #root and the answers (JSON of DrawnAnswer[]) it was drawn from. */
interface DrawnDataPage {
  markup: string;
  answers: string;
}

/**
 * What the build's server-render module (dist/prerender/ssr/render-pages.js) offers the server:
 * draw `url`, asking the API through `fetch`; `cachedMarkup` may give back the markup already drawn
 * from the same answers. Null when the page cannot be drawn whole (an answer failed, a redirect):
 * the visitor then gets the plain page and the app draws it.
 */
export type DrawDataPage = (
  url: string,
  fetch: typeof globalThis.fetch,
  cachedMarkup: (answers: string) => string | undefined,
) => Promise<DrawnDataPage | null>;
