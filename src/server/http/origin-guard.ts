import type { FastifyInstance } from "fastify";
import { isRequestOriginAllowed } from "../auth/origin";
import { APP_ERRORS } from "../errors";

const TRPC_FORBIDDEN = -32003;

/** tRPC-shaped (one error per call in a batch) so the client shows the message, not a parse failure. */
function refusalBody(url: string) {
  const message = APP_ERRORS.CROSS_SITE_REQUEST.message;
  const { pathname, searchParams } = new URL(url, "http://localhost");
  if (!pathname.startsWith("/trpc/")) return { error: { message } };
  const error = { error: { message, code: TRPC_FORBIDDEN, data: { code: "FORBIDDEN", httpStatus: 403 } } };
  if (searchParams.get("batch") !== "1") return error;
  const calls = pathname.slice("/trpc/".length).split(",").length;
  return Array.from({ length: calls }, () => error);
}

/**
 * Rejects state-changing requests from other sites before any handler runs. `exemptPaths` are
 * server-to-server endpoints that authenticate otherwise (Stripe's webhook: its signature).
 */
export function registerOriginGuard(app: FastifyInstance, appUrl: string, exemptPaths: readonly string[] = []): void {
  app.addHook("onRequest", async (request, reply) => {
    if (exemptPaths.includes(request.url.split("?")[0] ?? "")) return;
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
      return reply.code(403).send(refusalBody(request.url));
    }
  });
}
