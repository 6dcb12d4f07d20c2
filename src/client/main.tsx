import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { readInitialSession } from "./lib/initial-session";
import { createQueryClient } from "./lib/query-client";
import { watchSessionExpiry } from "./lib/session-expiry";
import { createAppRouter } from "./router";
import { createTrpcClient, createTrpcUtils, trpc } from "./trpc";
import "./styles.css";

const queryClient = createQueryClient();
const trpcClient = createTrpcClient();
const trpcUtils = createTrpcUtils(queryClient, trpcClient);
// The page came with the session: the root route finds it cached and draws at once, no round trip.
const initialSession = readInitialSession(document);
if (initialSession !== undefined) trpcUtils.auth.me.setData(undefined, initialSession);
const router = createAppRouter({ queryClient, trpc: trpcUtils });
watchSessionExpiry(router);

const container = document.getElementById("root");
if (!container) throw new Error("#root não encontrado");

createRoot(container).render(
  <StrictMode>
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </trpc.Provider>
  </StrictMode>,
);
