import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { RouterProvider, type RouterHistory } from "@tanstack/react-router";
import { createQueryClient } from "./lib/query-client";
import { createAppRouter, type AppRouter } from "./router";
import { createTrpcClient, createTrpcUtils, trpc, type RouterOutputs, type TrpcClient } from "./trpc";

export interface AppInstance {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  router: AppRouter;
}

interface AppOptions {
  /** auth.me's answer when the page brought it (undefined: the root route asks the API). */
  initialSession: RouterOutputs["auth"]["me"] | undefined;
  /** The prerender's memory history; the browser's own when absent. */
  history?: RouterHistory;
}

/** The query cache, API client and router one page runs on: the browser's and the build's prerender alike. */
export function createApp({ initialSession, history }: AppOptions): AppInstance {
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient();
  const trpcUtils = createTrpcUtils(queryClient, trpcClient);
  // The session is known already: the root route finds it cached and draws at once, no round trip.
  if (initialSession !== undefined) trpcUtils.auth.me.setData(undefined, initialSession);
  const router = createAppRouter({ queryClient, trpc: trpcUtils }, history);
  return { queryClient, trpcClient, router };
}

export function AppProviders({ app }: { app: AppInstance }) {
  return (
    <trpc.Provider client={app.trpcClient} queryClient={app.queryClient}>
      <QueryClientProvider client={app.queryClient}>
        <RouterProvider router={app.router} />
      </QueryClientProvider>
    </trpc.Provider>
  );
}
