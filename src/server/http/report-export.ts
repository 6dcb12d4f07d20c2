import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import { REPORT_EXPORT_PATH, reportCsvFileName } from "@/shared/domain/report-csv";
import { ReportExportQuerySchema } from "@/shared/schemas/reports";
import { identifyCaller, readSessionToken } from "../auth/request-session";
import type { Db } from "../db/client";
import { APP_ERRORS } from "../errors";
import { reportCsvChunks } from "../services/report-export";

/**
 * The reports page's "Exportar CSV" link: a plain download (not tRPC) so the browser saves the
 * stream as it arrives. Same session as the API, same filters as the page.
 */
export function registerReportExportRoute(app: FastifyInstance, db: Db): void {
  app.get(REPORT_EXPORT_PATH, async (request, reply) => {
    const caller = await identifyCaller(db, readSessionToken(request));
    if (!caller) return reply.code(401).send({ error: { message: APP_ERRORS.UNAUTHENTICATED.message } });

    const query = ReportExportQuerySchema.safeParse(request.query);
    if (!query.success) {
      const message = query.error.issues[0]?.message ?? APP_ERRORS.INVALID_INPUT.message;
      return reply.code(400).send({ error: { message } });
    }

    const today = todayInSaoPaulo();
    const stream = Readable.from(reportCsvChunks(db, caller.user, query.data, today));
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
