import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { toastFailure } from "@/client/lib/failure-toast";
import { useTRPC } from "@/client/trpc";
import { refreshAfter } from "@/client/lib/refresh-after";

interface RemovalOptions {
  /** Asked first; without it the action runs in one click ('Expirar', 'Confirmar crédito'). */
  confirmText?: string;
  successTitle: string;
  failureTitle: string;
  remove: () => Promise<unknown>;
}

/** Confirm, act, refresh the wallet and toast: how every "remover" button (and other one-click wallet action) behaves. */
export function useRemoval({ confirmText, successTitle, failureTitle, remove }: RemovalOptions) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState(false);

  async function run() {
    // The spec's own prompt is a plain confirm(); it is also what the e2e tests accept.
    if (confirmText && !window.confirm(confirmText)) return;
    setRemoving(true);
    try {
      await remove();
      await refreshAfter(queryClient, trpc, "wallet");
      toast.success(successTitle);
    } catch (error) {
      toastFailure(failureTitle, error);
    } finally {
      setRemoving(false);
    }
  }

  return { removing, remove: () => void run() };
}
