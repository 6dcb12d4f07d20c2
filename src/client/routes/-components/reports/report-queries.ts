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
 * The page's queries for these filters, all awaited: totals, programs, the first page, the charts
 * and (for members with Minha Gestão, `withHolders`) the holders. The charts were once left to
 * arrive on their own: the server then drew their loading state while their answer, streamed after
 * the page, could reach the browser's cache before React adopted the page, whose first render then
 * drew the charts and did not match the server's markup (React's hydration error 418, now and then,
 * in e2e/server-rendered-pages.spec.ts).
 */
export async function loadReport(
  { queryClient, trpc }: RouterContext,
  filters: ReportFilters,
  withHolders: boolean,
): Promise<void> {
  await Promise.all([
    // The holder switcher's list: Minha Gestão's (members without it have only their own holder).
    withHolders ? queryClient.ensureQueryData(trpc.household.holders.list.queryOptions()) : undefined,
    queryClient.ensureQueryData(trpc.reports.programs.queryOptions()),
    queryClient.ensureQueryData(trpc.reports.summary.queryOptions(filters)),
    queryClient.ensureQueryData(trpc.reports.movements.queryOptions(movementsInput(filters, null))),
    queryClient.ensureQueryData(trpc.reports.charts.queryOptions(filters)),
  ]);
}
