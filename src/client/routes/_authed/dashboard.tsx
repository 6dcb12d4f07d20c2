import { createFileRoute, redirect } from "@tanstack/react-router";
import { explainRefusal } from "@/client/lib/refusal-notice";
import { dashboardEntry } from "@/shared/domain/access/dashboard-entry";
import { PageLoading } from "@/client/components/page-loading";
import { WalletSearchSchema } from "@/shared/schemas/search-params";
import { DashboardPage } from "./-components/dashboard/dashboard-page";

export const Route = createFileRoute("/_authed/dashboard")({
  staticData: { indexing: "private" },
  // ?transferir=1&origem=…&destino=…&pontos=…&bonus=… opens 'Transferir pontos' filled in.
  validateSearch: WalletSearchSchema,
  // _authed already sent visitors to /login; members without a subscription get the header's refusal.
  beforeLoad: ({ context, preload }) => {
    if (dashboardEntry(context.session) !== "restricted") return;
    // A hover preload must not toast; only a real visit explains the redirect.
    throw redirect({ to: "/promocoes", search: preload ? {} : explainRefusal("acesso-restrito"), replace: true });
  },
  // The same six queries the page reads, fetched in parallel.
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.all([
      queryClient.ensureQueryData(trpc.catalogue.list.queryOptions()),
      queryClient.ensureQueryData(trpc.wallet.programs.list.queryOptions()),
      queryClient.ensureQueryData(trpc.wallet.accumulations.list.queryOptions()),
      queryClient.ensureQueryData(trpc.wallet.dashboard.summary.queryOptions()),
      queryClient.ensureQueryData(trpc.wallet.transactions.list.queryOptions()),
      queryClient.ensureQueryData(trpc.wallet.transfers.list.queryOptions()),
    ]),
  pendingComponent: PageLoading,
  component: DashboardPage,
});
