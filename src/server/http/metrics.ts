import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { AppMetrics } from "../metrics/app-metrics";

const METRICS_PATH = "/metrics";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Compares digests, so neither the token's content nor its length leaks through timing. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const presented = /^Bearer (.+)$/i.exec(header ?? "")?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}

/**
 * Every request's latency by route pattern, and GET /metrics for Prometheus behind METRICS_TOKEN.
 * Without a token the endpoint answers 404 (not the SPA), so nothing reveals it exists.
 */
export function registerMetrics(app: FastifyInstance, metrics: AppMetrics, token: string | undefined): void {
  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url;
    if (route === METRICS_PATH) return;
    metrics.observeHttp(
      { method: request.method, route: route ?? "unmatched", statusCode: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });

  app.get(METRICS_PATH, async (request, reply) => {
    if (!token) return reply.code(404).send({ message: "Não encontrado." });
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply
        .code(401)
        .header("www-authenticate", 'Bearer realm="metrics"')
        .send({ message: "Token de métricas inválido." });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
