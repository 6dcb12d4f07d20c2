import type { RouterOutputs, TrpcUtils } from "@/client/trpc";
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
 * The page's queries for these filters. Totals, programs and the first page are awaited; the
 * charts, which aggregate the whole selection, start now and arrive on their own.
 */
export async function loadReport(trpc: TrpcUtils, filters: ReportFilters): Promise<void> {
  void trpc.reports.charts.prefetch(filters);
  await Promise.all([
    trpc.reports.programs.ensureData(),
    trpc.reports.summary.ensureData(filters),
    trpc.reports.movements.ensureData(movementsInput(filters, null)),
  ]);
}
