import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { IMPORT_MAX_BYTES, IMPORT_PATHS } from "@/shared/domain/import/answers";
import { TEMPLATE_FILE_NAME, templateCsv } from "@/shared/domain/import/template";
import { featureOpen } from "@/shared/domain/payments/plan-access";
import { ImportQuerySchema } from "@/shared/schemas/import";
import { ACCESS, CHANGES, READS } from "../auth/policy";
import { finishBeforeClose } from "../background";
import { templateXlsx } from "../domain/spreadsheet/template-xlsx";
import { AppError, isAppError } from "../errors";
import { walletScopeOf } from "../services/access/wallet-scope";
import { analyseImport } from "../services/import/analyse-import";
import { commitImport } from "../services/import/commit-import";
import { ByteLimitStream } from "../services/files/upload-body";
import { sendAppError } from "./app-error-reply";
import { memberOf, routeAccess, type RouteAccessDeps } from "./route-access";

/**
 * "Importar planilha" (docs/decisions/041), for Minha Gestão's members. The body of both POSTs is
 * the file itself (up to 5 MB, read into memory: the reader needs it whole, an XLSX being a ZIP),
 * so the browser can show the upload's progress and nothing is kept between the two requests:
 * `analise` answers the mapping, the preview and every error; the import reads the file again
 * and writes it all in one transaction. The templates are plain downloads.
 */

/** Answers before the whole body was read: the rest is drained and the connection closed. */
function refuse(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  if (!request.raw.readableEnded) request.raw.resume();
  return sendAppError(reply.header("Connection", "close"), error);
}

async function readBody(request: FastifyRequest): Promise<Buffer> {
  const declared = Number(request.headers["content-length"] ?? 0);
  if (declared > IMPORT_MAX_BYTES) throw new AppError("IMPORT_TOO_LARGE");
  const limited = new ByteLimitStream(IMPORT_MAX_BYTES);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of request.raw.pipe(limited)) chunks.push(chunk as Buffer);
  } catch (error) {
    if (limited.exceeded) throw new AppError("IMPORT_TOO_LARGE");
    throw error;
  }
  return Buffer.concat(chunks);
}

export async function registerSpreadsheetImportRoutes(app: FastifyInstance, deps: RouteAccessDeps): Promise<void> {
  await app.register(async (scope) => {
    // The body reaches the handler as a stream: no parser may read it first.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));

    const handle =
      (work: (request: FastifyRequest, reply: FastifyReply, bytes: Buffer) => Promise<FastifyReply>) =>
      async (request: FastifyRequest, reply: FastifyReply) => {
        try {
          const bytes = await readBody(request);
          return await work(request, reply, bytes);
        } catch (error) {
          if (isAppError(error)) return refuse(request, reply, error);
          throw error;
        }
      };
    const optionsOf = (request: FastifyRequest) => {
      const query = ImportQuerySchema.safeParse(request.query);
      if (!query.success) throw new AppError("INVALID_INPUT", query.error.issues[0]?.message);
      const caller = memberOf(request);
      return {
        scope: walletScopeOf(caller.user),
        mapping: query.data.mapeamento,
        skipErrors: query.data.pularErros === "1",
        // Holders beyond the member are PRO's (docs/decisions/039), through the plans' one gate.
        canAddHolders: featureOpen(caller.entitlement, "household"),
      };
    };

    scope.post(
      IMPORT_PATHS.analysis,
      { preHandler: routeAccess(deps, { rule: ACCESS.subscriber, call: READS, refuse }) },
      handle(async (request, reply, bytes) => {
        const { scope: wallet, ...options } = optionsOf(request);
        return reply.send(await analyseImport(deps.db, wallet, bytes, options));
      }),
    );
    scope.post(
      IMPORT_PATHS.commit,
      { preHandler: routeAccess(deps, { rule: ACCESS.subscriber, call: CHANGES, refuse }) },
      handle(async (request, reply, bytes) => {
        const { scope: wallet, ...options } = optionsOf(request);
        const result = await finishBeforeClose(commitImport(deps.db, wallet, bytes, options));
        request.log.info({ userId: memberOf(request).user.id, ...result }, "Planilha importada");
        return reply.code(201).send(result);
      }),
    );
  });

  const download = routeAccess(deps, { rule: ACCESS.subscriber, call: READS });
  const attachment = (reply: FastifyReply, type: string, extension: string) =>
    reply
      .type(type)
      .header("Content-Disposition", `attachment; filename="${TEMPLATE_FILE_NAME}.${extension}"`)
      .header("Cache-Control", "private, no-store")
      .header("X-Content-Type-Options", "nosniff");
  app.get(IMPORT_PATHS.templateCsv, { preHandler: download }, (_request, reply) =>
    attachment(reply, "text/csv; charset=utf-8", "csv").send(templateCsv()),
  );
  app.get(IMPORT_PATHS.templateXlsx, { preHandler: download }, async (_request, reply) =>
    attachment(reply, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "xlsx").send(
      await templateXlsx(),
    ),
  );
}
