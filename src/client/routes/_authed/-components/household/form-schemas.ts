import { z } from "@/shared/schemas/zod-locale";
import { moneyText, wholeNumberText } from "@/client/lib/forms/form-text";
import { into } from "@/client/lib/forms/into";
import { iataCodeOf } from "@/shared/domain/flights/airports";
import { HolderInputSchema, HOUSEHOLD_MESSAGES as M, RedemptionInputSchema } from "@/shared/schemas/household";

/** A holder's or a beneficiary's form: the same three fields, parsed by the schema the procedures share. */
export const PersonFormSchema = z
  .object({ name: z.string(), cpf: z.string(), birthDate: z.string() })
  .transform(into(HolderInputSchema));

export type PersonFormValues = z.input<typeof PersonFormSchema>;

const airportCode = (text: string) => iataCodeOf(text) ?? text;

/**
 * 'Registrar emissão': numbers and money typed in pt-BR ("1.500,00"), passengers as two lists of
 * ids (the checkboxes of holders and of beneficiaries), the optional cash price blank for "unknown".
 */
export const RedemptionFormSchema = z
  .object({
    programId: z.string(),
    issuedOn: z.string(),
    departureOn: z.string(),
    returnOn: z.string(),
    // The finder's airport field suggests "GRU — São Paulo (Guarulhos)"; the procedure takes the code.
    origin: z.string().transform(airportCode),
    destination: z.string().transform(airportCode),
    cabin: z.string(),
    miles: wholeNumberText(M.milesInvalid),
    taxesCents: moneyText(M.taxesInvalid),
    cashPriceCents: moneyText(M.cashPriceInvalid),
    holderIds: z.array(z.string()),
    beneficiaryIds: z.array(z.string()),
    bookingCode: z.string(),
    note: z.string(),
  })
  .transform(into(RedemptionInputSchema));

export type RedemptionFormValues = z.input<typeof RedemptionFormSchema>;
export type RedemptionFormOutput = z.output<typeof RedemptionFormSchema>;
