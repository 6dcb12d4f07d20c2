import { isPlainDate } from "../domain/plain-date";
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
