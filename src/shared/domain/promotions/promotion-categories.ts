export const PROMOTION_CATEGORIES = ["compra-milhas", "passagens", "transferencia", "upgrade", "resgate"] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

export const PROMOTION_CATEGORY_LABELS: Record<PromotionCategory, string> = {
  "compra-milhas": "Compra de Milhas",
  passagens: "Passagens",
  transferencia: "Transferência",
  upgrade: "Upgrade",
  resgate: "Resgate",
};

/**
 * Only a transfer has a program the points leave ("Livelo" in "Livelo → Smiles"): the admin's form
 * and 'Avise-me' ask it of transfers alone, and drop one typed before the category changed.
 */
export function asksOriginProgram(category: string | null | undefined): boolean {
  return category === "transferencia";
}

export function withoutOriginUnlessTransfer<T extends { category: string | null | undefined; fromProgram: string }>(
  values: T,
): T {
  return asksOriginProgram(values.category) ? values : { ...values, fromProgram: "" };
}
