import { PROMOTION_CATEGORY_LABELS, type PromotionCategory } from "./promotion-categories";
import { entryKey } from "./promotions";

/**
 * 'Avise-me' (docs/decisions/044): a member's saved filter over the promotions feed, and the rule
 * that says whether a published promotion matches it. Pure: the server matches with it when an
 * admin publishes or edits a promotion, the feed describes a filter with it.
 */

/** Every criterion is optional; a filter with none asks for every promotion. */
export interface PromotionAlertFilter {
  category: PromotionCategory | null;
  /** The promotion's program (for a transfer, the one receiving the points), any case. */
  program: string | null;
  /** For transfers: the program the points leave (Livelo in "Livelo → Smiles"). */
  fromProgram: string | null;
  /** The least bonus or discount, in whole percent. */
  minPercent: number | null;
  /** An IATA code: one of the promotion's routes leaves from it. */
  originAirport: string | null;
}

/** What the rule reads of a promotion. */
export interface MatchablePromotion {
  category: PromotionCategory;
  program: string;
  fromProgram: string | null;
  discount: string;
  routes: readonly string[];
}

/** How many alerts a member may keep: enough for every program pair anyone watches, not a spam list. */
export const PROMOTION_ALERT_LIMIT = 20;

/** The largest bonus or discount a member may ask for: transfer bonuses have reached 150 %. */
export const MAX_ALERT_PERCENT = 300;

/**
 * The percentage a promotion's 'Desconto/Bônus' text offers: the largest one written ("100% de
 * bônus" → 100, "80% (100% para o Clube)" → 100, "50% OFF" → 50), since members watch for what the
 * best tier pays. Null when the text has none ("35 mil milhas").
 */
export function percentOf(discount: string): number | null {
  let largest: number | null = null;
  for (const match of discount.matchAll(/(\d{1,4}(?:[.,]\d+)?)\s*%/g)) {
    const value = Number((match[1] ?? "").replace(",", "."));
    if (Number.isFinite(value) && (largest === null || value > largest)) largest = value;
  }
  return largest;
}

/** The airport a route leaves from: "GRU-LIS", "gru → lis", "GRU/LIS" → "GRU"; null when it names none. */
export function routeOrigin(route: string): string | null {
  const origin = /^\s*([A-Za-z]{3})\b/.exec(route)?.[1];
  return origin ? origin.toUpperCase() : null;
}

const sameName = (a: string, b: string) => entryKey(a) === entryKey(b);

export function matchesPromotionAlert(filter: PromotionAlertFilter, promotion: MatchablePromotion): boolean {
  if (filter.category !== null && filter.category !== promotion.category) return false;
  if (filter.program !== null && !sameName(filter.program, promotion.program)) return false;
  if (filter.fromProgram !== null) {
    if (promotion.fromProgram === null || !sameName(filter.fromProgram, promotion.fromProgram)) return false;
  }
  if (filter.minPercent !== null) {
    const offered = percentOf(promotion.discount);
    if (offered === null || offered < filter.minPercent) return false;
  }
  if (filter.originAirport !== null) {
    const airport = filter.originAirport.toUpperCase();
    if (!promotion.routes.some((route) => routeOrigin(route) === airport)) return false;
  }
  return true;
}

/** "Livelo → Smiles" for a transfer with its origin, else the program alone. */
export function programPair(program: string, fromProgram: string | null): string {
  return fromProgram ? `${fromProgram} → ${program}` : program;
}

/**
 * The alert in words, as /minha-conta lists it and the notification quotes it: "Transferência
 * Livelo → Smiles com bônus ou desconto de 80 % ou mais".
 */
export function describePromotionAlert(filter: PromotionAlertFilter): string {
  const parts: string[] = [];
  parts.push(filter.category ? PROMOTION_CATEGORY_LABELS[filter.category] : "Promoções");
  if (filter.program) parts.push(programPair(filter.program, filter.fromProgram));
  else if (filter.fromProgram) parts.push(`de ${filter.fromProgram}`);
  if (filter.originAirport) parts.push(`saindo de ${filter.originAirport.toUpperCase()}`);
  if (filter.minPercent !== null) parts.push(`com bônus ou desconto de ${filter.minPercent} % ou mais`);
  return parts.length === 1 && !filter.category ? "Todas as promoções" : parts.join(" ");
}
