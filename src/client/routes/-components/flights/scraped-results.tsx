import { ExternalLink, TriangleAlert } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/client/components/ui/alert";
import type { RouterOutputs } from "@/client/trpc";
import { AIRLINES } from "@/shared/domain/flights/airlines";
import { scrapedPriceText, scrapedTimeText } from "@/shared/domain/flights/scraped-flight-text";

export type ScrapeOutcome = RouterOutputs["flights"]["scraper"]["scrapeAirlines"];

const COLUMNS = ["Companhia", "Horário", "Preço", "Duração", "Paradas"] as const;

// Below md each row becomes a two-column card whose cells name themselves (data-label).
const CELL =
  "min-w-0 before:block before:text-xs before:text-muted-foreground before:content-[attr(data-label)] md:px-3 md:py-2 md:before:content-none";

/** docs/product.md §2: company, time, price, duration and stops for every flight read from the airlines' pages. */
export function ScrapedResults({ outcome }: { outcome: ScrapeOutcome }) {
  const flights = outcome.results.flatMap((result) => (result.status === "ok" ? result.flights : []));
  const failed = outcome.results.flatMap((result) => (result.status === "failed" ? [result] : []));
  return (
    <section aria-labelledby="scraped-heading" className="grid gap-4">
      <h3 id="scraped-heading" className="text-base font-semibold">
        Voos extraídos das companhias
      </h3>
      {flights.length > 0 && (
        <table className="w-full text-sm">
          <thead className="max-md:sr-only">
            <tr className="border-b text-left text-muted-foreground">
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-medium">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {flights.map((flight, index) => (
              <tr
                key={`${flight.airline}-${index}`}
                className="grid grid-cols-2 gap-x-4 gap-y-2 border-b py-3 last:border-b-0 md:table-row md:py-0"
              >
                <td data-label={COLUMNS[0]} className={`${CELL} font-medium`}>
                  {flight.airline}
                </td>
                <td data-label={COLUMNS[1]} className={CELL}>
                  {scrapedTimeText(flight.departureTime, flight.arrivalTime)}
                </td>
                <td data-label={COLUMNS[2]} className={`${CELL} font-semibold`}>
                  {scrapedPriceText(flight.priceCents)}
                </td>
                <td data-label={COLUMNS[3]} className={CELL}>
                  {flight.duration ?? "—"}
                </td>
                <td data-label={COLUMNS[4]} className={CELL}>
                  {flight.stops ?? "—"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {failed.map((result) => (
        <Alert key={result.airline} variant="destructive">
          <TriangleAlert aria-hidden />
          <AlertTitle>{AIRLINES[result.airline].name}: não foi possível extrair os voos</AlertTitle>
          <AlertDescription>{result.message}</AlertDescription>
        </Alert>
      ))}
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        Páginas consultadas:
        {outcome.results.map((result) => (
          <a
            key={result.airline}
            href={result.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
          >
            {AIRLINES[result.airline].name}
            <ExternalLink className="size-3" aria-hidden />
          </a>
        ))}
      </p>
    </section>
  );
}
