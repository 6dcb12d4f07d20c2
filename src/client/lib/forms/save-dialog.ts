import type { FieldValues, UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { showRefusal } from "./refusal";

export interface DialogSave<TInput, TSaved> {
  /** Calls the procedure with the input the shared schema parsed. */
  save: (input: TInput) => Promise<TSaved>;
  /** Refetches whatever shows the saved record, before the dialog closes. */
  refresh: () => Promise<unknown>;
  successTitle: string;
  failureTitle: string;
  /** The toast's fixed text where the spec gives one; otherwise the toast repeats the server's message. */
  failureDescription?: string;
  /** Receives what `save` answered (e.g. the new record), once the toast is up. */
  onSaved: (saved: TSaved) => void;
}

/**
 * A dialog form's submit handler, made with react-hook-form's `handleSubmit`: save what the schema
 * parsed; on a refusal toast it and show it on the form (keeping what was typed); on success
 * refresh, toast and let the dialog close, which unmounts and so resets the form (docs/product.md §4).
 */
export function saveThenClose<V extends FieldValues, TInput, TSaved>(
  form: UseFormReturn<V, unknown, TInput>,
  options: DialogSave<TInput, TSaved>,
) {
  return form.handleSubmit(async (input) => {
    let saved: TSaved;
    try {
      saved = await options.save(input);
    } catch (failure) {
      const message = showRefusal(form, failure);
      toast.error(options.failureTitle, { description: options.failureDescription ?? message });
      return;
    }
    await options.refresh();
    toast.success(options.successTitle);
    options.onSaved(saved);
  });
}
