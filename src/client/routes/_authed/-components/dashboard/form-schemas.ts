import { z } from "@/shared/schemas/zod-locale";
import { moneyText, wholeNumberText } from "@/client/lib/forms/form-text";
import { into } from "@/client/lib/forms/into";
import { TRANSFER_MESSAGES, TransferInputSchema } from "@/shared/schemas/transfers";
import {
  AccumulationInputSchema,
  ProgramInputSchema,
  TransactionInputSchema,
  WALLET_MESSAGES as M,
} from "@/shared/schemas/wallet";

export const ProgramFormSchema = z
  .object({
    name: z.string(),
    logo: z.string(),
    accountNumber: z.string(),
    balance: wholeNumberText(M.balanceInvalid),
    pendingBonus: wholeNumberText(M.pendingBonusInvalid),
    expirationDate: z.string(),
    pendingBonusExpectedOn: z.string(),
    usualValidityMonths: wholeNumberText(M.usualValidityInvalid),
    // The catalogue select: an entry's id, or "" for 'Outro' (no entry).
    catalogueId: z.string().transform((value) => (value === "" ? null : value)),
  })
  .transform(into(ProgramInputSchema));

export const AccumulationFormSchema = z
  .object({
    programId: z.string(),
    milesAcquired: wholeNumberText(M.milesInvalid),
    amountPaidCents: moneyText("Informe um valor em reais, por exemplo 350,00."),
    calculationDate: z.string(),
    expiresOn: z.string(),
  })
  .transform(into(AccumulationInputSchema));

export const TransactionFormSchema = z
  .object({
    programId: z.string(),
    // An empty choice is "not chosen", which the shared enum reports as 'Selecione o tipo de transação.'
    type: z.string().transform((value) => (value === "" ? undefined : value)),
    amount: wholeNumberText(M.amountInvalid),
    description: z.string(),
    transactionDate: z.string(),
    expiresOn: z.string(),
  })
  .transform(into(TransactionInputSchema));

/** 'Transferir pontos': the bonus is typed as a percent ("80", "12,5"), read like money then divided. */
export const TransferFormSchema = z
  .object({
    fromProgramId: z.string(),
    toProgramId: z.string(),
    transferDate: z.string(),
    pointsSent: wholeNumberText(TRANSFER_MESSAGES.pointsInvalid),
    ratioFrom: wholeNumberText(TRANSFER_MESSAGES.ratioInvalid),
    ratioTo: wholeNumberText(TRANSFER_MESSAGES.ratioInvalid),
    bonusPercent: moneyText(TRANSFER_MESSAGES.bonusInvalid).transform((hundredths) =>
      hundredths === undefined ? undefined : hundredths / 100,
    ),
    bonusCapMiles: wholeNumberText(TRANSFER_MESSAGES.capInvalid),
    bonusStatus: z.string(),
    bonusExpectedOn: z.string(),
    baseExpiresOn: z.string(),
    bonusExpiresOn: z.string(),
    description: z.string(),
  })
  .transform(({ bonusStatus, ...values }) => ({ ...values, bonusPending: bonusStatus === "pending" }))
  .transform(into(TransferInputSchema));
