import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { TRPCClientError } from "@trpc/client";
import { failureMessage } from "../failure-toast";

/** A server refusal as a form shows it: each of its fields' first message under that field, the rest above the form. */
export interface Refusal<TField extends string> {
  fields: Partial<Record<TField, string>>;
  /** The refusal's message when it names none of the form's fields. */
  form: string | null;
}

/** `data.fieldErrors` as src/server/trpc/init.ts's errorFormatter sends it: input field → messages. */
function fieldErrorsOf(error: unknown): Record<string, unknown> {
  if (!(error instanceof TRPCClientError)) return {};
  const data: unknown = error.data;
  if (typeof data !== "object" || data === null || !("fieldErrors" in data)) return {};
  const { fieldErrors } = data;
  return typeof fieldErrors === "object" && fieldErrors !== null ? { ...fieldErrors } : {};
}

/** Splits a failed request between the form's fields (the server's `fieldErrors`) and the form itself. */
export function refusalOf<TField extends string>(error: unknown, fields: readonly TField[]): Refusal<TField> {
  const refusal: Refusal<TField> = { fields: {}, form: null };
  for (const [name, messages] of Object.entries(fieldErrorsOf(error))) {
    const field = fields.find((candidate) => candidate === name);
    const first: unknown = Array.isArray(messages) ? messages[0] : undefined;
    if (field !== undefined && typeof first === "string") refusal.fields[field] ??= first;
  }
  if (Object.keys(refusal.fields).length === 0) refusal.form = failureMessage(error);
  return refusal;
}

/** What of a react-hook-form form showing a refusal needs (any form's useForm() result fits). */
interface RefusedForm<V extends FieldValues> {
  getValues: () => V;
  setError: UseFormSetError<V>;
}

/** The key of the refusal that belongs to no field, read back by the form's frame from `errors.root`. */
export const FORM_REFUSAL = "root.server";

/**
 * Shows a failed request on a react-hook-form form: every field the server named gets its message
 * under it (the first one focused), anything else goes above the form; what was typed stays.
 * Returns the server's message, for the failure toast.
 */
export function showRefusal<V extends FieldValues>(form: RefusedForm<V>, error: unknown): string {
  const names = Object.keys(form.getValues()) as FieldPath<V>[];
  const refusal = refusalOf(error, names);
  let first = true;
  for (const name of names) {
    const message = refusal.fields[name];
    if (message === undefined) continue;
    form.setError(name, { type: "server", message }, { shouldFocus: first });
    first = false;
  }
  if (refusal.form !== null) form.setError(FORM_REFUSAL, { type: "server", message: refusal.form });
  return failureMessage(error);
}
