import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { failureMessage } from "./failure-toast";
import { firstIssue, type FieldIssue } from "./validation";

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface FormOptions<F extends string, TInput> {
  /** Text values in, the procedure's input out (validated by the very schema the server uses). */
  schema: z.ZodType<TInput, Record<F, string>>;
  initial: Record<F, string>;
  save: (input: TInput) => Promise<unknown>;
  /** Refetches what the save changed, before the success toast (e.g. utils.wallet.invalidate). */
  refresh: () => Promise<unknown>;
  successTitle: string;
  failureTitle: string;
  /** The toast's fixed text where the spec gives one; otherwise the toast repeats the server's message. */
  failureDescription?: string;
  onSaved: () => void;
}

/**
 * One pattern for every dialog form: validate with the shared schema, show the first problem
 * next to its field (or above the form for a server refusal), keep what was typed on failure,
 * and on success refresh, toast and let the dialog close (which resets the form).
 */
export function useForm<F extends string, TInput>(options: FormOptions<F, TInput>) {
  const { schema, save, refresh, successTitle, failureTitle, failureDescription, onSaved } = options;
  const fields = Object.keys(options.initial) as F[];
  const [values, setValues] = useState(options.initial);
  const [error, setError] = useState<FieldIssue<F> | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const idPrefix = useId();
  const elements = useRef<Partial<Record<F, FieldElement | null>>>({});

  useEffect(() => {
    if (error?.field) elements.current[error.field]?.focus();
  }, [error]);

  const idOf = (name: F) => `${idPrefix}-${name}`;

  function setValue(name: F, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
  }

  function field(name: F) {
    const invalid = error?.field === name;
    return {
      id: idOf(name),
      name,
      value: values[name],
      onChange: (event: ChangeEvent<FieldElement>) => setValue(name, event.target.value),
      ref: (element: FieldElement | null) => {
        elements.current[name] = element;
      },
      "aria-invalid": invalid || undefined,
      "aria-describedby": invalid ? `${idOf(name)}-error` : undefined,
    };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const parsed = schema.safeParse(values);
    if (!parsed.success) return setError(firstIssue(parsed.error, fields));
    setSubmitting(true);
    try {
      await save(parsed.data);
    } catch (failure) {
      const message = failureMessage(failure);
      toast.error(failureTitle, { description: failureDescription ?? message });
      setError({ message, field: undefined });
      setSubmitting(false);
      return;
    }
    await refresh();
    toast.success(successTitle);
    onSaved();
  }

  return { values, error, submitting, field, setValue, idOf, onSubmit };
}

export type FormState<F extends string> = Pick<
  ReturnType<typeof useForm<F, unknown>>,
  "values" | "error" | "submitting" | "field" | "setValue" | "idOf" | "onSubmit"
>;
