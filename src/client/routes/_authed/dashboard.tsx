import { createFileRoute } from "@tanstack/react-router";
import { requireDashboard } from "@/client/lib/dashboard-guard";
import { PageLoading } from "@/client/components/page-loading";
import { currentRedemptionYear } from "@/shared/domain/household/redemption-year";
import { WalletSearchSchema } from "@/shared/schemas/search-params";
import { DashboardPage } from "./-components/dashboard/dashboard-page";

export const Route = createFileRoute("/_authed/dashboard")({
  staticData: { indexing: "private" },
  // ?titular=<id> is the holder switcher's choice; ?transferir=1&origem=…&destino=…&pontos=…&bonus=… opens 'Transferir pontos' filled in.
  validateSearch: WalletSearchSchema,
  beforeLoad: requireDashboard,
  // The holder switcher's choice narrows the summary and the 'Emissões' card on the server.
  loaderDeps: ({ search }) => ({ titular: search.titular }),
  // The queries the page reads, fetched in parallel.
  loader: ({ context: { queryClient, trpc }, deps: { titular } }) =>
    Promise.all([
      queryClient.ensureQueryData(trpc.catalogue.list.queryOptions()),
      queryClient.ensureQueryData(trpc.wallet.programs.list.queryOptions()),
      queryClient.ensureQueryData(trpc.wallet.accumulations.list.queryOptions()),
      queryClient.ensureQueryData(trpc.wallet.dashboard.summary.queryOptions(titular ? { titular } : undefined)),
      queryClient.ensureQueryData(trpc.wallet.transactions.list.queryOptions()),
      queryClient.ensureQueryData(trpc.wallet.transfers.list.queryOptions()),
      queryClient.ensureQueryData(trpc.wallet.clubs.list.queryOptions()),
      queryClient.ensureQueryData(trpc.household.holders.list.queryOptions()),
      queryClient.ensureQueryData(trpc.household.beneficiaries.list.queryOptions()),
      queryClient.ensureQueryData(
        trpc.household.redemptions.summary.queryOptions({ titular, ano: currentRedemptionYear() }),
      ),
    ]),
  pendingComponent: PageLoading,
  component: DashboardPage,
});
