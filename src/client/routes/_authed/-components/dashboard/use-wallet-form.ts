import { useForm, type FormOptions } from "@/client/lib/use-form";
import { trpc } from "@/client/trpc";

/** The wallet's dialogs: the shared form pattern, refreshing every wallet query after a save. */
export function useWalletForm<F extends string, TInput>(options: Omit<FormOptions<F, TInput>, "refresh">) {
  const utils = trpc.useUtils();
  return useForm({ ...options, refresh: () => utils.wallet.invalidate() });
}
