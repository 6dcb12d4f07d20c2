import { z } from "zod";
import { into } from "@/client/lib/validation";
import { parseMoneyInput, parseWholeNumberInput, type ParsedInput } from "@/shared/money-input";
import {
  AccumulationInputSchema,
  ProgramInputSchema,
  TransactionInputSchema,
  WALLET_MESSAGES as M,
} from "@/shared/schemas/wallet";

/*
 * The dialogs keep every field as the text typed; these schemas turn that text into the shared
 * inputs (then validated by the very schemas the server uses), so paths and messages line up
 * with the form's field names.
 */

const fromText = (parse: (text: string) => ParsedInput, message: string) =>
  z.string().transform((text, ctx) => {
    const parsed = parse(text);
    // Spec §5 turns junk into 0 silently; here the member is told what is wrong instead.
    if (!parsed.ok) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return parsed.value ?? undefined;
  });

export const wholeNumberText = (message: string) => fromText(parseWholeNumberInput, message);
export const moneyText = (message: string) => fromText(parseMoneyInput, message);

/** Centavos back into the text the money fields read ("350,00"); 0 is blank, i.e. free. */
export function centsToMoneyText(cents: number): string {
  if (cents <= 0) return "";
  return `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, "0")}`;
}

export const ProgramFormSchema = z
  .object({
    name: z.string(),
    logo: z.string(),
    accountNumber: z.string(),
    balance: wholeNumberText(M.balanceInvalid),
    pendingBonus: wholeNumberText(M.pendingBonusInvalid),
    expirationDate: z.string(),
  })
  .transform(into(ProgramInputSchema));

export const AccumulationFormSchema = z
  .object({
    programId: z.string(),
    milesAcquired: wholeNumberText(M.milesInvalid),
    amountPaidCents: moneyText("Informe um valor em reais, por exemplo 350,00."),
    calculationDate: z.string(),
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
  })
  .transform(into(TransactionInputSchema));
