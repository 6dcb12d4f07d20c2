import type { FastifyInstance } from "fastify";
import { escapeMarkup } from "@/shared/escape-markup";
import { ROBOTS_DISALLOWED, SITEMAP_PATHS } from "@/shared/domain/access/app-routes";

/**
 * robots.txt and sitemap.xml for crawlers, from the app's route table and its public origin
 * (APP_URL), so they never list a page that does not exist or one behind a login.
 */
export function registerSeoRoutes(app: FastifyInstance, appUrl: string): void {
  const origin = appUrl.replace(/\/+$/, "");

  const robots = [
    "User-agent: *",
    "Allow: /",
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");

  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...SITEMAP_PATHS.map((path) => `  <url><loc>${escapeMarkup(origin + path)}</loc></url>`),
    "</urlset>",
    "",
  ].join("\n");

  app.get("/robots.txt", (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("Cache-Control", "public, max-age=3600").send(robots),
  );
  app.get("/sitemap.xml", (_request, reply) =>
    reply.type("application/xml; charset=utf-8").header("Cache-Control", "public, max-age=3600").send(sitemap),
  );
}
