import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { UserX } from "lucide-react";
import { EmptyState, ErrorState, LoadingState } from "@/client/components/query-states";
import { Pagination } from "@/client/components/pagination";
import { SearchBox } from "@/client/components/search-box";
import { usePagedSearch } from "@/client/lib/use-paged-search";
import { useTRPC } from "@/client/trpc";
import { USERS_PAGE_SIZE } from "./admin-route-constants";
import { UserCard } from "./user-card";

/** docs/product.md §2 "Users": a card per account, searched and paged on the server (10,000 accounts stay quick). */
export function UsersTab() {
  const trpc = useTRPC();
  const { typed, type, search, page, setPage } = usePagedSearch();
  const input = { search, page, pageSize: USERS_PAGE_SIZE };
  // The previous page stays on screen while the next one loads, so the list does not jump.
  const query = useQuery(trpc.admin.users.list.queryOptions(input, { placeholderData: keepPreviousData }));

  return (
    <section aria-label="Usuários" className="grid gap-4">
      <SearchBox label="Buscar usuários" value={typed} onChange={type} />
      {query.isPending ? (
        <LoadingState label="Carregando usuários..." />
      ) : query.isError ? (
        <ErrorState message="Não foi possível carregar os usuários." onRetry={() => void query.refetch()} />
      ) : query.data.users.length === 0 ? (
        <EmptyState icon={UserX} title="Nenhum usuário encontrado">
          {search ? "Tente outro nome ou e-mail." : "Ainda não há contas cadastradas."}
        </EmptyState>
      ) : (
        <>
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy={query.isFetching}>
            {query.data.users.map((user) => (
              <li key={user.id} className="grid">
                <UserCard user={user} />
              </li>
            ))}
          </ul>
          <Pagination
            page={query.data.page}
            pageSize={query.data.pageSize}
            total={query.data.total}
            noun="usuários"
            onPageChange={setPage}
          />
        </>
      )}
    </section>
  );
}
