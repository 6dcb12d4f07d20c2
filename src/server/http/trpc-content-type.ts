import type { FastifyInstance } from "fastify";
import { AppError } from "../errors";
import { sendAppError } from "./app-error-reply";

function isJson(contentType: string | undefined): boolean {
  return contentType?.split(";", 1)[0]?.trim().toLowerCase() === "application/json";
}

/**
 * Procedure calls are JSON only (docs/security.md). tRPC would also take multipart/form-data, a body any
 * site's plain HTML form can send; files travel by /api/uploads instead, so nothing is lost.
 */
export function registerTrpcContentTypeGuard(app: FastifyInstance, prefix: string): void {
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "POST" || !request.url.startsWith(`${prefix}/`)) return;
    if (!isJson(request.headers["content-type"])) {
      return sendAppError(reply.header("Connection", "close"), new AppError("UNSUPPORTED_CONTENT_TYPE"));
    }
  });
}
