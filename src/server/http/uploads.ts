import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isUploadKind } from "@/shared/domain/files/uploads";
import { ACCESS, CHANGES } from "../auth/policy";
import { finishBeforeClose } from "../background";
import { AppError, isAppError } from "../errors";
import { storeUpload } from "../services/files/uploads";
import type { AppDeps } from "../trpc/context";
import { sendAppError } from "./app-error-reply";
import { memberOf, routeAccess } from "./route-access";

export const UPLOADS_PATH = "/api/uploads/";

type UploadRouteDeps = Pick<AppDeps, "db" | "env" | "storage">;

function declaredSize(request: FastifyRequest): number | null {
  const header = request.headers["content-length"];
  return header && /^\d+$/.test(header) ? Number(header) : null;
}

/**
 * Answers before the body was read to its end. The rest is read and dropped (never kept) so the
 * client can take in the answer, and the connection is then closed rather than reused.
 */
function refuse(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  if (!request.raw.readableEnded) request.raw.resume();
  return sendAppError(reply.header("Connection", "close"), error);
}

/**
 * POST /api/uploads/:kind, admins only: the request body is the file itself (any Content-Type,
 * which is ignored: the bytes decide), streamed to storage. Answers 201 with
 * `{ url, key, contentType, size }`, or `{ error: { message } }` with 400/401/403/404/413/415.
 */
export async function registerUploadRoutes(app: FastifyInstance, deps: UploadRouteDeps): Promise<void> {
  await app.register(async (scope) => {
    // The body must reach the handler as a stream: no parser may read it into memory first.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));

    scope.setErrorHandler((error, request, reply) => {
      request.log.error({ err: error }, "Falha ao armazenar arquivo enviado");
      return refuse(request, reply, new AppError("INTERNAL"));
    });

    // Admins only, and storing a file changes something: a read-only admin token is refused too.
    const preHandler = routeAccess(deps, { rule: ACCESS.admin, call: CHANGES, refuse });
    scope.post<{ Params: { kind: string } }>(`${UPLOADS_PATH}:kind`, { preHandler }, async (request, reply) => {
      const uploader = memberOf(request);
      const { kind } = request.params;
      if (!isUploadKind(kind)) return refuse(request, reply, new AppError("NOT_FOUND"));

      try {
        const file = await finishBeforeClose(
          storeUpload(deps.storage, { kind, body: request.raw, declaredSize: declaredSize(request) }),
        );
        request.log.info({ key: file.key, size: file.size, userId: uploader.user.id }, "Arquivo enviado");
        return reply.code(201).send(file);
      } catch (error) {
        if (isAppError(error)) return refuse(request, reply, error);
        if (request.raw.destroyed && !request.raw.complete) {
          // Nobody is left to read an answer; the log is what remains of it.
          request.log.info({ kind }, "Envio interrompido pelo cliente; nada foi guardado");
          return sendAppError(reply, new AppError("INVALID_INPUT"));
        }
        throw error;
      }
    });
  });
}
