import { useQuery } from "@tanstack/react-query";
import { Plane, ScanSearch } from "lucide-react";
import { useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { useSession } from "@/client/lib/session";
import { useDocumentTitle } from "@/client/lib/use-document-title";
import { useTRPC } from "@/client/trpc";
import { dashboardEntry } from "@/shared/domain/access/dashboard-entry";
import type { RouteDraft } from "./route-fields";
import { ScraperTab } from "./scraper-tab";
import { SearchTab } from "./search-tab";

const EMPTY_ROUTE: RouteDraft = { origin: "", destination: "", departureDate: "" };

/**
 * The member's custo do milheiro per airline, for members who can see Minha Gestão; visitors and
 * members without it simply get no comparison (null), never an error.
 */
function useMilesCost() {
  const trpc = useTRPC();
  const canSee = dashboardEntry(useSession()) === "dashboard";
  const query = useQuery(trpc.flights.milesCost.queryOptions(undefined, { enabled: canSee }));
  return canSee ? (query.data ?? null) : null;
}

/** docs/product.md §2 /buscador-passagens: a simulated search and a scraping test, sharing one route. */
export function FlightFinderPage() {
  useDocumentTitle("Buscador de Passagens");
  const [route, setRoute] = useState<RouteDraft>(EMPTY_ROUTE);
  const costs = useMilesCost();
  const changeRoute = (change: Partial<RouteDraft>) => setRoute((current) => ({ ...current, ...change }));

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Buscador de Passagens</h1>
        <p className="mt-1 text-muted-foreground">
          Compare voos em milhas da Azul, GOL e LATAM nas principais rotas do Brasil.
        </p>
      </div>
      <Tabs defaultValue="search">
        <TabsList className="sm:w-fit">
          <TabsTrigger value="search" className="px-4">
            <Plane aria-hidden />
            Buscar voos
          </TabsTrigger>
          <TabsTrigger value="scraper" className="px-4">
            <ScanSearch aria-hidden />
            Teste de scraping
          </TabsTrigger>
        </TabsList>
        {/* Both stay mounted (hidden when inactive) so switching tabs keeps results and forms. */}
        <TabsContent value="search" forceMount className="data-[state=inactive]:hidden">
          <SearchTab route={route} onRouteChange={changeRoute} costs={costs} />
        </TabsContent>
        <TabsContent value="scraper" forceMount className="data-[state=inactive]:hidden">
          <ScraperTab route={route} onRouteChange={changeRoute} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
