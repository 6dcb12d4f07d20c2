import { iataCodeOf } from "../domain/flights/airports";
import {
  firstBlankRouteField,
  TRIP_TYPES,
  validateFlightSearch,
  type FlightSearchField,
} from "../domain/flights/flight-search";
import { isPlainDate, todayInSaoPaulo } from "../domain/plain-date";
import { text } from "./text";
import { z } from "./zod-locale";

/**
 * The scraping tab's inputs (docs/product.md §5, §7). The Firecrawl key travels with every request and is
 * never stored on the server; the browser keeps it in local storage.
 */
export const SCRAPER_MESSAGES = {
  keyRequired: "Por favor, insira sua API key da Firecrawl",
  keyMissing: "API key não configurada",
  keyInvalid: "API key inválida: use apenas letras, números e símbolos, sem espaços.",
  airportInvalid: "Informe origem e destino pelo código IATA do aeroporto (ex.: GRU).",
  dateInvalid: "Informe uma data de ida válida.",
  // Under the field, beside the toasts' own words (docs/product.md §5), which they must not repeat.
  keyBlank: "Informe a API key.",
  airportUnknown: "Use o código do aeroporto (ex.: GRU).",
} as const;

const M = SCRAPER_MESSAGES;

/** Printable ASCII only: anything else could not travel in an HTTP header anyway. */
const ApiKeySchema = text({ error: M.keyMissing })
  .trim()
  .min(1, M.keyMissing)
  .max(200, M.keyInvalid)
  .regex(/^[\x21-\x7e]+$/, M.keyInvalid);

export const ScraperKeyInputSchema = z.object({ apiKey: ApiKeySchema });

const IataSchema = text({ error: M.airportInvalid })
  .trim()
  .regex(/^[a-z]{3}$/i, M.airportInvalid)
  .transform((code) => code.toUpperCase());

export const ScrapeAirlinesInputSchema = z.object({
  apiKey: ApiKeySchema,
  origin: IataSchema,
  destination: IataSchema,
  departureDate: text({ error: M.dateInvalid }).refine(isPlainDate, M.dateInvalid),
});

/** The search forms' fields (docs/decisions/038): what each says under it, the spec's toast saying why. */
export const FLIGHT_SEARCH_FIELD_MESSAGES: Record<FlightSearchField, string> = {
  origin: "Informe a origem.",
  destination: "Informe o destino.",
  departureDate: "Confira a data de ida.",
  returnDate: "Confira a data de volta.",
};

const RouteFormFields = { origin: z.string(), destination: z.string(), departureDate: z.string() };

/** The simulated search's form: validateFlightSearch's rules (docs/product.md §5), the refused field marked. */
export const FlightSearchFormSchema = z
  .object({ tripType: z.enum(TRIP_TYPES), ...RouteFormFields, returnDate: z.string() })
  .transform((form, ctx) => {
    const result = validateFlightSearch(form, todayInSaoPaulo());
    if (result.ok) return result.criteria;
    const { field } = result.refusal;
    ctx.addIssue({ code: "custom", path: [field], message: FLIGHT_SEARCH_FIELD_MESSAGES[field] });
    return z.NEVER;
  });
export type FlightSearchFormValues = z.input<typeof FlightSearchFormSchema>;

/** The scraping tab's route: required like the search's, then airports by their IATA code. */
export const ScrapeRouteFormSchema = z.object(RouteFormFields).transform((route, ctx) => {
  const blank = firstBlankRouteField(route);
  if (blank) {
    ctx.addIssue({ code: "custom", path: [blank], message: FLIGHT_SEARCH_FIELD_MESSAGES[blank] });
    return z.NEVER;
  }
  const origin = iataCodeOf(route.origin);
  const destination = iataCodeOf(route.destination);
  if (!origin || !destination) {
    ctx.addIssue({ code: "custom", path: [origin ? "destination" : "origin"], message: M.airportUnknown });
    return z.NEVER;
  }
  return { origin, destination, departureDate: route.departureDate };
});
export type ScrapeRouteFormValues = z.input<typeof ScrapeRouteFormSchema>;
export type ScrapeRoute = z.output<typeof ScrapeRouteFormSchema>;

/** 'Configurar': the key as typed, then the shared key rules. */
export const ScraperKeyFormSchema = z
  .object({ apiKey: z.string().trim().min(1, M.keyBlank) })
  .pipe(ScraperKeyInputSchema);
