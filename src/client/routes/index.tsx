import { createFileRoute } from "@tanstack/react-router";
import { ErrorPage } from "@/client/components/error-page";
import { useDocumentTitle } from "@/client/lib/use-document-title";
import { trpc } from "@/client/trpc";
import { HomeHero, HomeHeroSkeleton } from "./-components/home/home-hero";
import { HomeOverview } from "./-components/home/home-overview";

export const Route = createFileRoute("/")({
  loader: async ({ context }) => {
    await context.trpc.homepage.get.ensureData();
  },
  pendingComponent: HomeHeroSkeleton,
  errorComponent: () => <ErrorPage message="Não foi possível carregar a página inicial." />,
  component: HomePage,
});

function HomePage() {
  useDocumentTitle();
  const [settings] = trpc.homepage.get.useSuspenseQuery();
  return (
    <>
      <HomeHero settings={settings} />
      <HomeOverview />
    </>
  );
}
