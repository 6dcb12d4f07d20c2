import { createFileRoute } from "@tanstack/react-router";
import { dashboardEntry } from "@/shared/domain/access/dashboard-entry";
import { FlightFinderPage } from "./-components/flights/flight-finder-page";

export const Route = createFileRoute("/buscador-passagens")({
  staticData: { indexing: "sitemap" },
  // Public page (docs/product.md §1). Prefetched, not awaited as required: neither query may block the search.
  loader: ({ context: { queryClient, trpc, session } }) =>
    Promise.all([
      queryClient.prefetchQuery(trpc.flights.scraper.status.queryOptions()),
      dashboardEntry(session) === "dashboard"
        ? queryClient.prefetchQuery(trpc.flights.milesCost.queryOptions())
        : undefined,
    ]),
  component: FlightFinderPage,
});
