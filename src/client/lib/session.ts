import { useQueryClient } from "@tanstack/react-query";
import { useRouteContext, useRouter } from "@tanstack/react-router";
import { useCallback } from "react";
import { useTRPC, type RouterOutputs } from "@/client/trpc";
import { dashboardEntry } from "@/shared/domain/access/dashboard-entry";

export type Session = NonNullable<RouterOutputs["auth"]["me"]>;

/** The logged-in user as loaded by the root route's beforeLoad, or null for a visitor. */
export function useSession(): Session | null {
  return useRouteContext({ from: "__root__", select: (context) => context.session });
}

/**
 * Call after login, signup or logout, with where to go: home, Minha Gestão, or any other path
 * of this site (back where an expired session interrupted the user). Every cached query is dropped: the root guard reads the
 * session with ensureQueryData, which would keep serving the old one, and one account's data must
 * never be shown to the next person using the same tab.
 */
export function useSessionChanged() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(
    async (destination: string) => {
      queryClient.clear();
      let href = destination;
      if (destination === "/dashboard") {
        // /dashboard would bounce a member without access straight back with an 'Acesso restrito'
        // toast, right after the welcome one; send them where that bounce leads, without the scolding.
        if (dashboardEntry(await queryClient.fetchQuery(trpc.auth.me.queryOptions())) === "restricted")
          href = "/promocoes";
      }
      await router.navigate({ href });
      await router.invalidate();
    },
    [queryClient, router, trpc],
  );
}

/**
 * Call after a change to who the member is or what they may open (a payment, a new name, a plan
 * switch): drops every cached answer made under the old access, then re-runs the routes'
 * beforeLoad, whose root fetches auth.me again, so the header, the guards and every page read the
 * new session before the next click.
 */
export function useSessionRefresh() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(async () => {
    await queryClient.invalidateQueries();
    await router.invalidate();
  }, [queryClient, router]);
}
