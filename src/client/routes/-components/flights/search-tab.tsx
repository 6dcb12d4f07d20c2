import { Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { Controller, useWatch, type UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { FormField } from "@/client/components/form-field";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { Input } from "@/client/components/ui/input";
import type { AirlineCostAverages } from "@/shared/domain/flights/airline-programs";
import { validateFlightSearch, type FlightSearchCriteria } from "@/shared/domain/flights/flight-search";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import type { FlightSearchFormValues } from "@/shared/schemas/flights";
import { FlightResults } from "./flight-results";
import { RouteFields, type RouteField } from "./route-fields";
import { TripTypeToggle } from "./trip-type-toggle";
import { useFlightSearch } from "./use-flight-search";

interface SearchTabProps {
  form: UseFormReturn<FlightSearchFormValues, unknown, FlightSearchCriteria>;
  onRouteChange: (field: RouteField, value: string) => void;
  costs: AirlineCostAverages | null;
}

/** docs/product.md §2 search tab: the form and the simulated results below it. */
export function SearchTab({ form, onRouteChange, costs }: SearchTabProps) {
  const { state, search } = useFlightSearch();
  const [tripType, departureDate] = useWatch({ control: form.control, name: ["tripType", "departureDate"] });
  const roundTrip = tripType === "round-trip";
  const results = useRef<HTMLDivElement>(null);
  // A search brings its answer into view: on a phone the results start below the form, off screen.
  useEffect(() => {
    if (state.status === "idle") return;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    results.current?.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
  }, [state.status]);

  const onSubmit = form.handleSubmit(
    (criteria) => void search(criteria),
    // The field says what to fix; the toast is the spec's (docs/product.md §5).
    () => {
      const result = validateFlightSearch(form.getValues(), todayInSaoPaulo());
      if (!result.ok) toast.error(result.refusal.title, { description: result.refusal.description });
    },
  );

  return (
    <div className="grid gap-6">
      <Card className="py-5">
        <CardContent className="px-5">
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
            <Controller
              control={form.control}
              name="tripType"
              render={({ field }) => <TripTypeToggle value={field.value} onChange={field.onChange} />}
            />
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <RouteFields control={form.control} onRouteChange={onRouteChange} />
              {roundTrip && (
                <FormField control={form.control} name="returnDate" label="Data de volta">
                  {(props) => <Input {...props} type="date" min={departureDate || todayInSaoPaulo()} />}
                </FormField>
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
