import { isPlainDate } from "../plain-date";

/** docs/product.md §2: round trip is the default. */
export const TRIP_TYPES = ["round-trip", "one-way"] as const;
export type TripType = (typeof TRIP_TYPES)[number];

export const TRIP_TYPE_LABELS: Record<TripType, string> = {
  "round-trip": "Ida e Volta",
  "one-way": "Somente Ida",
};

/** What the search form holds: free text and YYYY-MM-DD dates, as typed. */
export interface FlightSearchForm {
  tripType: TripType;
  origin: string;
  destination: string;
  departureDate: string;
  returnDate: string;
}

/** A search the simulation can run: trimmed places, and a return date only on round trips. */
export interface FlightSearchCriteria {
  tripType: TripType;
  origin: string;
  destination: string;
  departureDate: string;
  returnDate: string | null;
}

export type FlightSearchField = "origin" | "destination" | "departureDate" | "returnDate";

/** A refusal reads as a toast: the spec's title and description (docs/product.md §5). */
export interface SearchRefusal {
  title: string;
  description: string;
  field: FlightSearchField;
}

export const FLIGHT_SEARCH_MESSAGES = {
  required: { title: "Campos obrigatórios", description: "Por favor, preencha origem, destino e data de ida." },
  returnRequired: { title: "Data de volta obrigatória", description: "Para ida e volta, informe a data de retorno." },
  invalidDate: { title: "Data inválida", description: "Informe as datas no formato dd/mm/aaaa." },
  departureInPast: { title: "Data de ida inválida", description: "A data de ida não pode estar no passado." },
  returnBeforeDeparture: {
    title: "Data de volta inválida",
    description: "A data de volta não pode ser anterior à data de ida.",
  },
} as const;

const M = FLIGHT_SEARCH_MESSAGES;

/** docs/product.md §5: origin, destination and departure are required (the scraping tab asks the same). */
export function firstBlankRouteField(
  route: Pick<FlightSearchForm, "origin" | "destination" | "departureDate">,
): FlightSearchField | null {
  if (!route.origin.trim()) return "origin";
  if (!route.destination.trim()) return "destination";
  if (!route.departureDate) return "departureDate";
  return null;
}

/** `today` is the São Paulo calendar day (YYYY-MM-DD); dates compare as strings. */
export function validateFlightSearch(
  form: FlightSearchForm,
  today: string,
): { ok: true; criteria: FlightSearchCriteria } | { ok: false; refusal: SearchRefusal } {
  const refuse = (message: { title: string; description: string }, field: FlightSearchField) =>
    ({ ok: false, refusal: { ...message, field } }) as const;

  const blank = firstBlankRouteField(form);
  if (blank) return refuse(M.required, blank);
  const roundTrip = form.tripType === "round-trip";
  if (roundTrip && !form.returnDate) return refuse(M.returnRequired, "returnDate");
  if (!isPlainDate(form.departureDate)) return refuse(M.invalidDate, "departureDate");
  if (roundTrip && !isPlainDate(form.returnDate)) return refuse(M.invalidDate, "returnDate");
  if (form.departureDate < today) return refuse(M.departureInPast, "departureDate");
  if (roundTrip && form.returnDate < form.departureDate) return refuse(M.returnBeforeDeparture, "returnDate");

  return {
    ok: true,
    criteria: {
      tripType: form.tripType,
      origin: form.origin.trim(),
      destination: form.destination.trim(),
      departureDate: form.departureDate,
      returnDate: roundTrip ? form.returnDate : null,
    },
  };
}
