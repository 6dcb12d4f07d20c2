import { useQuery } from "@tanstack/react-query";
import { Plane, ScanSearch } from "lucide-react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldPath, type FieldPathValue, type FieldValues, type UseFormSetValue } from "react-hook-form";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { useSession } from "@/client/lib/session";
import { useDocumentTitle } from "@/client/lib/use-document-title";
import { useTRPC } from "@/client/trpc";
import { dashboardEntry } from "@/shared/domain/access/dashboard-entry";
import { FlightSearchFormSchema, ScrapeRouteFormSchema, type FlightSearchFormValues } from "@/shared/schemas/flights";
import type { RouteDraft, RouteField } from "./route-fields";
import { ScraperTab } from "./scraper-tab";
import { SearchTab } from "./search-tab";

const EMPTY_ROUTE: RouteDraft = { origin: "", destination: "", departureDate: "" };
const NEW_SEARCH: FlightSearchFormValues = { tripType: "round-trip", ...EMPTY_ROUTE, returnDate: "" };

/** What is typed in one tab's route shows in the other's: the two forms share the route. */
function follow<V extends FieldValues & RouteDraft>(setValue: UseFormSetValue<V>) {
  // V has the route's fields, but TypeScript cannot resolve a path through the mapped types of a generic V.
  return (field: RouteField, value: string) =>
    setValue(field as FieldPath<V>, value as FieldPathValue<V, FieldPath<V>>);
}

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

/**
 * docs/product.md §2 /buscador-passagens: a simulated search and a scraping test, sharing one route.
 * Each tab is a form of its own (its own rules, docs/decisions/038), both made here so the route
 * typed in one follows into the other and survives the scraping card's remount on a new key.
 */
export function FlightFinderPage() {
  useDocumentTitle("Buscador de Passagens");
  const search = useForm({ resolver: zodResolver(FlightSearchFormSchema), defaultValues: NEW_SEARCH });
  const scrape = useForm({ resolver: zodResolver(ScrapeRouteFormSchema), defaultValues: EMPTY_ROUTE });
  const costs = useMilesCost();

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
          <SearchTab form={search} onRouteChange={follow(scrape.setValue)} costs={costs} />
        </TabsContent>
        <TabsContent value="scraper" forceMount className="data-[state=inactive]:hidden">
          <ScraperTab form={scrape} onRouteChange={follow(search.setValue)} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
