import type { z } from "zod";

export interface FieldIssue<TField extends string> {
  message: string;
  field: TField | undefined;
}

/** Forms show one message at a time (spec §2: a single red alert), the first rule that failed. */
export function firstIssue<TField extends string>(error: z.ZodError, fields: readonly TField[]): FieldIssue<TField> {
  const issue = error.issues[0];
  const key = issue?.path[0];
  return {
    message: issue?.message ?? "Dados inválidos.",
    field: fields.find((field) => field === key),
  };
}
