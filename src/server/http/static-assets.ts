import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

const IMMUTABLE = "public, max-age=31536000, immutable";
const AN_HOUR = "public, max-age=3600";
// The service worker (docs/decisions/043): a browser asks for it again on every check, so a new
// version is found at the next visit instead of up to an hour later.
const ALWAYS_ASKED = "no-cache";

/**
 * The Vite build's files: fingerprinted assets cached for a year, brotli or gzip from the files
 * compressed at build (scripts/precompress.mjs). What is not a file falls through to the
 * not-found handler, where the pages are rendered (pages.ts).
 */
export async function registerStaticAssets(app: FastifyInstance, clientDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    // One route that looks the file up when asked, instead of a route per file found by walking
    // the build at start (docs/decisions/035); a miss falls through to the not-found handler.
    wildcard: true,
    // A folder (the root included) is no file: the not-found handler answers it, a page or a 404.
    // Source maps stay in dist/client for error reports, never for the public (vite.config.ts).
    allowedPath: (pathname) => !pathname.endsWith("/") && !pathname.endsWith(".map"),
    // The build's .vite manifest is for the server, not for the world.
    dotfiles: "ignore",
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header("Cache-Control", immutable ? IMMUTABLE : path.basename(filePath) === "sw.js" ? ALWAYS_ASKED : AN_HOUR);
      res.header("X-Content-Type-Options", "nosniff");
    },
  });
}
