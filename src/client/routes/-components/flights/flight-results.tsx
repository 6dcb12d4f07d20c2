import { Info, LoaderCircle, PlaneTakeoff, SearchX, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/client/components/ui/button";
import { useSession } from "@/client/lib/session";
import { dashboardEntry } from "@/shared/domain/access/dashboard-entry";
import { RedemptionDialog, RegisterRedemptionButton } from "../../_authed/-components/household/redemption-dialog";
import { flightRedemptionPrefill } from "./flight-redemption";
import type { AirlineCostAverages } from "@/shared/domain/flights/airline-programs";
import { flightCost } from "@/shared/domain/flights/flight-money";
import { FlightCard } from "./flight-card";
import type { FlightSearchState } from "./use-flight-search";
import { useBuyTicket } from "./use-buy-ticket";

/** docs/product.md §8. */
const SEARCH_TEXT = {
  empty: "Nenhum voo encontrado para os critérios selecionados.",
  error: "Erro ao buscar voos. Tente novamente.",
  note: "Os voos exibidos são simulações com dados realistas, baseados nas principais rotas brasileiras. Confirme preços e disponibilidade no site da companhia.",
} as const;

function StateMessage({ icon, children, role }: { icon: ReactNode; children: ReactNode; role?: "alert" | "status" }) {
  return (
    <div
      role={role}
      className="grid justify-items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center text-muted-foreground [&>svg]:size-10"
    >
      {icon}
      {children}
    </div>
  );
}

interface FlightResultsProps {
  state: FlightSearchState;
  costs: AirlineCostAverages | null;
  onRetry: () => void;
}

/** docs/product.md §4: the search's loading, results, empty and error states. */
export function FlightResults({ state, costs, onRetry }: FlightResultsProps) {
  const buy = useBuyTicket();
  // A redemption is a debit of Minha Gestão's wallet: offered to the members who have it.
  const canRegister = dashboardEntry(useSession()) === "dashboard";
  switch (state.status) {
    case "idle":
      return (
        <StateMessage icon={<PlaneTakeoff aria-hidden />}>
          <p>Escolha a origem, o destino e as datas para ver os voos em milhas da Azul, GOL e LATAM.</p>
        </StateMessage>
      );
    case "loading":
      return (
        <StateMessage role="status" icon={<LoaderCircle className="animate-spin text-primary" aria-hidden />}>
          <p>Buscando voos...</p>
        </StateMessage>
      );
    case "empty":
      return (
        <StateMessage role="status" icon={<SearchX aria-hidden />}>
          <p>{SEARCH_TEXT.empty}</p>
        </StateMessage>
      );
    case "error":
      return (
        <StateMessage role="alert" icon={<TriangleAlert className="text-destructive" aria-hidden />}>
          <p className="text-destructive">{SEARCH_TEXT.error}</p>
          <Button variant="outline" onClick={onRetry}>
            Tentar novamente
          </Button>
        </StateMessage>
      );
    case "results":
      return (
        <section aria-labelledby="flight-results-heading" className="grid gap-4">
          <h2 id="flight-results-heading" className="text-lg font-semibold">
            {state.flights.length} voos encontrados
          </h2>
          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
            {SEARCH_TEXT.note}
          </p>
          <div className="grid gap-4">
            {state.flights.map((flight) => (
              <FlightCard
                key={flight.id}
                flight={flight}
                cost={flightCost(flight.airline, flight, costs)}
                onBuy={() => buy(flight.airline)}
                registerAction={
                  canRegister
                    ? (cashFare) => (
                        <RedemptionDialog
                          prefill={(programs) => flightRedemptionPrefill(flight, programs, cashFare)}
                          trigger={<RegisterRedemptionButton className="w-full sm:w-auto" />}
                        />
                      )
                    : undefined
                }
              />
            ))}
          </div>
        </section>
      );
  }
}
