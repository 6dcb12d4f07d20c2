import { useState } from "react";
import { toast } from "sonner";
import { toastFailure } from "@/client/lib/failure-toast";
import { trpc } from "@/client/trpc";
import { refreshAfter } from "@/client/lib/refresh-after";

interface RemovalOptions {
  confirmText: string;
  successTitle: string;
  failureTitle: string;
  remove: () => Promise<unknown>;
}

/** Confirm, remove, refresh the wallet and toast: how every "remover" button behaves. */
export function useRemoval({ confirmText, successTitle, failureTitle, remove }: RemovalOptions) {
  const utils = trpc.useUtils();
  const [removing, setRemoving] = useState(false);

  async function run() {
    // The spec's own prompt is a plain confirm(); it is also what the e2e tests accept.
    if (!window.confirm(confirmText)) return;
    setRemoving(true);
    try {
      await remove();
      await refreshAfter(utils, "wallet");
      toast.success(successTitle);
    } catch (error) {
      toastFailure(failureTitle, error);
    } finally {
      setRemoving(false);
    }
  }

  return { removing, remove: () => void run() };
}
