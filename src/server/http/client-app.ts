import { readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { isAppRoute } from "@/shared/domain/app-routes";

const API_PREFIXES = ["/trpc", "/auth/", "/healthz", "/readyz", "/api/"];

/**
 * Serves the Vite build: fingerprinted assets cached for a year, index.html never cached, and
 * every other browser navigation answered with index.html so the client router can render it —
 * with status 404 when the address is no page of the app (the client then draws its 404 page),
 * so crawlers and monitors see what the user sees.
 */
export async function registerClientApp(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexHtml = readFileSync(path.join(clientDir, "index.html"), "utf8");

  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    wildcard: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      res.header("X-Content-Type-Options", "nosniff");
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    const isAsset = request.url.startsWith("/assets/");
    if (request.method !== "GET" || isApi || isAsset) {
      return reply.code(404).send({ error: { message: "Não encontrado" } });
    }
    const pathname = request.url.split(/[?#]/, 1)[0] ?? "/";
    return reply
      .code(isAppRoute(pathname) ? 200 : 404)
      .type("text/html; charset=utf-8")
      .header("Cache-Control", "no-cache")
      .header("X-Content-Type-Options", "nosniff")
      .send(indexHtml);
  });
}
