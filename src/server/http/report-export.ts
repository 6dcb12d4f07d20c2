import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import { REPORT_EXPORT_PATH, reportCsvFileName } from "@/shared/domain/reports/report-csv";
import { ReportExportQuerySchema } from "@/shared/schemas/reports";
import { ACCESS, READS } from "../auth/policy";
import { AppError } from "../errors";
import { walletScopeOf } from "../services/access/wallet-scope";
import { reportCsvChunks } from "../services/reports/report-export";
import { sendAppError } from "./app-error-reply";
import { memberOf, routeAccess, type RouteAccessDeps } from "./route-access";

/**
 * The reports page's "Exportar CSV" link: a plain download (not tRPC) so the browser saves the
 * stream as it arrives. Same access as the page's procedures: every member, by session or API token
 * (read-only ones too: it only reads), with the same filters.
 */
export function registerReportExportRoute(app: FastifyInstance, deps: RouteAccessDeps): void {
  const preHandler = routeAccess(deps, { rule: ACCESS.member, call: READS });
  app.get(REPORT_EXPORT_PATH, { preHandler }, async (request, reply) => {
    const caller = memberOf(request);

    const query = ReportExportQuerySchema.safeParse(request.query);
    if (!query.success) {
      return sendAppError(reply, new AppError("INVALID_INPUT", query.error.issues[0]?.message));
    }

    const today = todayInSaoPaulo();
    const stream = Readable.from(reportCsvChunks(deps.db, walletScopeOf(caller.user), query.data, today));
    // Headers are gone once rows flow, so a failure can only cut the download short; log why.
    stream.on("error", (error) => request.log.error({ err: error }, "Falha ao exportar relatório CSV"));
    return reply
      .type("text/csv; charset=utf-8")
      .header("Content-Disposition", `attachment; filename="${reportCsvFileName(today)}"`)
      .header("Cache-Control", "private, no-store")
      .header("X-Content-Type-Options", "nosniff")
      .send(stream);
  });
}
