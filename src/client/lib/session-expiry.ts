import { TRPCClientError } from "@trpc/client";
import type { AppRouter } from "@/client/router";

export const SESSION_EXPIRED_MESSAGE = "Sua sessão expirou. Entre novamente.";

function isUnauthorized(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  return (error.data as { code?: string } | undefined)?.code === "UNAUTHORIZED";
}

/**
 * An expired or revoked session must not keep looking logged in. Any UNAUTHORIZED answer, to a
 * query or a mutation, while the client still holds a session drops every cached query (the old
 * session and the account's data) and sends the user to /login with the explanation and the way
 * back. A visitor's refusal or a wrong password at login is not an expiry: no session was held.
 */
export function watchSessionExpiry(router: AppRouter): () => void {
  const { queryClient, trpc } = router.options.context;

  function onError(error: unknown) {
    if (!isUnauthorized(error) || !queryClient.getQueryData(trpc.auth.me.queryKey())) return;
    // Cleared first: the errors of the other requests in flight then find no session and stop here.
    queryClient.clear();
    const voltar = router.state.location.href;
    void router.navigate({ to: "/login", search: { sessao: "expirada", voltar }, replace: true });
  }

  const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "error") onError(event.action.error);
  });
  const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "error") onError(event.action.error);
  });
  return () => {
    unsubscribeQueries();
    unsubscribeMutations();
  };
}
