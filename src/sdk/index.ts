import { createTRPCClient, httpBatchLink, type TRPCClient } from "@trpc/client";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "../server/trpc/router";

export type { AppRouter };
export type MilheiroInputs = inferRouterInputs<AppRouter>;
export type MilheiroOutputs = inferRouterOutputs<AppRouter>;
export type MilheiroClient = TRPCClient<AppRouter>;

export interface MilheiroClientOptions {
  /** The app's address, e.g. https://app.milheiro.com.br or http://localhost:3000. */
  url: string;
  /** An API token from 'Minha conta' → 'Tokens de API'. */
  token: string;
  /** For runtimes or tests that bring their own fetch. */
  fetch?: typeof globalThis.fetch;
}

/**
 * The same tRPC procedures the web app calls, typed by AppRouter, authenticated by an API token.
 * Calls made in the same tick travel in one batched request.
 */
export function createMilheiroClient({ url, token, fetch }: MilheiroClientOptions): MilheiroClient {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: new URL("/trpc", url).toString(),
        headers: { authorization: `Bearer ${token}` },
        ...(fetch ? { fetch } : {}),
      }),
    ],
  });
}
