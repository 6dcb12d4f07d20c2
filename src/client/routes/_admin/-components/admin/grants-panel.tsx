import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { KeyRound, Plus } from "lucide-react";
import type { ReactNode } from "react";
import { FormDialog } from "@/client/components/form-dialog";
import { Pagination } from "@/client/components/pagination";
import { SearchBox } from "@/client/components/search-box";
import { EmptyState, ErrorState, LoadingState } from "@/client/components/query-states";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { usePagedSearch } from "@/client/lib/use-paged-search";
import { useTRPC } from "@/client/trpc";
import type { GrantList } from "@/shared/schemas/admin";
import { GrantRow } from "./grant-row";

const PAGE_SIZE = 20;

interface GrantsPanelProps {
  list: GrantList;
  title: string;
  description: string;
  dialogTitle: string;
  dialogDescription: string;
  /** The grant form, given the function that closes the dialog. */
  grantForm: (close: () => void) => ReactNode;
}

/** docs/product.md §2 access tabs: a grant dialog above the tab's grants, searchable and paged, each with a revoke. */
export function GrantsPanel({ list, title, description, dialogTitle, dialogDescription, grantForm }: GrantsPanelProps) {
  const trpc = useTRPC();
  const { typed, type, search, page, setPage } = usePagedSearch();
  const query = useQuery(
    trpc.admin.access.list.queryOptions(
      { list, search, page, pageSize: PAGE_SIZE },
      { placeholderData: keepPreviousData },
    ),
  );

  return (
    <Card className="gap-4">
      <CardHeader className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle>
            <h2 className="text-lg font-semibold">{title}</h2>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <FormDialog
          title={dialogTitle}
          description={dialogDescription}
          trigger={
            <Button>
              <Plus aria-hidden />
              Conceder acesso
            </Button>
          }
        >
          {grantForm}
        </FormDialog>
      </CardHeader>
      <CardContent className="grid gap-4">
        <SearchBox label="Buscar acessos por usuário" value={typed} onChange={type} />
        {query.isPending ? (
          <LoadingState label="Carregando acessos..." />
        ) : query.isError ? (
          <ErrorState message="Não foi possível carregar os acessos." onRetry={() => void query.refetch()} />
        ) : query.data.grants.length === 0 ? (
          <EmptyState icon={KeyRound} title="Nenhum acesso concedido">
            {search ? "Nenhum acesso para esta busca." : "Use 'Conceder acesso' para liberar o primeiro."}
          </EmptyState>
        ) : (
          <>
            <ul className="divide-y rounded-lg border" aria-busy={query.isFetching}>
              {query.data.grants.map((grant) => (
                <GrantRow key={`${grant.userId}:${grant.productType}`} grant={grant} />
              ))}
            </ul>
            <Pagination
              page={query.data.page}
              pageSize={query.data.pageSize}
              total={query.data.total}
              noun="acessos"
              onPageChange={setPage}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
