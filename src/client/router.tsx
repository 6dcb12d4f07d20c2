import type { QueryClient } from "@tanstack/react-query";
import { createRouter } from "@tanstack/react-router";
import { setupRouterSsrQueryIntegration } from "@tanstack/react-router-ssr-query";
import type { ReactNode } from "react";
import { ErrorPage } from "./components/error-page";
import { createQueryClient } from "./lib/query-client";
import { routeTree } from "./routeTree.gen";
import { createTrpcClient, createTrpcOptions, TRPCProvider, type TrpcClient, type TrpcOptions } from "./trpc";

export interface RouterContext {
  queryClient: QueryClient;
  trpc: TrpcOptions;
}

interface AppRouterOptions {
  /**
   * How procedures are reached: over HTTP from the browser (the default), in-process on the server
   * with the request's own context (src/server/http/pages.ts).
   */
  trpcClient?: TrpcClient;
  /** The request's CSP nonce, stamped on every inline script the server render writes (docs/decisions/037). */
  nonce?: string;
}

/**
 * One router per page load in the browser, one per request on the server, with its own query cache:
 * the server's loaders fill that cache, the router's server render sends it with the page
 * (@tanstack/react-router-ssr-query) and the browser's router hydrates from it, so the first
 * render in the browser is the server's markup and asks nothing again.
 */
export function createAppRouter({ trpcClient = createTrpcClient(), nonce }: AppRouterOptions = {}) {
  const queryClient = createQueryClient();
  const trpc = createTrpcOptions(queryClient, trpcClient);
  const router = createRouter({
    routeTree,
    context: { queryClient, trpc },
    defaultPreload: "intent",
    // Loaders read through the query cache, so the router must not cache on its own.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: () => <ErrorPage />,
    ssr: { nonce },
    Wrap: ({ children }: { children: ReactNode }) => (
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    ),
  });
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * How the server renders a page (docs/decisions/037), stated by each route in its own definition:
 * absent, per request with the caller's session; "shared", the same for every visitor, so a
 * visitor's page is rendered once per address and kept (a member's is still rendered per request,
 * since the header is theirs). A page the server must not render at all says so with the router's
 * own option, `ssr: false`.
 */
type PageRendering = "shared";

/** Where a page stands with search engines: listed in the sitemap, or kept out by robots.txt. */
export type PageIndexing = "sitemap" | "private";

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** The page draws its own header and footer (the marketing landing). */
    ownLayout?: boolean;
    rendering?: PageRendering;
    /** Absent: crawlable but not listed (src/server/http/seo.ts reads it from the route tree). */
    indexing?: PageIndexing;
  }
}
