import { rootRouteId } from "@tanstack/react-router";
import { createRequestHandler, defaultStreamHandler } from "@tanstack/react-router/ssr/server";
import { createAppRouter, type AppRouter } from "./router";
import type { TrpcClient } from "./trpc";

/** The build's assets per route, in the form the router's request handler takes them. */
export type ServerManifest = Awaited<
  ReturnType<NonNullable<Parameters<typeof createRequestHandler>[0]["getRouterManifest"]>>
>;

/** A page the server rendered (docs/decisions/037), or where the router sent the request instead. */
export interface RenderedPage {
  status: number;
  /** The headers the router chose (content type, a redirect's Location). */
  headers: Headers;
  html: string;
  /** Every route of the page says it is the same for every visitor (`staticData.rendering: "shared"`). */
  shared: boolean;
}

export interface PageRequest {
  /** Path and search, as the browser asked for them. */
  url: string;
  /** Procedures called in-process with the request's own context (src/server/http/pages.ts). */
  trpcClient: TrpcClient;
  nonce: string;
  /** The build's scripts and stylesheet for the root route (src/server/http/page-assets.ts). */
  manifest: ServerManifest;
}

function isShared(router: AppRouter): boolean {
  const matches = router.state.matches;
  return (
    matches.length > 0 &&
    matches.every((match) => match.routeId === rootRouteId || match.staticData.rendering === "shared")
  );
}

/**
 * The app's server render, with the router's own request handler: the route's beforeLoads and
 * loaders run here (redirects answer as redirects, an unknown address as the 404 page), the query
 * cache they filled is written into the page for the browser's router (react-router-ssr-query),
 * and React renders the document. The whole stream is read before it is sent: pages are small,
 * and one body compresses and caches as one.
 */
export async function renderPage({ url, trpcClient, nonce, manifest }: PageRequest): Promise<RenderedPage> {
  let shared = false;
  const handler = createRequestHandler({
    request: new Request(new URL(url, "http://localhost")),
    createRouter: () => createAppRouter({ trpcClient, nonce }),
    getRouterManifest: () => manifest,
  });
  const response = await handler((context) => {
    shared = isShared(context.router);
    return defaultStreamHandler(context);
  });
  return { status: response.status, headers: response.headers, html: await response.text(), shared };
}
