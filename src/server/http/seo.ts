import type { FastifyInstance } from "fastify";
import { escapeMarkup } from "@/shared/escape-markup";

/** Where crawlers should not go besides the private pages: the API and the account links. */
const NOT_PAGES = ["/trpc", "/api/", "/auth/", "/conta/"];

/**
 * robots.txt and sitemap.xml for crawlers, from the route tree (each page says in its own
 * definition whether it is listed or private, src/client/page-index.ts) and the public origin
 * (APP_URL), so they never list a page that does not exist or one behind a login. The route tree
 * comes with every page's code: it is loaded when a crawler first asks, not at start.
 */
export function registerSeoRoutes(app: FastifyInstance, appUrl: string): void {
  const origin = appUrl.replace(/\/+$/, "");
  let files: Promise<{ robots: string; sitemap: string }> | undefined;

  async function build() {
    const { pagesOf } = await import("@/client/page-index");
    const pages = pagesOf();
    const robots = [
      "User-agent: *",
      "Allow: /",
      ...pages.filter((page) => page.indexing === "private").map((page) => `Disallow: ${page.path}`),
      ...NOT_PAGES.map((path) => `Disallow: ${path}`),
      "",
      `Sitemap: ${origin}/sitemap.xml`,
      "",
    ].join("\n");
    const sitemap = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...pages
        .filter((page) => page.indexing === "sitemap")
        .map((page) => `  <url><loc>${escapeMarkup(origin + page.path)}</loc></url>`),
      "</urlset>",
      "",
    ].join("\n");
    return { robots, sitemap };
  }

  app.get("/robots.txt", async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("Cache-Control", "public, max-age=3600")
      .send((await (files ??= build())).robots),
  );
  app.get("/sitemap.xml", async (_request, reply) =>
    reply
      .type("application/xml; charset=utf-8")
      .header("Cache-Control", "public, max-age=3600")
      .send((await (files ??= build())).sitemap),
  );
}
