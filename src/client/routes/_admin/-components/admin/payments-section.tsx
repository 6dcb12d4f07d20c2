import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { CalendarDays, Receipt } from "lucide-react";
import { Pagination } from "@/client/components/pagination";
import { PaymentTable } from "@/client/components/payments/payment-table";
import { EmptyState, ErrorState, LoadingState } from "@/client/components/query-states";
import { SearchBox } from "@/client/components/search-box";
import { SummaryCard } from "@/client/components/summary-card";
import { usePagedSearch } from "@/client/lib/use-paged-search";
import { useTRPC } from "@/client/trpc";
import { formatBRL, formatInteger } from "@/shared/format";

const PAGE_SIZE = 25;

/** /admin "Pagamentos": every Stripe charge, searched by buyer or product, and this month's paid totals. */
export function AdminPaymentsSection() {
  const trpc = useTRPC();
  const { typed, type, search, page, setPage } = usePagedSearch();
  const list = useQuery(
    trpc.billing.admin.list.queryOptions({ search, page, pageSize: PAGE_SIZE }, { placeholderData: keepPreviousData }),
  );
  return (
    <section aria-labelledby="admin-payments-heading" className="grid gap-4">
      <h2 id="admin-payments-heading" className="text-xl font-semibold">
        Pagamentos recebidos
      </h2>
      {list.data && (
        <div className="grid gap-4 sm:grid-cols-2">
          <SummaryCard
            title="Recebido este mês"
            icon={<CalendarDays />}
            value={formatBRL(list.data.thisMonth.paidCents)}
            note="Pagamentos confirmados no mês"
          />
          <SummaryCard
            title="Pagamentos este mês"
            icon={<Receipt />}
            value={formatInteger(list.data.thisMonth.paidCount)}
            note="Cobranças pagas no mês"
          />
        </div>
      )}
      <SearchBox label="Buscar pagamentos" value={typed} onChange={type} placeholder="Buscar por usuário ou produto" />
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState message="Não foi possível carregar os pagamentos." onRetry={() => void list.refetch()} />
      ) : list.data.payments.length === 0 ? (
        <EmptyState icon={Receipt} title="Nenhum pagamento encontrado" />
      ) : (
        <div className="overflow-x-auto rounded-lg border px-4">
          <PaymentTable
            payments={list.data.payments}
            lead={{
              header: "Usuário",
              cell: (payment) => (
                <>
                  {payment.fullName ?? payment.email}
                  {payment.fullName && <span className="block text-xs text-muted-foreground">{payment.email}</span>}
                </>
              ),
            }}
          />
        </div>
      )}
      {list.data && (
        <Pagination page={page} pageSize={PAGE_SIZE} total={list.data.total} onPageChange={setPage} noun="pagamentos" />
      )}
    </section>
  );
}
