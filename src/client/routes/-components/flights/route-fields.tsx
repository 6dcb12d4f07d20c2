import type { FlightSearchField } from "@/shared/domain/flights/flight-search";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import { AirportField } from "./airport-field";
import { DateField } from "./date-field";

/** Origin, destination and departure: both tabs search the same route, so they share this state. */
export interface RouteDraft {
  origin: string;
  destination: string;
  departureDate: string;
}

interface RouteFieldsProps {
  route: RouteDraft;
  onChange: (change: Partial<RouteDraft>) => void;
  /** The field a refused search pointed at (outlined in red). */
  invalidField?: FlightSearchField | null;
}

export function RouteFields({ route, onChange, invalidField }: RouteFieldsProps) {
  return (
    <>
      <AirportField
        label="Origem"
        value={route.origin}
        onChange={(origin) => onChange({ origin })}
        invalid={invalidField === "origin"}
      />
      <AirportField
        label="Destino"
        value={route.destination}
        onChange={(destination) => onChange({ destination })}
        invalid={invalidField === "destination"}
      />
      <DateField
        label="Data de ida"
        value={route.departureDate}
        min={todayInSaoPaulo()}
        onChange={(departureDate) => onChange({ departureDate })}
        invalid={invalidField === "departureDate"}
      />
    </>
  );
}
