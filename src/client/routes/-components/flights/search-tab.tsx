import { Search } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import type { AirlineCostAverages } from "@/shared/domain/flights/airline-programs";
import { validateFlightSearch, type FlightSearchField, type TripType } from "@/shared/domain/flights/flight-search";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import { DateField } from "./date-field";
import { FlightResults } from "./flight-results";
import { RouteFields, type RouteDraft } from "./route-fields";
import { TripTypeToggle } from "./trip-type-toggle";
import { useFlightSearch } from "./use-flight-search";

interface SearchTabProps {
  route: RouteDraft;
  onRouteChange: (change: Partial<RouteDraft>) => void;
  costs: AirlineCostAverages | null;
}

/** docs/product.md §2 search tab: the form and the simulated results below it. */
export function SearchTab({ route, onRouteChange, costs }: SearchTabProps) {
  const [tripType, setTripType] = useState<TripType>("round-trip");
  const [returnDate, setReturnDate] = useState("");
  const [invalidField, setInvalidField] = useState<FlightSearchField | null>(null);
  const { state, search } = useFlightSearch();
  const roundTrip = tripType === "round-trip";
  const results = useRef<HTMLDivElement>(null);
  // A search brings its answer into view: on a phone the results start below the form, off screen.
  useEffect(() => {
    if (state.status === "idle") return;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    results.current?.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
  }, [state.status]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateFlightSearch({ tripType, ...route, returnDate }, todayInSaoPaulo());
    if (!result.ok) {
      const { title, description, field } = result.refusal;
      setInvalidField(field);
      toast.error(title, { description });
      return;
    }
    setInvalidField(null);
    void search(result.criteria);
  }

  return (
    <div className="grid gap-6">
      <Card className="py-5">
        <CardContent className="px-5">
          <form onSubmit={submit} noValidate className="grid gap-5">
            <TripTypeToggle value={tripType} onChange={setTripType} />
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <RouteFields route={route} onChange={onRouteChange} invalidField={invalidField} />
              {roundTrip && (
                <DateField
                  label="Data de volta"
                  value={returnDate}
                  min={route.departureDate || todayInSaoPaulo()}
                  onChange={setReturnDate}
                  invalid={invalidField === "returnDate"}
                />
              )}
            </div>
            <Button
              type="submit"
              size="lg"
              disabled={state.status === "loading"}
              className="w-full sm:w-auto sm:justify-self-start"
            >
              <Search aria-hidden />
              Buscar voos
            </Button>
          </form>
        </CardContent>
      </Card>
      <div ref={results} className="scroll-mt-20">
        <FlightResults
          state={state}
          costs={costs}
          onRetry={() => {
            if (state.status === "error") void search(state.criteria);
          }}
        />
      </div>
    </div>
  );
}
