import { useQueryClient } from "@tanstack/react-query";
import { refreshAfter } from "@/client/lib/refresh-after";
import { useTRPC } from "@/client/trpc";

/** What a wallet dialog refreshes after a save, before it closes: every wallet query. */
export function useWalletRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => refreshAfter(queryClient, trpc, "wallet");
}
