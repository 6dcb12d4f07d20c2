import { z } from "@/shared/schemas/zod-locale";

export interface FieldIssue<TField extends string> {
  message: string;
  field: TField | undefined;
}

/** Forms show one message at a time (docs/product.md §2: a single red alert), the first rule that failed. */
export function firstIssue<TField extends string>(error: z.ZodError, fields: readonly TField[]): FieldIssue<TField> {
  const issue = error.issues[0];
  const key = issue?.path[0];
  return {
    message: issue?.message ?? "Dados inválidos.",
    field: fields.find((field) => field === key),
  };
}

/** What a dialog form shows after a refused submit: every field's first message at once. */
export interface FormIssues<TField extends string> {
  fields: Partial<Record<TField, string>>;
  /** A refusal that belongs to no field of this form (or the server's answer), shown above it. */
  form: string | null;
}

/** Each field's first message, so the user fixes everything in one pass rather than one per submit. */
export function issuesByField<TField extends string>(error: z.ZodError, fields: readonly TField[]): FormIssues<TField> {
  const issues: FormIssues<TField> = { fields: {}, form: null };
  for (const issue of error.issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field === undefined) issues.form ??= issue.message;
    else issues.fields[field] ??= issue.message;
  }
  return issues;
}
