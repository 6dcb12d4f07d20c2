import type { FastifyInstance } from "fastify";
import { DATA_EXPORT_PATH, exportFileName, exportFiles } from "@/shared/domain/account/data-export";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import { ACCESS, READS } from "../auth/policy";
import { walletScopeOf } from "../services/access/wallet-scope";
import { collectUserData } from "../services/account/data-export";
import { collectReadableSheets } from "../services/account/readable-export";
import { zipStream } from "../services/account/zip-stream";
import { memberOf, routeAccess, type RouteAccessDeps } from "./route-access";

/**
 * 'Baixar meus dados' on 'Minha conta': a plain download, so the browser saves the ZIP itself.
 * Like the account's other keys it needs a full session: not an API token, not the /demo session
 * (accountOwnerProcedure's rule, docs/decisions/017).
 */
export function registerDataExportRoute(app: FastifyInstance, deps: RouteAccessDeps): void {
  const preHandler = routeAccess(deps, { rule: ACCESS.accountOwner, call: READS });
  app.get(DATA_EXPORT_PATH, { preHandler }, async (request, reply) => {
    const caller = memberOf(request);

    const now = new Date();
    const wallet = walletScopeOf(caller.user);
    const [datasets, sheets] = await Promise.all([
      collectUserData(deps.db, caller.user.id, wallet),
      collectReadableSheets(deps.db, wallet),
    ]);
    request.log.info({ userId: caller.user.id }, "Exportação de dados da conta");
    return reply
      .type("application/zip")
      .header("Content-Disposition", `attachment; filename="${exportFileName(todayInSaoPaulo(now))}"`)
      .header("Cache-Control", "private, no-store")
      .header("X-Content-Type-Options", "nosniff")
      .send(zipStream(exportFiles(datasets, sheets, now)));
  });
}
