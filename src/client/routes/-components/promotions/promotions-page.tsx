import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { ErrorAlert } from "@/client/components/query-states";
import { useSession } from "@/client/lib/session";
import { useDocumentTitle } from "@/client/lib/use-document-title";
import { trialUntilText } from "@/shared/domain/payments/trial-label";
import { useTRPC } from "@/client/trpc";
import { feedInput, hasFilters, nextFeedCursor, type FeedSearch } from "./feed-query";
import { PromotionAlertButton } from "./promotion-alert-dialog";
import { PromotionFilters } from "./promotion-filters";
import { PromotionGrid, PromotionGridLoading } from "./promotion-grid";
import { PromotionPlans } from "./promotion-plans";

const route = getRouteApi("/promocoes");

function FeedError({ onRetry }: { onRetry: () => void }) {
  return (
    <ErrorAlert
      title="Não foi possível carregar as promoções."
      message="Verifique sua conexão e tente novamente."
      onRetry={onRetry}
    />
  );
}

/**
 * docs/product.md §2: the server's answer decides the page. With access, the filters and the grid;
 * without (visitor, no subscription, expired subscription), the plans.
 */
export function PromotionsPage() {
  const trpc = useTRPC();
  useDocumentTitle("Promoções");
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const feed = useInfiniteQuery(
    trpc.promotions.feed.infiniteQueryOptions(feedInput(search), {
      getNextPageParam: nextFeedCursor,
      placeholderData: keepPreviousData,
    }),
  );
  const programs = useQuery(trpc.promotions.programs.queryOptions());
  const session = useSession();
  const programList = programs.data?.access ? programs.data.programs : [];

  const setSearch = (next: FeedSearch) => void navigate({ search: next, replace: true });
  const pages = feed.data?.pages ?? [];
  const firstPage = pages[0];

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Promoções</h1>
        <p className="mt-1 text-muted-foreground">
          Ofertas exclusivas de compra de milhas, passagens, transferências, upgrades e resgates.
        </p>
      </header>
      {feed.isPending ? (
        <PromotionGridLoading />
      ) : feed.isError && !firstPage ? (
        <FeedError onRetry={() => void feed.refetch()} />
      ) : !firstPage?.access ? (
        <PromotionPlans />
      ) : (
        <>
          {session?.trialLastDay && (
            <PromotionPlans heading={`${trialUntilText(session.trialLastDay)}: assine para continuar depois`} />
          )}
          <div className="grid gap-3">
            <PromotionFilters search={search} programs={programList} onChange={setSearch} />
            {session && <PromotionAlertButton search={search} programs={programList} />}
          </div>
          {feed.isError && <FeedError onRetry={() => void feed.refetch()} />}
          <PromotionGrid
            promotions={pages.flatMap((page) => (page.access ? page.items : []))}
            filtered={hasFilters(search)}
            onClearFilters={() => setSearch({})}
            stale={feed.isPlaceholderData}
            hasMore={feed.hasNextPage}
            loadingMore={feed.isFetchingNextPage}
            onLoadMore={() => void feed.fetchNextPage()}
          />
        </>
      )}
    </div>
  );
}
