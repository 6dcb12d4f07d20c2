import { useForm, type FormOptions, type FormValues } from "@/client/lib/use-form";
import { trpc } from "@/client/trpc";
import { refreshAfter } from "@/client/lib/refresh-after";

/** The wallet's dialogs: the shared form pattern, refreshing every wallet query after a save. */
export function useWalletForm<V extends FormValues, TInput>(options: Omit<FormOptions<V, TInput>, "refresh">) {
  const utils = trpc.useUtils();
  return useForm({ ...options, refresh: () => refreshAfter(utils, "wallet") });
}
