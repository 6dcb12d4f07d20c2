import type { RouterOutputs } from "@/client/trpc";
import type { PromotionFilters } from "@/shared/schemas/promotions";
import type { PromotionFeedSearch } from "@/shared/schemas/search-params";

export type FeedSearch = PromotionFeedSearch;

/** The feed procedure's input for what the address bar asks; the loader and the page both use it. */
export function feedInput(search: FeedSearch): PromotionFilters {
  return { category: search.category, program: search.program, onlyActive: search.onlyActive };
}

/** Pages continue after the last promotion shown; a locked answer has no next page. */
export function nextFeedCursor(page: RouterOutputs["promotions"]["feed"]): string | null {
  return page.access ? page.nextCursor : null;
}

export function hasFilters(search: FeedSearch): boolean {
  return search.category !== undefined || search.program !== undefined || search.onlyActive === true;
}
