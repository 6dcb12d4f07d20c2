import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { toast } from "sonner";
import { firstIssue, type FieldIssue } from "@/client/lib/validation";
import { trpc } from "@/client/trpc";
import type { z } from "zod";
import { failureMessage } from "./wallet-toasts";

type FieldElement = HTMLInputElement | HTMLSelectElement;

export interface WalletFormOptions<F extends string, TInput> {
  /** Text values in, the procedure's input out (see form-schemas.ts). */
  schema: z.ZodType<TInput, Record<F, string>>;
  initial: Record<F, string>;
  save: (input: TInput) => Promise<unknown>;
  successTitle: string;
  failureTitle: string;
  onSaved: () => void;
}

/**
 * One pattern for every wallet dialog: validate with the shared schema, show the first problem
 * next to its field (or above the form for a server refusal), keep what was typed on failure,
 * and on success refresh the wallet, toast and let the dialog close (which resets the form).
 */
export function useWalletForm<F extends string, TInput>(options: WalletFormOptions<F, TInput>) {
  const { schema, save, successTitle, failureTitle, onSaved } = options;
  const fields = Object.keys(options.initial) as F[];
  const [values, setValues] = useState(options.initial);
  const [error, setError] = useState<FieldIssue<F> | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const utils = trpc.useUtils();
  const idPrefix = useId();
  const elements = useRef<Partial<Record<F, FieldElement | null>>>({});

  useEffect(() => {
    if (error?.field) elements.current[error.field]?.focus();
  }, [error]);

  const idOf = (name: F) => `${idPrefix}-${name}`;

  function field(name: F) {
    const invalid = error?.field === name;
    return {
      id: idOf(name),
      name,
      value: values[name],
      onChange: (event: ChangeEvent<FieldElement>) => setValues((current) => ({ ...current, [name]: event.target.value })),
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
      toast.error(failureTitle, { description: message });
      setError({ message, field: undefined });
      setSubmitting(false);
      return;
    }
    await utils.wallet.invalidate();
    toast.success(successTitle);
    onSaved();
  }

  return { values, error, submitting, field, idOf, onSubmit };
}

export type WalletForm<F extends string> = Pick<
  ReturnType<typeof useWalletForm<F, unknown>>,
  "values" | "error" | "submitting" | "field" | "idOf" | "onSubmit"
>;
