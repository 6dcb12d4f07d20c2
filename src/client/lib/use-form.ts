import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { failureMessage } from "./failure-toast";
import { issuesByField, type FormIssues } from "./validation";

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
 * One pattern for every dialog form: validate with the shared schema, show every field's problem
 * next to it at once (and a server refusal above the form), keep what was typed on failure,
 * and on success refresh, toast and let the dialog close (which resets the form, docs/product.md §4).
 */
export function useForm<V extends FormValues, TInput>(options: FormOptions<V, TInput>) {
  const { schema, save, refresh, successTitle, failureTitle, failureDescription, onSaved } = options;
  const fields = Object.keys(options.initial) as (keyof V & string)[];
  const [values, setValues] = useState(options.initial);
  const [issues, setIssues] = useState<FormIssues<keyof V & string> | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const idPrefix = useId();
  const elements = useRef<Partial<Record<keyof V, HTMLElement | null>>>({});

  // Focus the first refused field in the form's order, where the user starts fixing.
  useEffect(() => {
    const first = fields.find((name) => issues?.fields[name] !== undefined);
    if (first) elements.current[first]?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fields is the form's fixed shape (a new array each render): focus moves when the refusal changes, not at every render
  }, [issues]);

  const idOf = (name: keyof V & string) => `${idPrefix}-${name}`;
  const errorOf = (name: keyof V & string) => issues?.fields[name] ?? null;
  const formError = issues?.form ?? null;

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
    const invalid = errorOf(name) !== null;
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
    setIssues(null);
    const parsed = schema.safeParse(values);
    if (!parsed.success) return setIssues(issuesByField(parsed.error, fields));
    setSubmitting(true);
    try {
      await save(parsed.data);
    } catch (failure) {
      const message = failureMessage(failure);
      toast.error(failureTitle, { description: failureDescription ?? message });
      setIssues({ fields: {}, form: message });
      setSubmitting(false);
      return;
    }
    await refresh();
    toast.success(successTitle);
    onSaved();
  }

  return { values, formError, submitting, field, setValue, refOf, idOf, errorOf, onSubmit };
}

export type FormState<V extends FormValues> = ReturnType<typeof useForm<V, unknown>>;
