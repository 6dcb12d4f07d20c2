import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { FastifyReply } from "fastify";
import { APP_ERRORS, type AppError } from "../errors";

/**
 * An AppError on a plain HTTP route: the status its tRPC code stands for, and the pt-BR message.
 * An internal error also names its request id, as tRPC's answers do, so a user's report can be
 * matched to the log line that says what went wrong.
 */
export function sendAppError(reply: FastifyReply, error: AppError): FastifyReply {
  const status = getHTTPStatusCodeFromError(new TRPCError({ code: APP_ERRORS[error.code].trpc }));
  const requestId = error.code === "INTERNAL" ? { requestId: reply.request.id } : {};
  return reply.code(status).send({ error: { message: error.message, ...requestId } });
}
