import type { FastifyInstance } from "fastify";
import { isRequestOriginAllowed } from "../auth/origin";
import { APP_ERRORS } from "../errors";

/** Rejects state-changing requests from other sites before any handler runs. */
export function registerOriginGuard(app: FastifyInstance, appUrl: string): void {
  app.addHook("onRequest", async (request, reply) => {
    const allowed = isRequestOriginAllowed(
      {
        method: request.method,
        origin: request.headers.origin,
        hasBearerToken: request.headers.authorization?.startsWith("Bearer ") ?? false,
      },
      appUrl,
    );
    if (!allowed) {
      request.log.warn({ origin: request.headers.origin, url: request.url }, "Origem recusada");
      return reply.code(403).send({ error: { message: APP_ERRORS.CROSS_SITE_REQUEST.message } });
    }
  });
}
