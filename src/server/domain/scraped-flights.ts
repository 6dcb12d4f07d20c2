/**
 * Reads flights out of an airline results page that the scraping service returned as markdown
 * (docs/product.md §7: prices in R$ and times as HH:MM). Pages differ per airline and change without notice,
 * so this reads a stream of facts (times, durations, stops, prices) in page order instead of
 * relying on one layout: each fare price closes a flight, and the facts before it describe it.
 * Missing facts are null; shared/domain/flights/scraped-flight-text.ts says so in the spec's words.
 */
export interface ScrapedFlight {
  airline: string;
  departureTime: string | null;
  arrivalTime: string | null;
  priceCents: number | null;
  duration: string | null;
  stops: string | null;
}

export const MAX_FLIGHTS_PER_PAGE = 10;

type FactKind = "time" | "price" | "duration" | "stops";

interface Fact {
  kind: FactKind;
  index: number;
  value: string;
}

const PRICE = /R\$\s*(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{2}))?/g;
const TIME = /(?<![\d:])([01]\d|2[0-3]):([0-5]\d)(?![\d:])/g;
const DURATION = /\b(?:(\d{1,2})\s?h(?:oras?)?(?:\s?(\d{1,2})\s?(?:min|m)?)?|(\d{1,2})\s?min)\b/gi;
const NONSTOP = /\b(?:voo\s+)?(?:direto|sem\s+escalas?|sem\s+paradas?|nonstop)\b/gi;
const STOPS = /\b(\d)\s+(?:paradas?|escalas?|conex(?:ão|ões|ao|oes))/gi;
/** Boarding taxes are not the fare: a price on a line that talks about them is skipped. */
const TAX_LINE = /taxa|embarque/i;

/** "R$ 1.234,56" → 123456 centavos; null when the text holds no R$ amount. */
export function parsePriceCents(text: string): number | null {
  const match = new RegExp(PRICE.source).exec(text);
  if (!match) return null;
  const reais = Number((match[1] ?? "").replace(/\./g, ""));
  const cents = Number(match[2] ?? "0");
  return reais * 100 + cents;
}

function durationText(hours: string | undefined, minutes: string | undefined, minutesOnly: string | undefined): string {
  if (minutesOnly !== undefined) return `${Number(minutesOnly)}m`;
  return `${Number(hours)}h ${String(Number(minutes ?? "0")).padStart(2, "0")}m`;
}

function lineAt(markdown: string, index: number): string {
  const start = markdown.lastIndexOf("\n", index) + 1;
  const end = markdown.indexOf("\n", index);
  return markdown.slice(start, end === -1 ? undefined : end);
}

function factsOf(markdown: string): Fact[] {
  const facts: Fact[] = [];
  for (const match of markdown.matchAll(PRICE)) {
    if (TAX_LINE.test(lineAt(markdown, match.index))) continue;
    const cents = parsePriceCents(match[0]);
    if (cents !== null) facts.push({ kind: "price", index: match.index, value: String(cents) });
  }
  for (const match of markdown.matchAll(TIME)) {
    facts.push({ kind: "time", index: match.index, value: `${match[1]}:${match[2]}` });
  }
  for (const match of markdown.matchAll(DURATION)) {
    facts.push({ kind: "duration", index: match.index, value: durationText(match[1], match[2], match[3]) });
  }
  for (const match of markdown.matchAll(NONSTOP)) facts.push({ kind: "stops", index: match.index, value: "Direto" });
  for (const match of markdown.matchAll(STOPS)) {
    const count = Number(match[1]);
    facts.push({ kind: "stops", index: match.index, value: count === 1 ? "1 parada" : `${count} paradas` });
  }
  return facts.sort((a, b) => a.index - b.index);
}

function flightFrom(airline: string, facts: readonly Fact[]): ScrapedFlight {
  const all = (kind: FactKind) => facts.filter((fact) => fact.kind === kind).map((fact) => fact.value);
  const [departureTime = null, arrivalTime = null] = all("time");
  const price = all("price").at(-1);
  return {
    airline,
    departureTime,
    arrivalTime,
    priceCents: price === undefined ? null : Number(price),
    duration: all("duration")[0] ?? null,
    stops: all("stops")[0] ?? null,
  };
}

/**
 * Every flight the page lists, in page order (at most MAX_FLIGHTS_PER_PAGE). A price with no
 * time before it (a "a partir de" banner) is not a flight. A page with no complete flight still
 * yields one row, with whatever was found, so the list says which part was missing.
 */
export function parseScrapedFlights(airline: string, markdown: string): ScrapedFlight[] {
  const facts = factsOf(markdown);
  const groups: Fact[][] = [];
  let current: Fact[] = [];
  for (const fact of facts) {
    current.push(fact);
    if (fact.kind === "price") {
      groups.push(current);
      current = [];
    }
  }
  const complete = groups.filter((group) => group.some((fact) => fact.kind === "time"));
  if (complete.length === 0) return [flightFrom(airline, facts)];
  return complete.slice(0, MAX_FLIGHTS_PER_PAGE).map((group) => flightFrom(airline, group));
}
