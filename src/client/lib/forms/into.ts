import { z } from "@/shared/schemas/zod-locale";

/**
 * Hands a form's parsed values to a shared schema, for `.transform(into(Schema))`. (Zod's .pipe()
 * would need the shared schema to accept exactly this output type; its inputs are looser, e.g.
 * nullable, so validate by hand.) Each message goes to the top-level field it is about (an entry
 * of a list, to the list), where the form's FormField shows it.
 */
export const into =
  <T extends z.ZodType>(schema: T) =>
  (value: unknown, ctx: z.RefinementCtx): z.output<T> => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: "custom", message: issue.message, path: issue.path.slice(0, 1) });
    }
    return z.NEVER;
  };
