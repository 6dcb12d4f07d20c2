import { PROMOTION_CATEGORIES } from "../domain/promotions/promotion-categories";
import { PROMOTION_LIMITS } from "../domain/promotions/promotion-limits";
import { firstDuplicate } from "../domain/promotions/promotions";
import { isPlainDate } from "../domain/plain-date";
import { storedFileOfField } from "../domain/files/file-fields";
import { formatInteger } from "../format";
import { text } from "./text";
import { z } from "./zod-locale";

/**
 * Promotion inputs (docs/product.md §5), shared by the admin dialogs, the feed filters and the procedures.
 * Minimum purchase, maximum bonus and minimum transfer are quantities of miles/points.
 */
export { PROMOTION_LIMITS };

const L = PROMOTION_LIMITS;

export const PROMOTION_MESSAGES = {
  titleRequired: "Informe o título da promoção.",
  titleTooLong: `O título deve ter no máximo ${L.maxTitleLength} caracteres.`,
  programRequired: "Informe o programa.",
  programTooLong: `O programa deve ter no máximo ${L.maxProgramLength} caracteres.`,
  fromProgramTooLong: `O programa de origem deve ter no máximo ${L.maxProgramLength} caracteres.`,
  discountRequired: "Informe o desconto ou bônus.",
  discountTooLong: `O desconto deve ter no máximo ${L.maxDiscountLength} caracteres.`,
  validUntilRequired: "Informe a data de validade.",
  dateInvalid: "Informe uma data válida (AAAA-MM-DD).",
  linkRequired: "Informe o link da oferta.",
  linkInvalid: "Informe um link válido começando com http:// ou https://.",
  descriptionRequired: "Informe a descrição.",
  descriptionTooLong: `A descrição deve ter no máximo ${L.maxDescriptionLength} caracteres.`,
  categoryRequired: "Selecione a categoria.",
  destinationEmpty: "Informe o destino.",
  routeEmpty: "Informe a rota.",
  entryTooLong: `Cada destino ou rota deve ter no máximo ${L.maxEntryLength} caracteres.`,
  tooManyEntries: `Adicione no máximo ${L.maxEntries} destinos e ${L.maxEntries} rotas.`,
  destinationDuplicate: (entry: string) => `O destino "${entry}" já foi adicionado.`,
  routeDuplicate: (entry: string) => `A rota "${entry}" já foi adicionada.`,
  minPurchaseInvalid: "A compra mínima deve ser um número inteiro maior ou igual a 0.",
  maxBonusInvalid: "O bônus máximo deve ser um número inteiro maior ou igual a 0.",
  minTransferInvalid: "A transferência mínima deve ser um número inteiro maior ou igual a 0.",
  quantityTooHigh: `O valor deve ser de no máximo ${formatInteger(L.maxQuantity)}.`,
  imageInvalid: "Use uma imagem enviada pelo site ou um endereço https://.",
  listInvalid: "Lista de destinos ou rotas inválida.",
  promotionInvalid: "Promoção inválida.",
  programFilterInvalid: "Programa inválido.",
  categoryFilterInvalid: "Categoria inválida.",
} as const;

const M = PROMOTION_MESSAGES;

const requiredText = (max: number, required: string, tooLong: string, options: { multiline?: boolean } = {}) =>
  text({ error: required, ...options })
    .trim()
    .min(1, required)
    .max(max, tooLong);

const HTTP_URL = z.url({ protocol: /^https?$/, error: M.linkInvalid });
const HTTPS_URL = z.url({ protocol: /^https$/, error: M.imageInvalid });
/** An image our upload route stored as a promotion image (its /files/ address), or an https address elsewhere. */
export function isPromotionImageUrl(value: string): boolean {
  if (value.startsWith("/")) return storedFileOfField("promotion-image", value) !== null;
  return HTTPS_URL.safeParse(value).success;
}

/** Destinations or routes: trimmed, no blanks, no repeats whatever the case (docs/product.md §5). */
const entryList = (empty: string, duplicate: (entry: string) => string) =>
  z
    .array(text().trim().min(1, empty).max(L.maxEntryLength, M.entryTooLong), { error: M.listInvalid })
    .max(L.maxEntries, M.tooManyEntries)
    .superRefine((entries, ctx) => {
      const repeated = firstDuplicate(entries);
      if (repeated !== null) ctx.addIssue({ code: "custom", message: duplicate(repeated) });
    })
    .default([]);

/** Not informed (null, absent) stays null: the card shows only the limits a promotion has. */
const optionalQuantity = (invalid: string) =>
  z
    .number({ error: invalid })
    .int(invalid)
    .min(0, invalid)
    .max(L.maxQuantity, M.quantityTooHigh)
    .nullish()
    .transform((value) => value ?? null);

export const PromotionInputSchema = z.object({
  title: requiredText(L.maxTitleLength, M.titleRequired, M.titleTooLong),
  category: z.enum(PROMOTION_CATEGORIES, { error: M.categoryRequired }),
  program: requiredText(L.maxProgramLength, M.programRequired, M.programTooLong),
  /** A transfer's origin ("Livelo" in "Livelo → Smiles"); blank is none. */
  fromProgram: text({ error: M.fromProgramTooLong })
    .trim()
    .max(L.maxProgramLength, M.fromProgramTooLong)
    .nullish()
    .transform((value) => (value ? value : null)),
  discount: requiredText(L.maxDiscountLength, M.discountRequired, M.discountTooLong),
  validUntil: text({ error: M.validUntilRequired })
    .trim()
    .min(1, M.validUntilRequired)
    .refine(isPlainDate, M.dateInvalid),
  link: text({ error: M.linkRequired }).trim().min(1, M.linkRequired).max(L.maxUrlLength, M.linkInvalid).pipe(HTTP_URL),
  description: requiredText(L.maxDescriptionLength, M.descriptionRequired, M.descriptionTooLong, { multiline: true }),
  imageUrl: text({ error: M.imageInvalid })
    .trim()
    .max(L.maxUrlLength, M.imageInvalid)
    .refine((value) => value === "" || isPromotionImageUrl(value), M.imageInvalid)
    .nullish()
    .transform((value) => (value ? value : null)),
  minPurchase: optionalQuantity(M.minPurchaseInvalid),
  maxBonus: optionalQuantity(M.maxBonusInvalid),
  minTransfer: optionalQuantity(M.minTransferInvalid),
  destinations: entryList(M.destinationEmpty, M.destinationDuplicate),
  routes: entryList(M.routeEmpty, M.routeDuplicate),
});
export type PromotionInput = z.input<typeof PromotionInputSchema>;

const PromotionIdSchema = z.uuid({ error: M.promotionInvalid });

export const PromotionUpdateInputSchema = PromotionInputSchema.extend({ id: PromotionIdSchema });

/** Ativar / Desativar: the value to set, so two admins clicking at once agree on the result. */
export const PromotionFeaturedInputSchema = z.object({ id: PromotionIdSchema, featured: z.boolean() });

const categoryFilter = z.enum(PROMOTION_CATEGORIES, { error: M.categoryFilterInvalid });
const programFilter = text({ error: M.programFilterInvalid })
  .trim()
  .min(1, M.programFilterInvalid)
  .max(L.maxProgramLength, M.programFilterInvalid);

/** The feed's filters: one category, one program (exact name, as listed), and 'only active'. */
const PromotionFiltersSchema = z.object({
  category: categoryFilter.optional(),
  program: programFilter.optional(),
  onlyActive: z.boolean().optional(),
});
export type PromotionFilters = z.infer<typeof PromotionFiltersSchema>;

export const PromotionFeedInputSchema = PromotionFiltersSchema.extend({
  /** The id of the last promotion already shown; the next page starts after it. */
  cursor: PromotionIdSchema.nullish(),
  limit: z.number().int().min(1).max(L.maxFeedPageSize).default(L.feedPageSize),
});
