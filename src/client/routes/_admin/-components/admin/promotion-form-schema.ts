import { z } from "@/shared/schemas/zod-locale";
import { wholeNumberText } from "@/client/lib/forms/form-text";
import { into } from "@/client/lib/forms/into";
import { withoutOriginUnlessTransfer } from "@/shared/domain/promotions/promotion-categories";
import type { RouterOutputs } from "@/client/trpc";
import { PROMOTION_MESSAGES as M, PromotionInputSchema } from "@/shared/schemas/promotions";

export type AdminPromotion = RouterOutputs["promotions"]["admin"]["list"][number];

/** The dialog's values as typed, turned into the shared input the server validates again. */
export const PromotionFormSchema = z
  .object({
    title: z.string(),
    // An empty choice is "not chosen", which the shared enum reports as 'Selecione a categoria.'
    category: z.string().transform((value) => (value === "" ? undefined : value)),
    program: z.string(),
    fromProgram: z.string(),
    discount: z.string(),
    validUntil: z.string(),
    link: z.string(),
    description: z.string(),
    imageUrl: z.string(),
    minPurchase: wholeNumberText(M.minPurchaseInvalid),
    maxBonus: wholeNumberText(M.maxBonusInvalid),
    minTransfer: wholeNumberText(M.minTransferInvalid),
    destinations: z.array(z.string()),
    routes: z.array(z.string()),
  })
  .transform(withoutOriginUnlessTransfer)
  .transform(into(PromotionInputSchema));

export type PromotionFormValues = z.input<typeof PromotionFormSchema>;

const quantityText = (value: number | null) => (value === null ? "" : String(value));

/** Blank for a new promotion, or the promotion's own values to edit it. */
export function promotionFormValues(promotion?: AdminPromotion): PromotionFormValues {
  return {
    title: promotion?.title ?? "",
    category: promotion?.category ?? "",
    program: promotion?.program ?? "",
    fromProgram: promotion?.fromProgram ?? "",
    discount: promotion?.discount ?? "",
    validUntil: promotion?.validUntil ?? "",
    link: promotion?.link ?? "",
    description: promotion?.description ?? "",
    imageUrl: promotion?.imageUrl ?? "",
    minPurchase: quantityText(promotion?.minPurchase ?? null),
    maxBonus: quantityText(promotion?.maxBonus ?? null),
    minTransfer: quantityText(promotion?.minTransfer ?? null),
    destinations: [...(promotion?.destinations ?? [])],
    routes: [...(promotion?.routes ?? [])],
  };
}
