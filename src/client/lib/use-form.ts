import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { failureMessage } from "./failure-toast";
import { firstIssue, type FieldIssue } from "./validation";

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What a dialog form holds: the text typed in each field, or a list built one entry at a time. */
export type FormValues = Record<string, string | string[]>;

/** The fields edited through a plain input, select or textarea. */
export type TextFieldOf<V extends FormValues> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export interface FormOptions<V extends FormValues, TInput> {
  /** The form's values in, the procedure's input out (validated by the same rules as the server). */
  schema: z.ZodType<TInput, V>;
  initial: V;
  save: (input: TInput) => Promise<unknown>;
  /** Refetches whatever shows the saved record, before the dialog closes. */
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
 * and on success refresh, toast and let the dialog close (which resets the form, spec §4).
 */
export function useForm<V extends FormValues, TInput>(options: FormOptions<V, TInput>) {
  const { schema, save, refresh, successTitle, failureTitle, failureDescription, onSaved } = options;
  const fields = Object.keys(options.initial) as (keyof V & string)[];
  const [values, setValues] = useState(options.initial);
  const [error, setError] = useState<FieldIssue<keyof V & string> | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const idPrefix = useId();
  const elements = useRef<Partial<Record<keyof V, HTMLElement | null>>>({});

  useEffect(() => {
    if (error?.field) elements.current[error.field]?.focus();
  }, [error]);

  const idOf = (name: keyof V & string) => `${idPrefix}-${name}`;
  const errorOf = (name: keyof V & string) => (error?.field === name ? error.message : null);

  function setValue<K extends keyof V>(name: K, value: V[K]) {
    setValues((current) => ({ ...current, [name]: value }));
  }

  /** Where focus goes when this field is the one refused. */
  function refOf(name: keyof V & string) {
    return (element: HTMLElement | null) => {
      elements.current[name] = element;
    };
  }

  function field<K extends TextFieldOf<V>>(name: K) {
    const invalid = error?.field === name;
    return {
      id: idOf(name),
      name,
      value: values[name] as string,
      onChange: (event: ChangeEvent<FieldElement>) => setValue(name, event.target.value as V[K]),
      ref: refOf(name),
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

  return { values, error, submitting, field, setValue, refOf, idOf, errorOf, onSubmit };
}

export type FormState<V extends FormValues> = ReturnType<typeof useForm<V, unknown>>;
