import { costPerThousandCents } from "../domain/wallet/cost";
import { isPlainDate, todayInSaoPaulo } from "../domain/plain-date";
import { INCOMING_TYPES, TRANSACTION_TYPES } from "../domain/wallet/transaction-types";
import { WALLET_LIMITS } from "../domain/wallet/wallet-limits";
import { formatBRL, formatInteger, formatMiles } from "../format";
import { text } from "./text";
import { z } from "./zod-locale";

/**
 * Wallet inputs (docs/product.md §5), shared by the forms and the procedures. Money arrives in integer
 * centavos; dates as 'YYYY-MM-DD'. Derived numbers (cost per thousand, usage cost) are never
 * accepted from the client: the server computes them.
 */
export const WALLET_MESSAGES = {
  programRequired: "Selecione o programa.",
  recordInvalid: "Registro inválido.",
  nameRequired: "Informe o nome do programa.",
  nameTooLong: `O nome deve ter no máximo ${WALLET_LIMITS.maxNameLength} caracteres.`,
  logoTooLong: `O logo deve ter no máximo ${WALLET_LIMITS.maxLogoLength} caracteres.`,
  accountNumberTooLong: `O número da conta deve ter no máximo ${WALLET_LIMITS.maxAccountNumberLength} caracteres.`,
  balanceInvalid: "O saldo deve ser um número inteiro maior ou igual a 0.",
  balanceTooHigh: `O saldo deve ser de no máximo ${formatMiles(WALLET_LIMITS.maxBalance)}.`,
  pendingBonusInvalid: "O bônus pendente deve ser um número inteiro maior ou igual a 0.",
  pendingBonusTooHigh: `O bônus pendente deve ser de no máximo ${formatMiles(WALLET_LIMITS.maxBalance)}.`,
  dateInvalid: "Informe uma data válida (AAAA-MM-DD).",
  milesRequired: "Informe a quantidade de milhas.",
  milesInvalid: "A quantidade de milhas deve ser um número inteiro maior que 0.",
  milesTooHigh: `A quantidade de milhas deve ser de no máximo ${formatInteger(WALLET_LIMITS.maxMiles)}.`,
  amountPaidInvalid: "O valor pago deve ser maior ou igual a R$ 0,00.",
  amountPaidTooHigh: `O valor pago deve ser de no máximo ${formatBRL(WALLET_LIMITS.maxAmountPaidCents)}.`,
  costTooHigh: `O custo do milheiro passaria de ${formatBRL(WALLET_LIMITS.maxCostPerThousandCents)}. Confira as milhas e o valor pago.`,
  accumulationDateRequired: "Informe a data do acúmulo.",
  dateInFuture: "A data não pode ser posterior a hoje.",
  typeRequired: "Selecione o tipo de transação.",
  amountRequired: "Informe a quantidade.",
  amountInvalid: "A quantidade deve ser um número inteiro maior que 0.",
  amountTooHigh: `A quantidade deve ser de no máximo ${formatInteger(WALLET_LIMITS.maxTransactionAmount)}.`,
  descriptionTooLong: `A descrição deve ter no máximo ${WALLET_LIMITS.maxDescriptionLength} caracteres.`,
  transactionDateRequired: "Informe a data da transação.",
  lotExpiryBeforeDate: "O vencimento destes pontos deve ser depois da data do lançamento.",
  lotExpiryOnlyIncoming: "Só acúmulos, bônus e transferências têm vencimento.",
  usualValidityInvalid: "A validade usual deve ser um número inteiro de 1 a 120 meses.",
  catalogueEntryInvalid: "Escolha um programa do catálogo ou 'Outro'.",
  holderInvalid: "Selecione o titular.",
} as const;

const M = WALLET_MESSAGES;

export const IdInputSchema = z.object({ id: z.uuid({ error: M.recordInvalid }) });

const ProgramIdSchema = z.uuid({ error: M.programRequired });

/** Blank text means "not informed" (null), so the database never holds empty strings. */
export const optionalText = (max: number, message: string, options: { multiline?: boolean } = {}) =>
  text(options)
    .trim()
    .max(max, message)
    .transform((value) => (value === "" ? null : value))
    .nullish()
    .transform((value) => value ?? null);

// What happened (an accumulation, a transaction) happened by today, São Paulo time: a future date
// would sort first in 'Atividade Recente' and count in every period. Today is read at each parse.
export const requiredPastDate = (message: string) =>
  text({ error: message })
    .trim()
    .min(1, message)
    .refine(isPlainDate, M.dateInvalid)
    .refine((value) => !isPlainDate(value) || value <= todayInSaoPaulo(), M.dateInFuture);

export const optionalDate = text({ error: M.dateInvalid })
  .trim()
  .refine((value) => value === "" || isPlainDate(value), M.dateInvalid)
  .transform((value) => (value === "" ? null : value))
  .nullish()
  .transform((value) => value ?? null);

export const wholeNumber = (options: {
  required: string;
  invalid: string;
  min: number;
  max: number;
  tooHigh: string;
}) =>
  z
    .number({ error: options.required })
    .int(options.invalid)
    .min(options.min, options.invalid)
    .max(options.max, options.tooHigh);

export const ProgramInputSchema = z.object({
  name: text({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(WALLET_LIMITS.maxNameLength, M.nameTooLong),
  logo: optionalText(WALLET_LIMITS.maxLogoLength, M.logoTooLong),
  accountNumber: optionalText(WALLET_LIMITS.maxAccountNumberLength, M.accountNumberTooLong),
  balance: wholeNumber({
    required: M.balanceInvalid,
    invalid: M.balanceInvalid,
    min: 0,
    max: WALLET_LIMITS.maxBalance,
    tooHigh: M.balanceTooHigh,
  }).default(0),
  pendingBonus: wholeNumber({
    required: M.pendingBonusInvalid,
    invalid: M.pendingBonusInvalid,
    min: 0,
    max: WALLET_LIMITS.maxBalance,
    tooHigh: M.pendingBonusTooHigh,
  }).default(0),
  expirationDate: optionalDate,
  pendingBonusExpectedOn: optionalDate,
  usualValidityMonths: z
    .number({ error: M.usualValidityInvalid })
    .int(M.usualValidityInvalid)
    .min(1, M.usualValidityInvalid)
    .max(120, M.usualValidityInvalid)
    .nullish()
    .transform((value) => value ?? null),
  // Its catalogue entry (docs/decisions/034): an id, null for 'Outro', or left out to let the server
  // match the name (on create) or keep the link (on update).
  catalogueId: z.uuid({ error: M.catalogueEntryInvalid }).nullable().optional(),
  // Whose miles (docs/decisions/039): one of the account's holders; left out, the member's own on
  // create and unchanged on update.
  holderId: z.uuid({ error: M.holderInvalid }).optional(),
});

export const ProgramUpdateInputSchema = ProgramInputSchema.extend(IdInputSchema.shape);

const AccumulationFields = z.object({
  programId: ProgramIdSchema,
  milesAcquired: wholeNumber({
    required: M.milesRequired,
    invalid: M.milesInvalid,
    min: 1,
    max: WALLET_LIMITS.maxMiles,
    tooHigh: M.milesTooHigh,
  }),
  // docs/product.md §5: a blank amount is a free accumulation.
  amountPaidCents: z
    .number({ error: M.amountPaidInvalid })
    .int(M.amountPaidInvalid)
    .min(0, M.amountPaidInvalid)
    .max(WALLET_LIMITS.maxAmountPaidCents, M.amountPaidTooHigh)
    .nullish()
    .transform((value) => value ?? 0),
  calculationDate: requiredPastDate(M.accumulationDateRequired),
  // 'Vencimento destes pontos' (docs/decisions/014): optional; set, it makes these miles a lot.
  expiresOn: optionalDate,
});

/** A lot expires after the day it was credited. */
const expiresAfter =
  <K extends string>(dateKey: K) =>
  (input: Record<K, string> & { expiresOn: string | null }) =>
    input.expiresOn === null || input.expiresOn > input[dateKey];
const lotExpiryBeforeDate = { message: M.lotExpiryBeforeDate, path: ["expiresOn"] };

const costFitsColumn = ({ amountPaidCents, milesAcquired }: { amountPaidCents: number; milesAcquired: number }) => {
  // Zod still runs this after a field failed; those fields already carry their own message.
  const fieldsValid =
    Number.isSafeInteger(milesAcquired) &&
    milesAcquired > 0 &&
    Number.isSafeInteger(amountPaidCents) &&
    amountPaidCents >= 0;
  return !fieldsValid || costPerThousandCents(amountPaidCents, milesAcquired) <= WALLET_LIMITS.maxCostPerThousandCents;
};
const costTooHigh = { message: M.costTooHigh, path: ["amountPaidCents"] };

export const AccumulationInputSchema = AccumulationFields.refine(costFitsColumn, costTooHigh).refine(
  expiresAfter("calculationDate"),
  lotExpiryBeforeDate,
);

export const AccumulationUpdateInputSchema = AccumulationFields.extend(IdInputSchema.shape)
  .refine(costFitsColumn, costTooHigh)
  .refine(expiresAfter("calculationDate"), lotExpiryBeforeDate);

const TransactionFields = z.object({
  programId: ProgramIdSchema,
  type: z.enum(TRANSACTION_TYPES, { error: M.typeRequired }),
  amount: wholeNumber({
    required: M.amountRequired,
    invalid: M.amountInvalid,
    min: 1,
    max: WALLET_LIMITS.maxTransactionAmount,
    tooHigh: M.amountTooHigh,
  }),
  description: optionalText(WALLET_LIMITS.maxDescriptionLength, M.descriptionTooLong, { multiline: true }),
  transactionDate: requiredPastDate(M.transactionDateRequired),
  expiresOn: optionalDate,
});

const onlyIncomingExpire = ({ type, expiresOn }: { type: string; expiresOn: string | null }) =>
  expiresOn === null || INCOMING_TYPES.some((incoming) => incoming === type);
const lotExpiryOnlyIncoming = { message: M.lotExpiryOnlyIncoming, path: ["expiresOn"] };

export const TransactionInputSchema = TransactionFields.refine(onlyIncomingExpire, lotExpiryOnlyIncoming).refine(
  expiresAfter("transactionDate"),
  lotExpiryBeforeDate,
);

export const TransactionUpdateInputSchema = TransactionFields.extend(IdInputSchema.shape)
  .refine(onlyIncomingExpire, lotExpiryOnlyIncoming)
  .refine(expiresAfter("transactionDate"), lotExpiryBeforeDate);
