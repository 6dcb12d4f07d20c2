import { createFileRoute } from "@tanstack/react-router";
import { oneOf, searchParams } from "@/shared/schemas/search-params";
import { AccountPage } from "./-components/account/account-page";

/** ?email= is set by the server after the link of an e-mail change was opened. */
const AccountSearchSchema = searchParams((search) => ({
  email: oneOf(["confirmado", "invalido"] as const, search.email),
}));

export const Route = createFileRoute("/_authed/minha-conta")({
  staticData: { indexing: "private" },
  validateSearch: AccountSearchSchema,
  loader: async ({ context: { queryClient, trpc, session } }) => {
    if (!session || session.readOnly) return;
    await Promise.all([
      queryClient.prefetchQuery(trpc.account.sessions.queryOptions()),
      queryClient.prefetchQuery(trpc.account.apiTokens.queryOptions()),
      queryClient.prefetchQuery(trpc.promotions.alerts.list.queryOptions()),
    ]);
  },
  component: AccountPage,
});
