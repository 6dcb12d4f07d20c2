import { isPlainDate } from "../domain/plain-date";
import { PROGRAM_KINDS } from "../domain/wallet/program-kind";
import { text } from "./text";
import { z } from "./zod-locale";

/** An admin's catalogue entry (docs/decisions/034), shared by the /admin form and the procedures. */
export const CATALOGUE_LIMITS = {
  maxNameLength: 60,
  maxAliases: 10,
  maxAliasLength: 40,
  maxNoteLength: 500,
  maxSourceLength: 500,
  maxValidityMonths: 240,
  maxMinimumTransfer: 10_000_000,
  maxReferenceCents: 100_000,
  maxPartners: 30,
  maxRatioTerm: 100,
} as const;

const L = CATALOGUE_LIMITS;

export const CATALOGUE_MESSAGES = {
  entryInvalid: "Programa do catálogo inválido.",
  nameRequired: "Informe o nome do programa.",
  nameTooLong: `O nome deve ter no máximo ${L.maxNameLength} caracteres.`,
  kindRequired: "Escolha se o programa guarda pontos ou milhas.",
  aliasInvalid: `Cada outro nome deve ter de 1 a ${L.maxAliasLength} caracteres.`,
  tooManyAliases: `Informe no máximo ${L.maxAliases} outros nomes.`,
  validityInvalid: `A validade deve ser um número inteiro de 1 a ${L.maxValidityMonths} meses.`,
  minimumInvalid: "A transferência mínima deve ser um número inteiro maior que 0.",
  noteTooLong: `A observação deve ter no máximo ${L.maxNoteLength} caracteres.`,
  sourceTooLong: `A fonte deve ter no máximo ${L.maxSourceLength} caracteres.`,
  dateInvalid: "Informe uma data válida (AAAA-MM-DD).",
  referenceInvalid: "Informe um valor em reais maior que zero, por exemplo 35,00.",
  referenceIncomplete: "Informe o piso e o teto da faixa, ou deixe os dois em branco.",
  referenceUpsideDown: "O teto da faixa não pode ser menor que o piso.",
  referenceSourceRequired: "Informe a fonte e a data da referência de mercado.",
  partnerInvalid: "Escolha o programa de destino da transferência.",
  ratioInvalid: `A proporção usa números inteiros de 1 a ${L.maxRatioTerm}, por exemplo 1:1 ou 2:1.`,
  partnerRepeated: "Cada programa de destino aparece uma vez só.",
  tooManyPartners: `Informe no máximo ${L.maxPartners} parceiros.`,
} as const;

const M = CATALOGUE_MESSAGES;

const blankIsNull = <T>(value: T | "" | null | undefined) => (value === "" || value === undefined ? null : value);

const optionalText = (max: number, message: string) =>
  text()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => blankIsNull(value));

const optionalDate = text({ error: M.dateInvalid })
  .trim()
  .refine((value) => value === "" || isPlainDate(value), M.dateInvalid)
  .nullish()
  .transform((value) => blankIsNull(value));

const optionalWhole = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .int(message)
    .min(min, message)
    .max(max, message)
    .nullish()
    .transform((value) => value ?? null);

const PartnerSchema = z.object({
  destinationId: z.uuid({ error: M.partnerInvalid }),
  pointsSent: z
    .number({ error: M.ratioInvalid })
    .int(M.ratioInvalid)
    .min(1, M.ratioInvalid)
    .max(L.maxRatioTerm, M.ratioInvalid),
  milesReceived: z
    .number({ error: M.ratioInvalid })
    .int(M.ratioInvalid)
    .min(1, M.ratioInvalid)
    .max(L.maxRatioTerm, M.ratioInvalid),
});

const CatalogueEntryFields = z.object({
  name: text({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(L.maxNameLength, M.nameTooLong),
  kind: z.enum(PROGRAM_KINDS, { error: M.kindRequired }),
  aliases: z
    .array(text({ error: M.aliasInvalid }).trim().min(1, M.aliasInvalid).max(L.maxAliasLength, M.aliasInvalid))
    .max(L.maxAliases, M.tooManyAliases)
    .default([]),
  purchaseValidityMonths: optionalWhole(1, L.maxValidityMonths, M.validityInvalid),
  bonusValidityMonths: optionalWhole(1, L.maxValidityMonths, M.validityInvalid),
  clubValidityMonths: optionalWhole(1, L.maxValidityMonths, M.validityInvalid),
  flightValidityMonths: optionalWhole(1, L.maxValidityMonths, M.validityInvalid),
  validityNote: optionalText(L.maxNoteLength, M.noteTooLong),
  minimumTransferPoints: optionalWhole(1, L.maxMinimumTransfer, M.minimumInvalid),
  rulesSource: optionalText(L.maxSourceLength, M.sourceTooLong),
  rulesCheckedOn: optionalDate,
  referenceLowCents: optionalWhole(1, L.maxReferenceCents, M.referenceInvalid),
  referenceHighCents: optionalWhole(1, L.maxReferenceCents, M.referenceInvalid),
  referenceSource: optionalText(L.maxSourceLength, M.sourceTooLong),
  referenceCheckedOn: optionalDate,
  partners: z.array(PartnerSchema).max(L.maxPartners, M.tooManyPartners).default([]),
});

type EntryFields = z.output<typeof CatalogueEntryFields>;

// The same guards as the table's CHECK program_catalogue_reference_complete, told field by field.
const bandWhole = (entry: EntryFields) => (entry.referenceLowCents === null) === (entry.referenceHighCents === null);
const bandInOrder = (entry: EntryFields) =>
  entry.referenceLowCents === null ||
  entry.referenceHighCents === null ||
  entry.referenceHighCents >= entry.referenceLowCents;
const bandSourced = (entry: EntryFields) =>
  entry.referenceLowCents === null || (entry.referenceSource !== null && entry.referenceCheckedOn !== null);
const partnersDistinct = (entry: EntryFields) =>
  new Set(entry.partners.map((partner) => partner.destinationId)).size === entry.partners.length;

function guarded<T extends z.ZodType<EntryFields>>(schema: T) {
  return schema
    .refine(bandWhole, { message: M.referenceIncomplete, path: ["referenceHighCents"] })
    .refine(bandInOrder, { message: M.referenceUpsideDown, path: ["referenceHighCents"] })
    .refine(bandSourced, { message: M.referenceSourceRequired, path: ["referenceSource"] })
    .refine(partnersDistinct, { message: M.partnerRepeated, path: ["partners"] });
}

export const CatalogueEntryInputSchema = guarded(CatalogueEntryFields);

export const CatalogueEntryUpdateInputSchema = guarded(
  CatalogueEntryFields.extend({ id: z.uuid({ error: M.entryInvalid }) }),
);

export const CatalogueEntryIdInputSchema = z.object({ id: z.uuid({ error: M.entryInvalid }) });

export type CatalogueEntryInput = z.input<typeof CatalogueEntryInputSchema>;
