import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { PageLoading } from "@/client/components/page-loading";
import { dashboardEntry } from "@/shared/domain/access/dashboard-entry";
import { DEFAULT_REPORT_PERIOD } from "@/shared/domain/reports/report-filters";
import { ReportSearchSchema } from "@/shared/schemas/search-params";
import { loadReport } from "./-components/reports/report-queries";
import { ReportsPage } from "./-components/reports/reports-page";

/**
 * Relatórios (docs/product.md §2). Not behind `_authed`: a visitor stays here and is asked to log in
 * instead of being redirected. The filters live in the URL, so a report can be bookmarked.
 */
export const Route = createFileRoute("/relatorios")({
  staticData: { indexing: "private" },
  validateSearch: ReportSearchSchema,
  // "/relatorios" stays "/relatorios": the default period is not written into the URL.
  search: { middlewares: [stripSearchParams({ periodo: DEFAULT_REPORT_PERIOD })] },
  loaderDeps: ({ search }) => ({ filters: search }),
  loader: ({ context, deps: { filters } }) =>
    context.session ? loadReport(context, filters, dashboardEntry(context.session) === "dashboard") : undefined,
  pendingComponent: PageLoading,
  component: ReportsPage,
});
