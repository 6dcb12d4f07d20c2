import { moneyText, wholeNumberText } from "@/client/lib/forms/form-text";
import { into } from "@/client/lib/forms/into";
import { CLUB_MESSAGES as M, ClubEndInputSchema, ClubInputSchema, ClubUpdateInputSchema } from "@/shared/schemas/clubs";
import { z } from "@/shared/schemas/zod-locale";

const priceText = moneyText("Informe o preço em reais, por exemplo 42,00.");

/** 'Novo clube': numbers typed as text, the plan select "" for a plan the member types. */
export const ClubFormSchema = z
  .object({
    programId: z.string(),
    planId: z.string().transform((value) => (value === "" ? null : value)),
    name: z.string(),
    milesPerMonth: wholeNumberText(M.milesInvalid),
    priceCents: priceText,
    billingDay: wholeNumberText(M.billingDayInvalid),
    startsOn: z.string(),
    minimumStayMonths: wholeNumberText(M.stayInvalid),
    validityMonths: wholeNumberText(M.validityInvalid),
    transferBonusPercent: wholeNumberText(M.bonusInvalid),
  })
  .transform(into(ClubInputSchema));

export const ClubUpdateFormSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    priceCents: priceText,
    validityMonths: wholeNumberText(M.validityInvalid),
    transferBonusPercent: wholeNumberText(M.bonusInvalid),
  })
  .transform((values) => ({ ...values, transferBonusPercent: values.transferBonusPercent ?? 0 }))
  .transform(into(ClubUpdateInputSchema));

export const ClubEndFormSchema = z.object({ id: z.string(), endsOn: z.string() }).transform(into(ClubEndInputSchema));
