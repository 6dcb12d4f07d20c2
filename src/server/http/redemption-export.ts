import type { FastifyInstance } from "fastify";
import { REDEMPTION_EXPORT_PATH, redemptionCsv, redemptionCsvFileName } from "@/shared/domain/household/redemption-csv";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import { RedemptionExportQuerySchema } from "@/shared/schemas/household";
import { ACCESS, READS } from "../auth/policy";
import { AppError } from "../errors";
import { walletScopeOf } from "../services/access/wallet-scope";
import { readRedemptions } from "../services/household/redemption-rows";
import { sendAppError } from "./app-error-reply";
import { memberOf, routeAccess, type RouteAccessDeps } from "./route-access";

/**
 * 'Emissões' as a CSV (docs/decisions/039): the same access as its procedures (Minha Gestão, by
 * session or API token) and the same filters (titular, ano). A member's redemptions are a few
 * hundred rows, written in one piece.
 */
export function registerRedemptionExportRoute(app: FastifyInstance, deps: RouteAccessDeps): void {
  const preHandler = routeAccess(deps, { rule: ACCESS.subscriber, call: READS });
  app.get(REDEMPTION_EXPORT_PATH, { preHandler }, async (request, reply) => {
    const caller = memberOf(request);
    const query = RedemptionExportQuerySchema.safeParse(request.query);
    if (!query.success) {
      return sendAppError(reply, new AppError("INVALID_INPUT", query.error.issues[0]?.message));
    }
    const rows = await readRedemptions(deps.db, walletScopeOf(caller.user), {
      holderId: query.data.titular,
      year: query.data.ano,
    });
    return reply
      .type("text/csv; charset=utf-8")
      .header("Content-Disposition", `attachment; filename="${redemptionCsvFileName(todayInSaoPaulo())}"`)
      .header("Cache-Control", "private, no-store")
      .header("X-Content-Type-Options", "nosniff")
      .send(redemptionCsv(rows));
  });
}
