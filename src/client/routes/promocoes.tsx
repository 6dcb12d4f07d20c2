import { createFileRoute } from "@tanstack/react-router";
import { PromotionFeedSearchSchema } from "@/shared/schemas/search-params";
import { feedInput, nextFeedCursor } from "./-components/promotions/feed-query";
import { PromotionsPage } from "./-components/promotions/promotions-page";

export const Route = createFileRoute("/promocoes")({
  staticData: { indexing: "sitemap" },
  validateSearch: PromotionFeedSearchSchema,
  loaderDeps: ({ search }) => feedInput(search),
  // The same inputs the page reads, so it renders from the cache. Failures are left to the
  // page, which shows its own error state instead of replacing the whole screen.
  loader: async ({ context: { queryClient, trpc }, deps, cause }) => {
    const loading = Promise.all([
      queryClient.prefetchInfiniteQuery(
        trpc.promotions.feed.infiniteQueryOptions(deps, { getNextPageParam: nextFeedCursor }),
      ),
      queryClient.prefetchQuery(trpc.promotions.programs.queryOptions()),
    ]);
    // A filter change ("stay") updates the address at once; the page dims the old cards meanwhile.
    if (cause !== "stay") await loading;
  },
  component: PromotionsPage,
});
