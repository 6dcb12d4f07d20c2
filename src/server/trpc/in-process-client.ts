import { createTRPCClient, unstable_localLink } from "@trpc/client";
import type { RequestContext } from "./context";
import { appRouter, type AppRouter } from "./router";

/**
 * The tRPC client a page's server render calls procedures with (src/server/http/pages.ts): tRPC's
 * local link runs them in this process with the page request's own context (its session, its
 * request id, its deadline), through the same procedure builders, access rules and errors as
 * /trpc, without HTTP. The link hands back each answer as JSON would carry it (dates as strings),
 * so the page is rendered from the very data the browser's own requests would get.
 */
export function createInProcessTrpcClient(context: RequestContext) {
  return createTRPCClient<AppRouter>({
    links: [unstable_localLink({ router: appRouter, createContext: async () => context })],
  });
}
