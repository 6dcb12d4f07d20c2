import { useQueryClient } from "@tanstack/react-query";
import { useRouteContext, useRouter } from "@tanstack/react-router";
import { useCallback } from "react";
import type { RouterOutputs } from "@/client/trpc";

export type Session = NonNullable<RouterOutputs["auth"]["me"]>;

/** The logged-in user as loaded by the root route's beforeLoad, or null for a visitor. */
export function useSession(): Session | null {
  return useRouteContext({ from: "__root__", select: (context) => context.session });
}

/**
 * Call after login, signup or logout. Every cached query is dropped: the root guard reads the
 * session with ensureData, which would keep serving the old one, and one account's data must
 * never be shown to the next person using the same tab.
 */
export function useSessionChanged() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(
    async (destination: "/" | "/dashboard") => {
      queryClient.clear();
      await router.navigate({ to: destination });
      await router.invalidate();
    },
    [queryClient, router],
  );
}
