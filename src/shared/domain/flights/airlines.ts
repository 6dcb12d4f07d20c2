/** The three airlines of the flight finder (docs/product.md §2, §9) and where each one sells its tickets. */
export const AIRLINE_IDS = ["azul", "gol", "latam"] as const;

export type AirlineId = (typeof AIRLINE_IDS)[number];

export interface AirlineInfo {
  name: string;
  /** Where "Comprar" sends the traveller. */
  site: string;
}

export const AIRLINES: Record<AirlineId, AirlineInfo> = {
  azul: { name: "Azul", site: "https://www.voeazul.com.br" },
  gol: { name: "GOL", site: "https://www.voegol.com.br" },
  latam: { name: "LATAM", site: "https://www.latamairlines.com/br/pt" },
};
