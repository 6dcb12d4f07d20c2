import { formatBRL } from "../../format";

/** How a scraped flight's columns read (docs/product.md §8: the 'não encontrado' texts when nothing was parsed). */
const SCRAPE_NOT_FOUND = {
  price: "Preço não encontrado",
  time: "Horário não encontrado",
} as const;

export function scrapedPriceText(priceCents: number | null): string {
  return priceCents === null ? SCRAPE_NOT_FOUND.price : formatBRL(priceCents);
}

export function scrapedTimeText(departureTime: string | null, arrivalTime: string | null): string {
  if (!departureTime) return SCRAPE_NOT_FOUND.time;
  return arrivalTime ? `${departureTime} → ${arrivalTime}` : departureTime;
}
