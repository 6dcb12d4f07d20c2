import { describe, expect, it } from "vitest";
import { DRAWN_ANSWERS_ELEMENT_ID } from "@/shared/data-pages";
import { createApp } from "../app";
import { readDrawnAnswers } from "./drawn-answers";

const page = (text: string | null) => ({
  getElementById: (id: string) =>
    id === DRAWN_ANSWERS_ELEMENT_ID && text !== null ? ({ textContent: text } as HTMLElement) : null,
});

const HOMEPAGE_KEY = [["homepage", "get"], { type: "query" }];
const FEED_KEY = [["promotions", "feed"], { input: { limit: 12 }, type: "infinite" }];
// As the server writes them (docs/decisions/024), '<' escaped for the script element.
const DRAWN = [
  { queryKey: HOMEPAGE_KEY, data: { heroTitle: "Milhas </script>" } },
  { queryKey: FEED_KEY, data: { pages: [{ items: [], nextCursor: null }], pageParams: [null] } },
];

describe("the answers a drawn page came with", () => {
  it("are read back as the server wrote them", () => {
    expect(readDrawnAnswers(page(JSON.stringify(DRAWN).replace(/</g, "\\u003c")))).toEqual(DRAWN);
  });

  it("are undefined without a block, or with one that does not parse or is not a list: the app then asks the API", () => {
    expect(readDrawnAnswers(page(null))).toBeUndefined();
    expect(readDrawnAnswers(page("{oops"))).toBeUndefined();
    expect(readDrawnAnswers(page('{"queries":[]}'))).toBeUndefined();
  });

  it("fill the app's cache as fresh answers, so the route's loaders do not ask again", () => {
    const app = createApp({ initialSession: null, drawnAnswers: DRAWN });
    expect(app.queryClient.getQueryData(HOMEPAGE_KEY)).toEqual({ heroTitle: "Milhas </script>" });
    expect(app.queryClient.getQueryData(FEED_KEY)).toEqual(DRAWN[1]?.data);
    expect(app.queryClient.getQueryState(HOMEPAGE_KEY)?.isInvalidated).toBe(false);
    expect(app.queryClient.getQueryCache().find({ queryKey: HOMEPAGE_KEY })?.isStale()).toBe(false);
  });
});
