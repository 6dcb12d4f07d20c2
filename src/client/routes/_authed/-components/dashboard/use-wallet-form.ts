import { useDialogForm, type DialogFormOptions, type FormValues } from "@/client/components/form/use-dialog-form";
import { trpc } from "@/client/trpc";

/** A dialog form whose save changes the wallet: every wallet query is refetched before it closes. */
export function useWalletForm<V extends FormValues, TInput>(options: Omit<DialogFormOptions<V, TInput>, "refresh">) {
  const utils = trpc.useUtils();
  return useDialogForm({ ...options, refresh: () => utils.wallet.invalidate() });
}
