/**
 * Promotion rules of docs/product.md §2, §4 and §5, pure: the server computes the state with them, the
 * cards use the overflow rule and the admin form the duplicate rule.
 */

/**
 * 'Ativa' while valid_until is today or later on the São Paulo calendar, 'Expirada' from the
 * next day: "válida até 10/03" includes 10/03 itself, the way a Brazilian reads it.
 */
export type PromotionState = "active" | "expired";

export const PROMOTION_STATE_LABELS: Record<PromotionState, string> = {
  active: "Ativa",
  expired: "Expirada",
};

/** Dates are 'YYYY-MM-DD', so comparing the strings compares the days. */
export function promotionState(validUntil: string, today: string): PromotionState {
  return validUntil >= today ? "active" : "expired";
}

/**
 * Admin shows a promotion's two independent facts in words that cannot be confused with each
 * other or with the feed's 'Ativa' (docs/product.md §4, Now): featured or not, and whether it is
 * still valid ('Vigente') or not ('Expirada').
 */
export const ADMIN_PROMOTION_LABELS = {
  featured: { true: "Destaque", false: "Sem destaque" },
  state: { active: "Vigente", expired: "Expirada" },
} as const satisfies {
  featured: Record<"true" | "false", string>;
  state: Record<PromotionState, string>;
};

export function featuredLabel(featured: boolean): "Destaque" | "Sem destaque" {
  return ADMIN_PROMOTION_LABELS.featured[featured ? "true" : "false"];
}

/** docs/product.md §2: a card shows up to 3 destinations and 2 routes, then '+N'. */
export const PROMOTION_CARD_LIMITS = { destinations: 3, routes: 2 } as const;

export interface Overflow<T> {
  shown: T[];
  /** How many did not fit: the card writes '+N' when above 0. */
  hidden: number;
}

export function overflow<T>(items: readonly T[], limit: number): Overflow<T> {
  const shown = items.slice(0, Math.max(0, limit));
  return { shown, hidden: items.length - shown.length };
}

/** Two entries are the same destination or route when they differ only in case or outer spaces. */
export function entryKey(entry: string): string {
  return entry.trim().toLocaleLowerCase("pt-BR");
}

/** The first entry already listed earlier in `entries` (by entryKey), or null when all are distinct. */
export function firstDuplicate(entries: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const entry of entries) {
    const key = entryKey(entry);
    if (seen.has(key)) return entry.trim();
    seen.add(key);
  }
  return null;
}

export function includesEntry(entries: readonly string[], entry: string): boolean {
  const key = entryKey(entry);
  return entries.some((existing) => entryKey(existing) === key);
}
