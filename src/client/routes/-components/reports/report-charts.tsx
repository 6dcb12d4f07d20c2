import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { LoaderCircle, RefreshCw, TriangleAlert } from "lucide-react";
import { lazy } from "react";
import { LazyPart } from "@/client/components/page-hydration";
import { Alert, AlertDescription } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/utils";
import { useTRPC } from "@/client/trpc";
import type { ReportFilters } from "@/shared/schemas/reports";

// recharts is the biggest library of the app: only a member who gets figures downloads it (a
// visitor on /relatorios sees a login card), and it loads while the figures are being fetched.
const MonthlyFlowChart = lazy(() =>
  import("./monthly-flow-chart").then((module) => ({ default: module.MonthlyFlowChart })),
);
const BalanceChart = lazy(() => import("./balance-chart").then((module) => ({ default: module.BalanceChart })));

function ChartsLoading() {
  return (
    <div className="grid h-72 place-items-center rounded-xl border bg-card" role="status">
      <span className="flex items-center gap-2 text-sm text-muted-foreground">
        <LoaderCircle className="size-4 animate-spin" aria-hidden />
        Carregando gráficos...
      </span>
    </div>
  );
}

/** Both charts; they load after the totals and the table (see loadReport). */
export function ReportCharts({ filters }: { filters: ReportFilters }) {
  const trpc = useTRPC();
  // New filters keep the old charts (dimmed) on screen until the new figures arrive.
  const query = useQuery(trpc.reports.charts.queryOptions(filters, { placeholderData: keepPreviousData }));
  return (
    <section aria-labelledby="charts-heading" className="grid content-start gap-4">
      <h2 id="charts-heading" className="text-xl font-semibold">
        Gráficos
      </h2>
      {query.isPending ? (
        <ChartsLoading />
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
          <LazyPart fallback={<ChartsLoading />}>
            <MonthlyFlowChart months={query.data.monthly} />
            <BalanceChart balance={query.data.balance} />
          </LazyPart>
        </div>
      )}
    </section>
  );
}
