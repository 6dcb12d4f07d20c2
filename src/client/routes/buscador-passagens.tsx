import { createFileRoute } from "@tanstack/react-router";
import { dashboardEntry } from "@/shared/domain/access/dashboard-entry";
import { FlightFinderPage } from "./-components/flights/flight-finder-page";

export const Route = createFileRoute("/buscador-passagens")({
  // Public page (docs/product.md §1). Prefetched, not awaited as required: neither query may block the search.
  loader: ({ context: { trpc, session } }) =>
    Promise.all([
      trpc.flights.scraper.status.prefetch(),
      dashboardEntry(session) === "dashboard" ? trpc.flights.milesCost.prefetch() : undefined,
    ]),
  component: FlightFinderPage,
});
