import { createRouter } from "@tanstack/react-router";
import type { QueryClient } from "@tanstack/react-query";
import { ErrorPage } from "./components/error-page";
import { routeTree } from "./routeTree.gen";
import type { TrpcUtils } from "./trpc";

export interface RouterContext {
  queryClient: QueryClient;
  trpc: TrpcUtils;
}

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: "intent",
    // Loaders read through the query cache, so the router must not cache on its own.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
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
