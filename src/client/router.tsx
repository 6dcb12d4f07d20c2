import type { QueryClient } from "@tanstack/react-query";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { ErrorPage } from "./components/error-page";
import { routeTree } from "./routeTree.gen";
import type { TrpcOptions } from "./trpc";

export interface RouterContext {
  queryClient: QueryClient;
  trpc: TrpcOptions;
}

/** With a history (the build's prerender, in memory) the router draws markup for the HTML only. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: "intent",
    // Loaders read through the query cache, so the router must not cache on its own.
    defaultPreloadStaleTime: 0,
    // Off for the prerender: on the server the router would write its restoring <script> inline
    // into the markup, which the CSP (script-src 'self') forbids.
    scrollRestoration: history === undefined,
    defaultErrorComponent: () => <ErrorPage />,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** The page draws its own header and footer (the marketing landing). */
    ownLayout?: boolean;
  }
}
