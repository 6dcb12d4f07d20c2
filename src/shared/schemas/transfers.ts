import { transferMiles } from "../domain/wallet/transfer";
import { WALLET_LIMITS } from "../domain/wallet/wallet-limits";
import { formatInteger } from "../format";
import { optionalDate, optionalText, requiredPastDate, WALLET_MESSAGES, wholeNumber } from "./wallet";
import { z } from "./zod-locale";

/**
 * 'Transferir pontos' (docs/decisions/029): one operation between two of the member's programs.
 * The bonus is typed as a percent (80, 12,5) and stored in hundredths; the miles it credits and
 * the cost it carries are computed by the server (shared/domain/wallet/transfer.ts).
 */
export const TRANSFER_MESSAGES = {
  fromRequired: "Selecione o programa de origem.",
  toRequired: "Selecione o programa de destino.",
  samePrograms: "A origem e o destino devem ser programas diferentes.",
  dateRequired: "Informe a data da transferência.",
  pointsRequired: "Informe os pontos enviados.",
  pointsInvalid: "Os pontos enviados devem ser um número inteiro maior que 0.",
  pointsTooHigh: `Os pontos enviados devem ser de no máximo ${formatInteger(WALLET_LIMITS.maxTransactionAmount)}.`,
  ratioInvalid: "Cada lado da proporção deve ser um número inteiro de 1 a 1.000.",
  bonusInvalid: "O bônus deve ser um percentual de 0 a 1.000, com até duas casas decimais.",
  capInvalid: "O teto do bônus deve ser um número inteiro maior que 0.",
  expectedOnlyPending: "A data prevista só vale para bônus pendente.",
  nothingCredited: "Com esta proporção, os pontos enviados não creditam nenhuma milha.",
  expiryBeforeDate: "O vencimento deve ser depois da data da transferência.",
} as const;

const M = TRANSFER_MESSAGES;

const ratioTerm = wholeNumber({
  required: M.ratioInvalid,
  invalid: M.ratioInvalid,
  min: 1,
  max: 1_000,
  tooHigh: M.ratioInvalid,
}).default(1);

const TransferFields = z.object({
  fromProgramId: z.uuid({ error: M.fromRequired }),
  toProgramId: z.uuid({ error: M.toRequired }),
  transferDate: requiredPastDate(M.dateRequired),
  pointsSent: wholeNumber({
    required: M.pointsRequired,
    invalid: M.pointsInvalid,
    min: 1,
    max: WALLET_LIMITS.maxTransactionAmount,
    tooHigh: M.pointsTooHigh,
  }),
  ratioFrom: ratioTerm,
  ratioTo: ratioTerm,
  bonusPercent: z
    .number({ error: M.bonusInvalid })
    .min(0, M.bonusInvalid)
    .max(1_000, M.bonusInvalid)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, M.bonusInvalid)
    .default(0),
  bonusCapMiles: z
    .number({ error: M.capInvalid })
    .int(M.capInvalid)
    .min(1, M.capInvalid)
    .max(WALLET_LIMITS.maxTransactionAmount, M.capInvalid)
    .nullish()
    .transform((value) => value ?? null),
  // 'Creditado' or 'Pendente' (with the date the program promised): pending feeds the reminder.
  bonusPending: z.boolean().default(false),
  bonusExpectedOn: optionalDate,
  baseExpiresOn: optionalDate,
  bonusExpiresOn: optionalDate,
  description: optionalText(WALLET_LIMITS.maxDescriptionLength, WALLET_MESSAGES.descriptionTooLong, {
    multiline: true,
  }),
});

type TransferFieldsOutput = z.output<typeof TransferFields>;

// Zod still runs this after a field failed; those fields already carry their own message.
const creditsSomething = (input: TransferFieldsOutput) =>
  ![input.pointsSent, input.ratioFrom, input.ratioTo].every((value) => Number.isSafeInteger(value) && value >= 1) ||
  transferMiles({ ...input, bonusBasisPoints: 0, bonusCapMiles: null }).baseMiles > 0;

const after = (input: TransferFieldsOutput, day: string | null) => day === null || day > input.transferDate;

export const TransferInputSchema = TransferFields.refine((input) => input.fromProgramId !== input.toProgramId, {
  message: M.samePrograms,
  path: ["toProgramId"],
})
  .refine(creditsSomething, { message: M.nothingCredited, path: ["pointsSent"] })
  .refine((input) => input.bonusExpectedOn === null || input.bonusPending, {
    message: M.expectedOnlyPending,
    path: ["bonusExpectedOn"],
  })
  .refine((input) => after(input, input.baseExpiresOn), { message: M.expiryBeforeDate, path: ["baseExpiresOn"] })
  .refine((input) => after(input, input.bonusExpiresOn), { message: M.expiryBeforeDate, path: ["bonusExpiresOn"] });
