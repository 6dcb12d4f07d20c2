import type { QueryClient } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createTRPCContext, createTRPCOptionsProxy, type TRPCOptionsProxy } from "@trpc/tanstack-react-query";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/trpc/router";

/**
 * Components read the query and mutation options of the app around them with `useTRPC()`, and
 * call a procedure outside the query cache with `useTRPCClient()`.
 */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** The browser's client: calls made in the same tick go to /trpc as one batched request. */
export function createTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: "/trpc" })],
  });
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;

/** The same options outside React: the router's loaders and beforeLoads read it from their context. */
export function createTrpcOptions(queryClient: QueryClient, client: TrpcClient): TrpcOptions {
  return createTRPCOptionsProxy<AppRouter>({ queryClient, client });
}

export type TrpcOptions = TRPCOptionsProxy<AppRouter>;
