import { wholeNumberText } from "@/client/lib/forms/form-text";
import { into } from "@/client/lib/forms/into";
import { withoutOriginUnlessTransfer } from "@/shared/domain/promotions/promotion-categories";
import { PROMOTION_ALERT_MESSAGES as M, PromotionAlertInputSchema } from "@/shared/schemas/promotion-alerts";
import { z } from "@/shared/schemas/zod-locale";
import type { FeedSearch } from "./feed-query";

/**
 * 'Avise-me' as typed (docs/decisions/044), turned into the shared input the server validates
 * again: blank is "any", and the origin program is asked only of transfers.
 */
export const PromotionAlertFormSchema = z
  .object({
    category: z.string().transform((value) => (value === "" ? null : value)),
    program: z.string(),
    fromProgram: z.string(),
    minPercent: wholeNumberText(M.percentInvalid),
    originAirport: z.string(),
  })
  .transform(withoutOriginUnlessTransfer)
  .transform(into(PromotionAlertInputSchema));

export type PromotionAlertFormValues = z.input<typeof PromotionAlertFormSchema>;

/** The form starts from what the feed is filtered by: the member is watching for more of it. */
export function promotionAlertFormValues(search: FeedSearch): PromotionAlertFormValues {
  return {
    category: search.category ?? "",
    program: search.program ?? "",
    fromProgram: "",
    minPercent: "",
    originAirport: "",
  };
}
