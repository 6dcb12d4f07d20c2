import type { RouterContext } from "@/client/router";
import type { RouterOutputs } from "@/client/trpc";
import type { ReportFilters, ReportMovementsInput } from "@/shared/schemas/reports";

export type ReportProgram = RouterOutputs["reports"]["programs"][number];
export type ReportSummary = RouterOutputs["reports"]["summary"];
export type ReportMovement = RouterOutputs["reports"]["movements"]["items"][number];
export type ReportChartsData = RouterOutputs["reports"]["charts"];

/** The movements query for a page; the loader and the table build it the same way, so they share one cache entry. */
export function movementsInput(filters: ReportFilters, after: string | null): ReportMovementsInput {
  return { ...filters, after };
}

/**
 * The page's queries for these filters. Totals, programs, the first page and (for members with
 * Minha Gestão, `withHolders`) the holders are awaited; the
 * charts, which aggregate the whole selection, start now and arrive on their own.
 */
export async function loadReport(
  { queryClient, trpc }: RouterContext,
  filters: ReportFilters,
  withHolders: boolean,
): Promise<void> {
  void queryClient.prefetchQuery(trpc.reports.charts.queryOptions(filters));
  await Promise.all([
    // The holder switcher's list: Minha Gestão's (members without it have only their own holder).
    withHolders ? queryClient.ensureQueryData(trpc.household.holders.list.queryOptions()) : undefined,
    queryClient.ensureQueryData(trpc.reports.programs.queryOptions()),
    queryClient.ensureQueryData(trpc.reports.summary.queryOptions(filters)),
    queryClient.ensureQueryData(trpc.reports.movements.queryOptions(movementsInput(filters, null))),
  ]);
}
