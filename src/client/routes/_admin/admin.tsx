import { createFileRoute } from "@tanstack/react-router";
import { ErrorPage } from "@/client/components/error-page";
import { LoadingState } from "@/client/components/query-states";
import { AdminPage } from "./-components/admin/admin-page";
import { oneOf, searchParams } from "@/shared/schemas/search-params";
import { ADMIN_TABS, FIRST_USERS_PAGE } from "./-components/admin/admin-route-constants";

const AdminSearchSchema = searchParams((search) => ({ aba: oneOf(ADMIN_TABS, search.aba) ?? "usuarios" }));

export const Route = createFileRoute("/_admin/admin")({
  staticData: { indexing: "private" },
  validateSearch: AdminSearchSchema,
  // The cards and the first users page, which is the default tab; other tabs load when opened.
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.all([
      queryClient.ensureQueryData(trpc.admin.stats.queryOptions()),
      queryClient.ensureQueryData(trpc.admin.users.list.queryOptions(FIRST_USERS_PAGE)),
    ]),
  pendingComponent: () => <LoadingState label="Carregando administração..." />,
  errorComponent: () => <ErrorPage message="Não foi possível carregar a administração." />,
  component: AdminRoute,
});

function AdminRoute() {
  const { aba } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AdminPage tab={aba} onTabChange={(tab) => void navigate({ search: { aba: tab }, replace: true })} />;
}
