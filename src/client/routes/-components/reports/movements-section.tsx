import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, LoaderCircle, RefreshCw, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Alert, AlertDescription } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { describeRequestError } from "@/client/lib/request-error";
import { cn } from "@/client/lib/utils";
import { useTRPC } from "@/client/trpc";
import { formatCount } from "@/shared/format";
import type { ReportFilters } from "@/shared/schemas/reports";
import { MovementsTable } from "./movements-table";
import { movementsInput } from "./report-queries";

/**
 * The movements, one server page at a time. Pages are keyset cursors, so "Anterior" walks back
 * through the cursors already seen; the page count comes from the summary's total.
 */
export function MovementsSection({ filters, totalCount }: { filters: ReportFilters; totalCount: number }) {
  const trpc = useTRPC();
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const after = cursors.at(-1) ?? null;
  const query = useQuery(
    trpc.reports.movements.queryOptions(movementsInput(filters, after), { placeholderData: keepPreviousData }),
  );
  const page = query.data;
  const pageCount = page ? Math.max(1, Math.ceil(totalCount / page.pageSize)) : 1;
  const turning = query.isPlaceholderData;
  const nextCursor = page?.nextCursor ?? null;
  const failure = query.error ? describeRequestError(query.error) : null;

  return (
    <section aria-labelledby="movements-heading" className="grid content-start gap-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="movements-heading" className="text-xl font-semibold">
          Movimentações
        </h2>
        <p className="text-sm text-muted-foreground">{formatCount(totalCount, "transação", "transações")}</p>
      </div>
      {failure && (
        <Alert variant="destructive">
          <TriangleAlert aria-hidden />
          <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
            {failure?.kind === "server" ? failure.message : "Não foi possível carregar as transações."}
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              <RefreshCw aria-hidden />
              Tentar novamente
            </Button>
          </AlertDescription>
        </Alert>
      )}
      <Card className="py-2" aria-busy={query.isFetching}>
        <CardContent className="px-0">
          {!page ? (
            <p className="flex items-center gap-2 px-5 py-6 text-sm text-muted-foreground" role="status">
              <LoaderCircle className="size-4 animate-spin" aria-hidden />
              Carregando...
            </p>
          ) : page.items.length === 0 ? (
            <p className="px-5 py-6 text-sm text-muted-foreground">Nenhuma transação encontrada</p>
          ) : (
            <div className={cn(turning && "opacity-60 transition-opacity")}>
              <MovementsTable movements={page.items} />
            </div>
          )}
        </CardContent>
      </Card>
      {page && (cursors.length > 1 || nextCursor) && (
        <nav aria-label="Paginação" className="flex items-center justify-between gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={cursors.length === 1 || turning}
            onClick={() => setCursors((current) => current.slice(0, -1))}
          >
            <ChevronLeft aria-hidden />
            Anterior
          </Button>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Página {cursors.length} de {pageCount}
          </p>
          <Button
            variant="outline"
            size="sm"
            disabled={!nextCursor || turning}
            onClick={() => nextCursor && setCursors((current) => [...current, nextCursor])}
          >
            Próxima
            <ChevronRight aria-hidden />
          </Button>
        </nav>
      )}
    </section>
  );
}
