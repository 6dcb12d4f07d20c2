import { MAX_ALERT_PERCENT } from "../domain/promotions/promotion-alerts";
import { PROMOTION_CATEGORIES } from "../domain/promotions/promotion-categories";
import { PROMOTION_LIMITS } from "../domain/promotions/promotion-limits";
import { text } from "./text";
import { z } from "./zod-locale";

export const PROMOTION_ALERT_MESSAGES = {
  categoryInvalid: "Categoria inválida.",
  programTooLong: `O programa deve ter no máximo ${PROMOTION_LIMITS.maxProgramLength} caracteres.`,
  percentInvalid: `Informe um percentual inteiro entre 1 e ${MAX_ALERT_PERCENT}.`,
  airportInvalid: "Informe o aeroporto pelo código de 3 letras (ex.: GRU).",
  alertInvalid: "Alerta inválido.",
} as const;

const M = PROMOTION_ALERT_MESSAGES;

/** Blank, absent or null all mean "any": the criterion is left out. */
const optionalName = text({ error: M.programTooLong })
  .trim()
  .max(PROMOTION_LIMITS.maxProgramLength, M.programTooLong)
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * 'Avise-me' (docs/decisions/044): what a saved promotion alert asks. Every criterion is
 * optional; the airport is kept as its IATA code in capitals.
 */
export const PromotionAlertInputSchema = z.object({
  category: z
    .enum(PROMOTION_CATEGORIES, { error: M.categoryInvalid })
    .nullish()
    .transform((value) => value ?? null),
  program: optionalName,
  fromProgram: optionalName,
  minPercent: z
    .number({ error: M.percentInvalid })
    .int(M.percentInvalid)
    .min(1, M.percentInvalid)
    .max(MAX_ALERT_PERCENT, M.percentInvalid)
    .nullish()
    .transform((value) => value ?? null),
  originAirport: text({ error: M.airportInvalid })
    .trim()
    .refine((value) => value === "" || /^[A-Za-z]{3}$/.test(value), M.airportInvalid)
    .nullish()
    .transform((value) => (value ? value.toUpperCase() : null)),
});
export type PromotionAlertInput = z.output<typeof PromotionAlertInputSchema>;

export const PromotionAlertIdInputSchema = z.object({ id: z.uuid({ error: M.alertInvalid }) });
