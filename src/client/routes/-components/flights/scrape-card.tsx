import { useMutation } from "@tanstack/react-query";
import { LoaderCircle, ScanSearch, TriangleAlert } from "lucide-react";
import { useState, type FormEvent } from "react";
import type { FieldErrors, UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { Alert, AlertDescription, AlertTitle } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { refusalOf, showRefusal } from "@/client/lib/forms/refusal";
import { useTRPC } from "@/client/trpc";
import { FLIGHT_SEARCH_MESSAGES } from "@/shared/domain/flights/flight-search";
import { SCRAPER_MESSAGES, type ScrapeRoute, type ScrapeRouteFormValues } from "@/shared/schemas/flights";
import { RouteFields, type RouteField } from "./route-fields";
import { ScrapedResults } from "./scraped-results";
import { scrapeFailure, type ScraperFailure } from "./scraper-feedback";

interface ScrapeCardProps {
  apiKey: string;
  form: UseFormReturn<ScrapeRouteFormValues, unknown, ScrapeRoute>;
  onRouteChange: (field: RouteField, value: string) => void;
}

/** docs/product.md §2: 'scrape airlines' reads Azul's, GOL's and LATAM's search pages for the route. */
export function ScrapeCard({ apiKey, form, onRouteChange }: ScrapeCardProps) {
  const trpc = useTRPC();
  const [failure, setFailure] = useState<ScraperFailure | null>(null);
  const scrape = useMutation(trpc.flights.scraper.scrapeAirlines.mutationOptions());

  async function scrapeRoute(route: ScrapeRoute) {
    setFailure(null);
    try {
      await scrape.mutateAsync({ apiKey, ...route });
    } catch (error) {
      // A refusal of the route itself goes under its field; the airlines' or the key's, in the alert below.
      if (refusalOf(error, ["origin", "destination", "departureDate"]).form === null) {
        showRefusal(form, error);
        return;
      }
      const described = scrapeFailure(error);
      setFailure(described);
      toast.error(described.summary, described.detail ? { description: described.detail } : undefined);
    }
  }

  // The field says what to fix; the toast is the spec's (docs/product.md §5).
  function toastRefusal(errors: FieldErrors<ScrapeRouteFormValues>) {
    const unknownAirport = [errors.origin, errors.destination].some(
      (error) => error?.message === SCRAPER_MESSAGES.airportUnknown,
    );
    if (unknownAirport) toast.error("Aeroporto não reconhecido", { description: SCRAPER_MESSAGES.airportInvalid });
    else
      toast.error(FLIGHT_SEARCH_MESSAGES.required.title, { description: FLIGHT_SEARCH_MESSAGES.required.description });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    if (!apiKey) {
      event.preventDefault();
      toast.error(SCRAPER_MESSAGES.keyMissing, { description: "Configure sua API key da Firecrawl antes de buscar." });
      return;
    }
    await form.handleSubmit(scrapeRoute, toastRefusal)(event);
  }

  return (
    <Card className="gap-4 py-5">
      <CardHeader className="px-5">
        <CardTitle className="flex items-center gap-2">
          <ScanSearch className="size-4 text-primary" aria-hidden />
          <h2 className="text-base font-semibold">Buscar nas companhias</h2>
        </CardTitle>
        <CardDescription>
          Consulta as páginas de busca da Azul, GOL e LATAM (só ida, 1 adulto) e lista horários e preços em R$. Cada
          página pode levar até 30 segundos.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 px-5">
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-3">
            <RouteFields control={form.control} onRouteChange={onRouteChange} />
          </div>
          <Button type="submit" disabled={scrape.isPending} className="w-full sm:w-auto sm:justify-self-start">
            {scrape.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <ScanSearch aria-hidden />}
            Buscar nas companhias
          </Button>
        </form>
        {scrape.isPending && (
          <p role="status" className="text-sm text-muted-foreground">
            Consultando Azul, GOL e LATAM...
          </p>
        )}
        {failure && !scrape.isPending && (
          <Alert variant="destructive">
            <TriangleAlert aria-hidden />
            <AlertTitle>{failure.summary}</AlertTitle>
            {failure.detail && <AlertDescription>{failure.detail}</AlertDescription>}
          </Alert>
        )}
        {scrape.data && !scrape.isPending && !failure && <ScrapedResults outcome={scrape.data} />}
      </CardContent>
    </Card>
  );
}
