import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { FastifyReply } from "fastify";
import { APP_ERRORS, type AppError } from "../errors";

/** An AppError on a plain HTTP route: the status its tRPC code stands for, and the pt-BR message. */
export function sendAppError(reply: FastifyReply, error: AppError): FastifyReply {
  const status = getHTTPStatusCodeFromError(new TRPCError({ code: APP_ERRORS[error.code].trpc }));
  return reply.code(status).send({ error: { message: error.message } });
}
