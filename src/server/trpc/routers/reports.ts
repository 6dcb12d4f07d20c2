import { ReportFiltersSchema, ReportMovementsInputSchema } from "@/shared/schemas/reports";
import { reportCharts } from "../../services/reports/report-charts";
import { reportMovements, reportPrograms, reportSummary } from "../../services/reports/reports";
import { authedProcedure, router } from "../init";

/** Relatórios (docs/product.md §2): for every logged-in user, over their own transactions only. */
export const reportsRouter = router({
  programs: authedProcedure.query(({ ctx }) => reportPrograms(ctx.db, ctx.walletScope)),
  summary: authedProcedure
    .input(ReportFiltersSchema)
    .query(({ ctx, input }) => reportSummary(ctx.db, ctx.walletScope, input)),
  movements: authedProcedure
    .input(ReportMovementsInputSchema)
    .query(({ ctx, input }) => reportMovements(ctx.db, ctx.walletScope, input)),
  charts: authedProcedure
    .input(ReportFiltersSchema)
    .query(({ ctx, input }) => reportCharts(ctx.db, ctx.walletScope, input)),
});
