import { keepPreviousData } from "@tanstack/react-query";
import { LoaderCircle, RefreshCw, TriangleAlert } from "lucide-react";
import { Alert, AlertDescription } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/utils";
import { trpc } from "@/client/trpc";
import type { ReportFilters } from "@/shared/schemas/reports";
import { BalanceChart } from "./balance-chart";
import { MonthlyFlowChart } from "./monthly-flow-chart";

/** Both charts; they load after the totals and the table (see loadReport). */
export function ReportCharts({ filters }: { filters: ReportFilters }) {
  // New filters keep the old charts (dimmed) on screen until the new figures arrive.
  const query = trpc.reports.charts.useQuery(filters, { placeholderData: keepPreviousData });
  return (
    <section aria-labelledby="charts-heading" className="grid content-start gap-4">
      <h2 id="charts-heading" className="text-xl font-semibold">
        Gráficos
      </h2>
      {query.isPending ? (
        <div className="grid h-72 place-items-center rounded-xl border bg-card" role="status">
          <span className="flex items-center gap-2 text-sm text-muted-foreground">
            <LoaderCircle className="size-4 animate-spin" aria-hidden />
            Carregando gráficos...
          </span>
        </div>
      ) : query.isError ? (
        <Alert variant="destructive">
          <TriangleAlert aria-hidden />
          <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
            Não foi possível carregar os gráficos.
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              <RefreshCw aria-hidden />
              Tentar novamente
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <div
          className={cn("grid gap-4 lg:grid-cols-2", query.isPlaceholderData && "opacity-60 transition-opacity")}
          aria-busy={query.isPlaceholderData}
        >
          <MonthlyFlowChart months={query.data.monthly} />
          <BalanceChart balance={query.data.balance} />
        </div>
      )}
    </section>
  );
}
