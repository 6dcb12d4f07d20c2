import { z } from "zod";
import { parseMoneyInput, parseWholeNumberInput, type ParsedInput } from "@/shared/money-input";

/*
 * Dialog forms keep every field as the text typed; these helpers turn that text into a shared
 * input (then validated by the very schema the server uses), so paths and messages line up with
 * the form's field names.
 */

const fromText = (parse: (text: string) => ParsedInput, message: string) =>
  z.string().transform((text, ctx) => {
    const parsed = parse(text);
    // Spec §5 turns junk into 0 silently; here the user is told what is wrong instead.
    if (!parsed.ok) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return parsed.value ?? undefined;
  });

export const wholeNumberText = (message: string) => fromText(parseWholeNumberInput, message);
export const moneyText = (message: string) => fromText(parseMoneyInput, message);

/**
 * Hands the parsed values to a shared schema. (Zod's .pipe() would need the shared schema to
 * accept exactly this output type; its inputs are looser, e.g. nullable, so validate by hand.)
 */
export const into =
  <T extends z.ZodType>(schema: T) =>
  (value: unknown, ctx: z.RefinementCtx): z.output<T> => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    return z.NEVER;
  };
