import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider, type RouterHistory } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { DrawnAnswer } from "@/shared/data-pages";
import { createQueryClient } from "./lib/query-client";
import { createAppRouter, type AppRouter } from "./router";
import { createTrpcClient, createTrpcOptions, TRPCProvider, type RouterOutputs, type TrpcClient } from "./trpc";

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
  /** The answers the page was drawn from (docs/decisions/024): the loaders find them cached, fresh. */
  drawnAnswers?: DrawnAnswer[];
  /** How the API is reached: the browser's fetch unless given (the server's in-process one, 024). */
  fetch?: typeof globalThis.fetch;
}

/** The query cache, API client and router one page runs on: the browser's and the build's prerender alike. */
export function createApp({ initialSession, history, drawnAnswers = [], fetch }: AppOptions): AppInstance {
  const queryClient = createQueryClient();
  for (const { queryKey, data } of drawnAnswers) queryClient.setQueryData(queryKey, data);
  const trpcClient = createTrpcClient(fetch);
  const trpc = createTrpcOptions(queryClient, trpcClient);
  // The session is known already: the root route finds it cached and draws at once, no round trip.
  if (initialSession !== undefined) queryClient.setQueryData(trpc.auth.me.queryKey(), initialSession);
  const router = createAppRouter({ queryClient, trpc }, history);
  return { queryClient, trpcClient, router };
}

/** The API client and query cache around a tree: the app's router, or a member page's shell drawn at build. */
export function DataProviders({ app, children }: { app: AppInstance; children: ReactNode }) {
  return (
    <TRPCProvider trpcClient={app.trpcClient} queryClient={app.queryClient}>
      <QueryClientProvider client={app.queryClient}>{children}</QueryClientProvider>
    </TRPCProvider>
  );
}

export function AppProviders({ app }: { app: AppInstance }) {
  return (
    <DataProviders app={app}>
      <RouterProvider router={app.router} />
    </DataProviders>
  );
}
