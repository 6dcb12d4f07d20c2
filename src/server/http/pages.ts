import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { RenderedPage } from "@/client/server-entry";
import { readSessionToken } from "../auth/request-session";
import { createRequestContext, type AppDeps } from "../trpc/context";
import { createInProcessTrpcClient } from "../trpc/in-process-client";
import { compressOnce, preferredEncoding } from "./content-encoding";
import { readPageAssets } from "./page-assets";
import type { PageNonce } from "./security-headers";
import { createSharedPages } from "./shared-pages";
import { registerStaticAssets } from "./static-assets";

const API_PREFIXES = ["/trpc", "/auth/", "/healthz", "/readyz", "/api/"];

type ServerEntry = typeof import("@/client/server-entry");

/**
 * The app's pages, rendered by the router on the server for every GET that is neither the API
 * nor a file of the build (docs/decisions/037): the route's loaders call procedures in-process
 * with the caller's own session, the page arrives whole with its query cache, and the browser
 * hydrates it. An address that is no page answers 404 with the app's 404 page, a guard's redirect
 * as a redirect. The renderer (React, the router, every page's code) is loaded by the first page
 * asked for, not at start. A visitor's page whose routes say `rendering: "shared"` is rendered
 * once per address and data, and kept (shared-pages.ts): its loaders still run for every request.
 */
export async function registerPages(
  app: FastifyInstance,
  clientDir: string,
  deps: AppDeps,
  pageNonce: PageNonce,
): Promise<void> {
  await registerStaticAssets(app, clientDir);
  const manifest = readPageAssets(clientDir);
  const sharedPages = createSharedPages();
  let serverEntry: Promise<ServerEntry> | undefined;

  async function render(
    request: FastifyRequest,
    reply: FastifyReply,
    nonce: string,
    reuse: ((dataKey: string) => string | undefined) | undefined,
  ): Promise<RenderedPage> {
    const context = await createRequestContext(deps, request, reply);
    const { renderPage } = await (serverEntry ??= import("@/client/server-entry"));
    return renderPage({ url: request.url, trpcClient: createInProcessTrpcClient(context), nonce, manifest, reuse });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    const isAsset = request.url.startsWith("/assets/");
    if (request.method !== "GET" || isApi || isAsset) {
      return reply.code(404).send({ error: { message: "Não encontrado" } });
    }
    const nonce = pageNonce(reply);
    const visitor = readSessionToken(request) === null;
    const reuse = visitor ? (dataKey: string) => sharedPages.get(request.url, dataKey, nonce) : undefined;
    const page = await render(request, reply, nonce, reuse);
    if (reuse && page.dataKey !== undefined && !page.reused && page.status === 200) {
      sharedPages.keep(request.url, page.dataKey, page.html, nonce);
    }
    const encoding = preferredEncoding(request.headers["accept-encoding"]);
    reply.code(page.status);
    for (const [name, value] of page.headers) reply.header(name, value);
    reply
      .type("text/html; charset=utf-8")
      // A page with someone's session in it must never sit in a shared cache.
      .header("Cache-Control", visitor ? "no-cache" : "private, no-cache")
      .header("Vary", "Accept-Encoding, Cookie")
      .header("X-Content-Type-Options", "nosniff");
    if (encoding) reply.header("Content-Encoding", encoding);
    return reply.send(compressOnce(page.html, encoding));
  });
}
