export const PROMOTION_CATEGORIES = ["compra-milhas", "passagens", "transferencia", "upgrade", "resgate"] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

export const PROMOTION_CATEGORY_LABELS: Record<PromotionCategory, string> = {
  "compra-milhas": "Compra de Milhas",
  passagens: "Passagens",
  transferencia: "Transferência",
  upgrade: "Upgrade",
  resgate: "Resgate",
};
