import type { FastifyError, FastifyInstance } from "fastify";
import { AppError, isAppError, type AppErrorCode } from "../errors";
import { sendAppError } from "./app-error-reply";

/** Fastify's own refusals (bad JSON, body too large, …) by status, told in the user's language. */
function clientErrorCode(status: number): AppErrorCode {
  if (status === 413) return "REQUEST_TOO_LARGE";
  if (status === 415) return "UNSUPPORTED_CONTENT_TYPE";
  return "INVALID_INPUT";
}

/**
 * The last word on any error a plain route throws (docs/security.md): during a database outage the CSV
 * export or the e-mail link used to answer with the driver's text (SQL, columns, the presented
 * session id). Now the error is logged with the request id, and the client reads only the
 * generic pt-BR message and that id, like a tRPC answer.
 */
export function registerInternalErrorReply(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A service's refusal reaching a plain route answers as it would through tRPC: one error map.
    if (isAppError(error)) return sendAppError(reply, error);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, "Requisição recusada");
      return sendAppError(reply, new AppError(clientErrorCode(status)));
    }
    request.log.error({ err: error, requestId: request.id }, "Erro interno em rota HTTP");
    return sendAppError(reply, new AppError("INTERNAL"));
  });
}
