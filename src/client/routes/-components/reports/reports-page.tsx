import { useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useSession } from "@/client/lib/session";
import { useDocumentTitle } from "@/client/lib/use-document-title";
import { useTRPC } from "@/client/trpc";
import { LoginPrompt } from "./login-prompt";
import { MovementsSection } from "./movements-section";
import { ReportCharts } from "./report-charts";
import { ReportFilterBar } from "./report-filter-bar";
import { ReportSummaryCards } from "./report-summary-cards";

const route = getRouteApi("/relatorios");

function ReportsHeading() {
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">Relatórios</h1>
      <p className="mt-1 text-muted-foreground">
        Acúmulos, usos e transferências por programa e período, com exportação em CSV.
      </p>
    </div>
  );
}

export function ReportsPage() {
  useDocumentTitle("Relatórios");
  const session = useSession();
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <ReportsHeading />
      {session ? <MemberReport /> : <LoginPrompt />}
    </div>
  );
}

function MemberReport() {
  const trpc = useTRPC();
  const filters = route.useSearch();
  // The route loader filled these for the current filters.
  const { data: programs } = useSuspenseQuery(trpc.reports.programs.queryOptions());
  const { data: summary } = useSuspenseQuery(trpc.reports.summary.queryOptions(filters));
  return (
    <>
      <ReportFilterBar filters={filters} programs={programs} />
      <ReportSummaryCards summary={summary} />
      <ReportCharts filters={filters} />
      {/* New filters start again at page 1. */}
      <MovementsSection key={JSON.stringify(filters)} filters={filters} totalCount={summary.count} />
    </>
  );
}
