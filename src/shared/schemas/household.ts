import { AIRPORTS } from "../domain/flights/airports";
import { cpfDigits, isValidCpf } from "../domain/household/cpf";
import { CPF_COUNTINGS, CPF_WINDOWS } from "../domain/household/cpf-limits";
import { REDEMPTION_CABINS } from "../domain/household/redemption-value";
import { isPlainDate, todayInSaoPaulo } from "../domain/plain-date";
import { WALLET_LIMITS } from "../domain/wallet/wallet-limits";
import { formatBRL, formatInteger } from "../format";
import { text } from "./text";
import { optionalDate, optionalText, requiredPastDate, wholeNumber } from "./wallet";
import { z } from "./zod-locale";

/**
 * Household inputs (docs/decisions/039): holders, beneficiaries, redemptions and the CPF limit
 * rules, shared by the forms and the procedures. A CPF arrives typed as the member typed it
 * ("123.456.789-09" or the digits) and leaves as its eleven digits, check digits verified.
 */
export const HOUSEHOLD_LIMITS = {
  maxNameLength: 100,
  maxPassengers: 9,
  maxBookingCodeLength: 12,
  maxNoteLength: 500,
  maxSourceLength: 500,
  maxCpfLimit: 1000,
  maxWaitDays: 365,
} as const;

const L = HOUSEHOLD_LIMITS;

export const HOUSEHOLD_MESSAGES = {
  recordInvalid: "Registro inválido.",
  holderRequired: "Selecione o titular.",
  programRequired: "Selecione o programa.",
  nameRequired: "Informe o nome.",
  nameTooLong: `O nome deve ter no máximo ${L.maxNameLength} caracteres.`,
  cpfRequired: "Informe o CPF.",
  cpfInvalid: "CPF inválido. Confira os 11 dígitos.",
  birthDateInFuture: "A data de nascimento não pode ser posterior a hoje.",
  issuedOnRequired: "Informe a data da emissão.",
  departureRequired: "Informe a data de ida.",
  returnBeforeDeparture: "A volta não pode ser antes da ida.",
  airportInvalid: "Escolha um aeroporto da lista (código IATA, por exemplo GRU).",
  sameAirports: "Origem e destino devem ser diferentes.",
  cabinInvalid: "Escolha a cabine.",
  milesRequired: "Informe as milhas usadas.",
  milesInvalid: "As milhas usadas devem ser um número inteiro maior que 0.",
  milesTooHigh: `As milhas usadas devem ser de no máximo ${formatInteger(WALLET_LIMITS.maxTransactionAmount)}.`,
  taxesInvalid: "As taxas devem ser maiores ou iguais a R$ 0,00.",
  cashPriceInvalid: "O preço em dinheiro deve ser maior ou igual a R$ 0,00.",
  moneyTooHigh: `O valor deve ser de no máximo ${formatBRL(WALLET_LIMITS.maxAmountPaidCents)}.`,
  passengersRequired: "Escolha ao menos um passageiro.",
  tooManyPassengers: `Escolha no máximo ${L.maxPassengers} passageiros.`,
  passengerRepeated: "Cada passageiro aparece uma vez só.",
  bookingCodeTooLong: `O localizador deve ter no máximo ${L.maxBookingCodeLength} caracteres.`,
  noteTooLong: `A observação deve ter no máximo ${L.maxNoteLength} caracteres.`,
  dateInvalid: "Informe uma data válida (AAAA-MM-DD).",
  limitInvalid: `O limite deve ser um número inteiro de 1 a ${L.maxCpfLimit}.`,
  windowInvalid: "Escolha a janela do limite.",
  countsInvalid: "Escolha o que conta no limite.",
  waitDaysInvalid: `A carência deve ser um número inteiro de 0 a ${L.maxWaitDays} dias.`,
  listCountsPeople: "Uma lista fixa conta pessoas, não bilhetes.",
  sourceRequired: "Informe a fonte da regra.",
  sourceTooLong: `A fonte deve ter no máximo ${L.maxSourceLength} caracteres.`,
  checkedOnRequired: "Informe a data em que a regra foi conferida.",
} as const;

const M = HOUSEHOLD_MESSAGES;

const id = (message: string) => z.uuid({ error: message });

export const HouseholdIdInputSchema = z.object({ id: id(M.recordInvalid) });

const name = text({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(L.maxNameLength, M.nameTooLong);

/** "123.456.789-09" or "12345678909" → "12345678909", refused unless its check digits hold. */
const cpf = text({ error: M.cpfRequired })
  .trim()
  .min(1, M.cpfRequired)
  .max(20, M.cpfInvalid)
  .refine(isValidCpf, M.cpfInvalid)
  .transform(cpfDigits);

const birthDate = optionalDate.refine((value) => value === null || value <= todayInSaoPaulo(), M.birthDateInFuture);

const PersonFields = z.object({ name, cpf, birthDate });

export const HolderInputSchema = PersonFields;
export const HolderUpdateInputSchema = PersonFields.extend(HouseholdIdInputSchema.shape);
export const BeneficiaryInputSchema = PersonFields;
export const BeneficiaryUpdateInputSchema = PersonFields.extend(HouseholdIdInputSchema.shape);

export const MoveProgramInputSchema = z.object({
  programId: id(M.programRequired),
  holderId: id(M.holderRequired),
});

/** Minha Gestão, reports and the CSV: one holder's programs, or every holder ("Todos") when absent. */
export const HolderFilterSchema = z.object({ titular: id(M.holderRequired).optional() });

const AIRPORT_CODES = new Set(AIRPORTS.map((airport) => airport.code));
const airport = text({ error: M.airportInvalid })
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => AIRPORT_CODES.has(value), M.airportInvalid);

const requiredDate = (message: string) =>
  text({ error: message }).trim().min(1, message).refine(isPlainDate, M.dateInvalid);

const money = (invalid: string) =>
  z.number({ error: invalid }).int(invalid).min(0, invalid).max(WALLET_LIMITS.maxAmountPaidCents, M.moneyTooHigh);

const RedemptionFields = z.object({
  programId: id(M.programRequired),
  // The day the miles left the account: the ledger entry's date, and the day a CPF place is taken.
  issuedOn: requiredPastDate(M.issuedOnRequired),
  departureOn: requiredDate(M.departureRequired),
  returnOn: optionalDate,
  origin: airport,
  destination: airport,
  cabin: z.enum(REDEMPTION_CABINS, { error: M.cabinInvalid }).default("economica"),
  miles: wholeNumber({
    required: M.milesRequired,
    invalid: M.milesInvalid,
    min: 1,
    max: WALLET_LIMITS.maxTransactionAmount,
    tooHigh: M.milesTooHigh,
  }),
  taxesCents: money(M.taxesInvalid).default(0),
  cashPriceCents: money(M.cashPriceInvalid)
    .nullish()
    .transform((value) => value ?? null),
  holderIds: z.array(id(M.recordInvalid)).max(L.maxPassengers, M.tooManyPassengers).default([]),
  beneficiaryIds: z.array(id(M.recordInvalid)).max(L.maxPassengers, M.tooManyPassengers).default([]),
  bookingCode: optionalText(L.maxBookingCodeLength, M.bookingCodeTooLong),
  note: optionalText(L.maxNoteLength, M.noteTooLong, { multiline: true }),
  // Saving past a CPF limit needs the member to say so, having read what breaks.
  confirmOverLimit: z.boolean().default(false),
});

type RedemptionShape = z.output<typeof RedemptionFields>;

const passengerCount = (input: RedemptionShape) => input.holderIds.length + input.beneficiaryIds.length;
const distinct = (ids: readonly string[]) => new Set(ids).size === ids.length;

function refineRedemption<T extends z.ZodType<RedemptionShape>>(schema: T) {
  return schema
    .refine((input) => passengerCount(input) > 0, { message: M.passengersRequired, path: ["beneficiaryIds"] })
    .refine((input) => passengerCount(input) <= L.maxPassengers, {
      message: M.tooManyPassengers,
      path: ["beneficiaryIds"],
    })
    .refine((input) => distinct(input.holderIds) && distinct(input.beneficiaryIds), {
      message: M.passengerRepeated,
      path: ["beneficiaryIds"],
    })
    .refine((input) => input.origin !== input.destination, { message: M.sameAirports, path: ["destination"] })
    .refine((input) => input.returnOn === null || input.returnOn >= input.departureOn, {
      message: M.returnBeforeDeparture,
      path: ["returnOn"],
    });
}

export const RedemptionInputSchema = refineRedemption(RedemptionFields);
export const RedemptionUpdateInputSchema = refineRedemption(RedemptionFields.extend(HouseholdIdInputSchema.shape));
export type RedemptionInput = z.input<typeof RedemptionInputSchema>;

export const RedemptionListInputSchema = HolderFilterSchema.extend({
  ano: z
    .number({ error: M.dateInvalid })
    .int(M.dateInvalid)
    .min(2000, M.dateInvalid)
    .max(2100, M.dateInvalid)
    .optional(),
});

/** "Quantos CPFs estarão livres em <data>?": the day asked about, today when absent. */
export const CpfStateInputSchema = HolderFilterSchema.extend({
  em: text({ error: M.dateInvalid }).trim().refine(isPlainDate, M.dateInvalid).optional(),
});

export const CpfListEntryInputSchema = z.object({
  programId: id(M.programRequired),
  beneficiaryId: id(M.recordInvalid),
  addedOn: requiredPastDate(M.dateInvalid),
});

export const CpfListRemovalInputSchema = z.object({
  id: id(M.recordInvalid),
  removedOn: requiredPastDate(M.dateInvalid),
});

/** An admin's CPF limit rule for one catalogue entry. */
export const CpfLimitRuleInputSchema = z
  .object({
    catalogueId: id(M.recordInvalid),
    limit: z
      .number({ error: M.limitInvalid })
      .int(M.limitInvalid)
      .min(1, M.limitInvalid)
      .max(L.maxCpfLimit, M.limitInvalid),
    window: z.enum(CPF_WINDOWS, { error: M.windowInvalid }),
    counts: z.enum(CPF_COUNTINGS, { error: M.countsInvalid }),
    waitDays: z
      .number({ error: M.waitDaysInvalid })
      .int(M.waitDaysInvalid)
      .min(0, M.waitDaysInvalid)
      .max(L.maxWaitDays, M.waitDaysInvalid)
      .default(0),
    infantsExempt: z.boolean().default(false),
    note: optionalText(L.maxNoteLength, M.noteTooLong),
    source: text({ error: M.sourceRequired }).trim().min(1, M.sourceRequired).max(L.maxSourceLength, M.sourceTooLong),
    checkedOn: requiredPastDate(M.checkedOnRequired),
  })
  .refine((rule) => rule.window !== "fixed_list" || rule.counts === "person", {
    message: M.listCountsPeople,
    path: ["counts"],
  });

/** The CSV route's query string: text, so `ano=2026` arrives as "2026". */
export const RedemptionExportQuerySchema = z.preprocess((query) => {
  if (typeof query !== "object" || query === null || !("ano" in query)) return query;
  const { ano } = query;
  return typeof ano === "string" && /^\d{4}$/.test(ano) ? { ...query, ano: Number(ano) } : query;
}, RedemptionListInputSchema);
