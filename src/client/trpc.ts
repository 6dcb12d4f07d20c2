import { httpBatchLink } from "@trpc/client";
import { createTRPCQueryUtils, createTRPCReact } from "@trpc/react-query";
import type { QueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/trpc/router";

export const trpc = createTRPCReact<AppRouter>();

export type RouterOutputs = inferRouterOutputs<AppRouter>;

/**
 * `fetch`: how the client reaches the API; the browser's own unless given. The server drawing a
 * visitor's page passes one that answers in-process (docs/decisions/024).
 */
export function createTrpcClient(fetch?: typeof globalThis.fetch) {
  return trpc.createClient({
    links: [httpBatchLink({ url: "/trpc", fetch })],
  });
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;

export function createTrpcUtils(queryClient: QueryClient, client: TrpcClient) {
  return createTRPCQueryUtils({ queryClient, client });
}

export type TrpcUtils = ReturnType<typeof createTrpcUtils>;
