import { useQueryClient } from "@tanstack/react-query";
import { useForm, type FormOptions, type FormValues } from "@/client/lib/use-form";
import { useTRPC } from "@/client/trpc";
import { refreshAfter } from "@/client/lib/refresh-after";

/** The wallet's dialogs: the shared form pattern, refreshing every wallet query after a save. */
export function useWalletForm<V extends FormValues, TInput>(options: Omit<FormOptions<V, TInput>, "refresh">) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useForm({ ...options, refresh: () => refreshAfter(queryClient, trpc, "wallet") });
}
