import type { AirlineId } from "./airlines";

/** One-way search for one adult, the query the scraper sends each airline (docs/product.md §7). */
export interface AirlineSearch {
  /** IATA codes, e.g. "GRU". */
  origin: string;
  destination: string;
  /** YYYY-MM-DD. */
  departureDate: string;
}

function dateParts(isoDate: string): { year: string; month: string; day: string } {
  const [year = "", month = "", day = ""] = isoDate.split("-");
  return { year, month, day };
}

function withQuery(base: string, params: Record<string, string>): string {
  return `${base}?${new URLSearchParams(params).toString()}`;
}

/** Each airline's own booking search page, in the shape its site links to it. */
const BUILDERS: Record<AirlineId, (search: AirlineSearch) => string> = {
  azul: ({ origin, destination, departureDate }) => {
    const { year, month, day } = dateParts(departureDate);
    return withQuery("https://www.voeazul.com.br/br/pt/home/selecao-voo", {
      "c[0].ds": origin,
      "c[0].std": `${month}/${day}/${year}`,
      "c[0].as": destination,
      "p[0].t": "ADT",
      "p[0].c": "1",
      "p[0].cp": "false",
      "f.dl": "3",
      "f.dr": "3",
      cc: "BRL",
    });
  },
  gol: ({ origin, destination, departureDate }) => {
    const { year, month, day } = dateParts(departureDate);
    return withQuery("https://b2c.voegol.com.br/compra/busca-parceiros", {
      pv: "br",
      tipo: "DF",
      de: origin,
      para: destination,
      ida: `${day}-${month}-${year}`,
      ADT: "1",
      CHD: "0",
      INF: "0",
    });
  },
  latam: ({ origin, destination, departureDate }) =>
    withQuery("https://www.latamairlines.com/br/pt/oferta-voos", {
      origin,
      destination,
      outbound: `${departureDate}T12:00:00.000Z`,
      inbound: "null",
      adt: "1",
      chd: "0",
      inf: "0",
      trip: "OW",
      cabin: "Economy",
      redemption: "false",
      sort: "RECOMMENDED",
    }),
};

export function airlineSearchUrl(airline: AirlineId, search: AirlineSearch): string {
  return BUILDERS[airline](search);
}
