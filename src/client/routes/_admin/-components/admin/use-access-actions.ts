import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { useTRPC } from "@/client/trpc";
import type { ProductType } from "@/shared/domain/access/access";
import { ACCESS_TOASTS } from "./access-toasts";
import { refreshAfter } from "@/client/lib/refresh-after";

type Outcome = "grant" | "revoke";

/**
 * The one-click access changes (revoke a grant, 'Liberar Tudo', 'Revogar Tudo'): run, refresh
 * every admin list (statuses, grants, audit, stats) and toast the spec's words either way.
 */
export function useAccessActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const revoke = useMutation(trpc.admin.access.revoke.mutationOptions());
  const grantAll = useMutation(trpc.admin.access.grantAll.mutationOptions());
  const revokeAll = useMutation(trpc.admin.access.revokeAll.mutationOptions());
  const [busy, setBusy] = useState(false);

  async function run(outcome: Outcome, action: () => Promise<unknown>): Promise<void> {
    setBusy(true);
    try {
      await action();
    } catch {
      const failure = outcome === "grant" ? ACCESS_TOASTS.grantFailed : ACCESS_TOASTS.revokeFailed;
      toast.error(failure.title, { description: failure.description });
      setBusy(false);
      return;
    }
    await refreshAfter(queryClient, trpc, "access");
    toast.success(outcome === "grant" ? ACCESS_TOASTS.granted : ACCESS_TOASTS.revoked);
    setBusy(false);
  }

  return {
    busy,
    revoke: (userId: string, productType: ProductType) =>
      run("revoke", () => revoke.mutateAsync({ userId, productType })),
    grantAll: (userId: string) => run("grant", () => grantAll.mutateAsync({ userId })),
    revokeAll: (userId: string) => run("revoke", () => revokeAll.mutateAsync({ userId })),
  };
}
