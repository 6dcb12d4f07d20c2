/**
 * The main Brazilian airports offered by the flight finder's pickers. `metro` groups the airports
 * of one city (São Paulo has three), so the route tables price a trip by city pair.
 */
export interface Airport {
  code: string;
  city: string;
  name: string;
  metro: string;
}

export const AIRPORTS: readonly Airport[] = [
  { code: "GRU", city: "São Paulo", name: "Guarulhos", metro: "SAO" },
  { code: "CGH", city: "São Paulo", name: "Congonhas", metro: "SAO" },
  { code: "VCP", city: "Campinas", name: "Viracopos", metro: "SAO" },
  { code: "GIG", city: "Rio de Janeiro", name: "Galeão", metro: "RIO" },
  { code: "SDU", city: "Rio de Janeiro", name: "Santos Dumont", metro: "RIO" },
  { code: "BSB", city: "Brasília", name: "Presidente Juscelino Kubitschek", metro: "BSB" },
  { code: "CNF", city: "Belo Horizonte", name: "Confins", metro: "BHZ" },
  { code: "SSA", city: "Salvador", name: "Deputado Luís Eduardo Magalhães", metro: "SSA" },
  { code: "REC", city: "Recife", name: "Guararapes", metro: "REC" },
  { code: "FOR", city: "Fortaleza", name: "Pinto Martins", metro: "FOR" },
  { code: "POA", city: "Porto Alegre", name: "Salgado Filho", metro: "POA" },
  { code: "CWB", city: "Curitiba", name: "Afonso Pena", metro: "CWB" },
  { code: "FLN", city: "Florianópolis", name: "Hercílio Luz", metro: "FLN" },
  { code: "MAO", city: "Manaus", name: "Eduardo Gomes", metro: "MAO" },
  { code: "BEL", city: "Belém", name: "Val de Cans", metro: "BEL" },
  { code: "NAT", city: "Natal", name: "São Gonçalo do Amarante", metro: "NAT" },
  { code: "MCZ", city: "Maceió", name: "Zumbi dos Palmares", metro: "MCZ" },
  { code: "GYN", city: "Goiânia", name: "Santa Genoveva", metro: "GYN" },
  { code: "CGB", city: "Cuiabá", name: "Marechal Rondon", metro: "CGB" },
  { code: "VIX", city: "Vitória", name: "Eurico de Aguiar Salles", metro: "VIX" },
  { code: "IGU", city: "Foz do Iguaçu", name: "Cataratas", metro: "IGU" },
];

/** What the picker lists and fills in: "GRU — São Paulo (Guarulhos)". */
export function airportLabel(airport: Airport): string {
  return `${airport.code} — ${airport.city} (${airport.name})`;
}

function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .trim()
    .toLowerCase();
}

const LEADING_CODE = /^([a-z]{3})(?![a-z])/i;

/**
 * The airport the user meant by free text: a label or text starting with a known IATA code
 * ("GRU", "gru — São Paulo"), or the exact name of a city with a single airport ("Recife").
 * Null when the text names no airport of the list (the search still runs, on fallback values).
 */
export function findAirport(text: string): Airport | null {
  const code = LEADING_CODE.exec(text.trim())?.[1]?.toUpperCase();
  const byCode = code ? AIRPORTS.find((airport) => airport.code === code) : undefined;
  if (byCode) return byCode;
  const city = normalize(text);
  const inCity = AIRPORTS.filter((airport) => normalize(airport.city) === city);
  return inCity.length === 1 ? (inCity[0] ?? null) : null;
}

/**
 * The city an origin or destination stands for, for pricing: a known airport's metro, or a city
 * whose airports all share one ("São Paulo", "Rio de Janeiro"). Null for an unknown place.
 */
export function findMetro(text: string): string | null {
  const known = findAirport(text);
  if (known) return known.metro;
  const city = normalize(text);
  const metros = new Set(
    AIRPORTS.filter((airport) => normalize(airport.city) === city).map((airport) => airport.metro),
  );
  return metros.size === 1 ? ([...metros][0] ?? null) : null;
}

/**
 * The three-letter code to put in an airline's search page: a known airport's code, or three
 * letters typed as-is (an airport outside the list). Null for anything else.
 */
export function iataCodeOf(text: string): string | null {
  const known = findAirport(text);
  if (known) return known.code;
  const trimmed = text.trim();
  return /^[a-z]{3}$/i.test(trimmed) ? trimmed.toUpperCase() : null;
}

/** How a place reads on a result: the code of a known airport, else the text as typed. */
export function placeName(text: string): string {
  return findAirport(text)?.code ?? text.trim();
}
