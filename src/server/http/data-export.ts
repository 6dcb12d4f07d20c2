import type { FastifyInstance } from "fastify";
import { DATA_EXPORT_PATH, exportFileName, exportFiles } from "@/shared/domain/account/data-export";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import { identifyCaller, readSessionToken } from "../auth/request-session";
import type { Db } from "../db/client";
import { AppError } from "../errors";
import { walletScopeOf } from "../services/access/wallet-scope";
import { collectUserData } from "../services/account/data-export";
import { zipStream } from "../services/account/zip-stream";
import { sendAppError } from "./app-error-reply";

/**
 * 'Baixar meus dados' on 'Minha conta': a plain download, so the browser saves the ZIP itself.
 * Like the account's other keys it needs a full session: not an API token, not the /demo session.
 */
export function registerDataExportRoute(app: FastifyInstance, db: Db): void {
  app.get(DATA_EXPORT_PATH, async (request, reply) => {
    const caller = await identifyCaller(db, readSessionToken(request));
    if (!caller) return sendAppError(reply, new AppError("UNAUTHENTICATED"));
    if (caller.readOnly) return sendAppError(reply, new AppError("READ_ONLY"));
    if (!caller.session) return sendAppError(reply, new AppError("PASSWORD_SESSION_REQUIRED"));

    const now = new Date();
    const datasets = await collectUserData(db, caller.user.id, walletScopeOf(caller.user));
    request.log.info({ userId: caller.user.id }, "Exportação de dados da conta");
    return reply
      .type("application/zip")
      .header("Content-Disposition", `attachment; filename="${exportFileName(todayInSaoPaulo(now))}"`)
      .header("Cache-Control", "private, no-store")
      .header("X-Content-Type-Options", "nosniff")
      .send(zipStream(exportFiles(datasets, now)));
  });
}
