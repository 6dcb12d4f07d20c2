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
  /**
   * Present when every route of the page says it is the same for every visitor
   * (`staticData.rendering: "shared"`): what its loaders answered, so a copy kept for the same
   * answers may stand for this render (src/server/http/shared-pages.ts).
   */
  dataKey?: string;
  /** The HTML is the kept copy `reuse` gave, not a new render. */
  reused: boolean;
}

export interface PageRequest {
  /** Path and search, as the browser asked for them. */
  url: string;
  /** Procedures called in-process with the request's own context (src/server/http/pages.ts). */
  trpcClient: TrpcClient;
  nonce: string;
  /** The build's scripts and stylesheet for the root route (src/server/http/page-assets.ts). */
  manifest: ServerManifest;
  /** A visitor's request: the kept HTML of this address drawn from the same data, if there is one. */
  reuse?: (dataKey: string) => string | undefined;
}

function isShared(router: AppRouter): boolean {
  const matches = router.state.matches;
  return (
    matches.length > 0 &&
    matches.every((match) => match.routeId === rootRouteId || match.staticData.rendering === "shared")
  );
}

/** What the page's loaders put in its query cache, in one string: the same answers, the same key. */
function dataKeyOf(router: AppRouter): string {
  const queries = router.options.context.queryClient.getQueryCache().getAll();
  const answers = queries.map((query) => [query.queryHash, query.state.status, query.state.data] as const);
  answers.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(answers);
}

/**
 * The app's server render, with the router's own request handler: the route's beforeLoads and
 * loaders run here (redirects answer as redirects, an unknown address as the 404 page), the query
 * cache they filled is written into the page for the browser's router (react-router-ssr-query),
 * and React renders the document, unless `reuse` has a copy drawn from the same answers (rendering
 * is most of a page's cost; its loaders are a few indexed reads). The whole stream is read before
 * it is sent: pages are small, and one body compresses and caches as one.
 */
export async function renderPage({ url, trpcClient, nonce, manifest, reuse }: PageRequest): Promise<RenderedPage> {
  let dataKey: string | undefined;
  let reused = false;
  const handler = createRequestHandler({
    request: new Request(new URL(url, "http://localhost")),
    createRouter: () => createAppRouter({ trpcClient, nonce }),
    getRouterManifest: () => manifest,
  });
  const response = await handler((context) => {
    if (!isShared(context.router)) return defaultStreamHandler(context);
    dataKey = dataKeyOf(context.router);
    const kept = reuse?.(dataKey);
    if (kept === undefined) return defaultStreamHandler(context);
    reused = true;
    return new Response(kept, { headers: context.responseHeaders });
  });
  return { status: response.status, headers: response.headers, html: await response.text(), dataKey, reused };
}
