import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { ErrorPage } from "@/client/components/error-page";
import { useDocumentTitle } from "@/client/lib/use-document-title";
import { useTRPC } from "@/client/trpc";
import { HomeHero, HomeHeroSkeleton } from "./-components/home/home-hero";
import { HomeOverview } from "./-components/home/home-overview";

export const Route = createFileRoute("/")({
  // The same for every visitor given the admin's settings: kept until they change (http/shared-pages.ts).
  staticData: { rendering: "shared", indexing: "sitemap" },
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(context.trpc.homepage.get.queryOptions());
  },
  pendingComponent: HomeHeroSkeleton,
  errorComponent: () => <ErrorPage message="Não foi possível carregar a página inicial." />,
  component: HomePage,
});

function HomePage() {
  const trpc = useTRPC();
  useDocumentTitle();
  const { data: settings } = useSuspenseQuery(trpc.homepage.get.queryOptions());
  return (
    <>
      <HomeHero settings={settings} />
      <HomeOverview />
    </>
  );
}
