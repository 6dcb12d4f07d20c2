import { createFileRoute } from "@tanstack/react-router";
import { PageLoading } from "@/client/components/page-loading";
import { requireDashboard } from "@/client/lib/dashboard-guard";
import { RedemptionsSearchSchema } from "@/shared/schemas/search-params";
import { RedemptionsPage } from "./-components/household/redemptions-page";

/**
 * 'Emissões' (docs/decisions/039): what the redemptions add up to per year and holder, the list
 * with each verdict, and each program's CPF limit. Rendered per request like Minha Gestão (037).
 */
export const Route = createFileRoute("/_authed/emissoes")({
  staticData: { indexing: "private" },
  // ?titular=<id>&ano=2026 narrow the page; absent, every holder and year.
  validateSearch: RedemptionsSearchSchema,
  beforeLoad: requireDashboard,
  loaderDeps: ({ search }) => ({ titular: search.titular, ano: search.ano }),
  loader: ({ context: { queryClient, trpc }, deps: { titular, ano } }) =>
    Promise.all([
      queryClient.ensureQueryData(trpc.catalogue.list.queryOptions()),
      queryClient.ensureQueryData(trpc.wallet.programs.list.queryOptions()),
      queryClient.ensureQueryData(trpc.household.holders.list.queryOptions()),
      queryClient.ensureQueryData(trpc.household.redemptions.summary.queryOptions({ titular, ano })),
    ]),
  pendingComponent: PageLoading,
  component: RedemptionsPage,
});
