import { z } from "@/shared/schemas/zod-locale";
import { parseMoneyInput, parseWholeNumberInput, type ParsedInput } from "@/shared/money-input";

/*
 * Dialog forms keep every field as the text typed; these turn that text into the values of a
 * shared input (then validated with `into` by the very schema the server uses), so paths and
 * messages line up with the form's field names.
 */

const fromText = (parse: (text: string) => ParsedInput, message: string) =>
  z.string().transform((text, ctx) => {
    const parsed = parse(text);
    // docs/product.md §5 turns junk into 0 silently; here the user is told what is wrong instead.
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
