import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "@/shared/schemas/zod-locale";
import { createQueryClient } from "./lib/query-client";
import { watchSessionExpiry } from "./lib/session-expiry";
import { createAppRouter } from "./router";
import { createTrpcClient, createTrpcUtils, trpc } from "./trpc";
import "./styles.css";

const queryClient = createQueryClient();
const trpcClient = createTrpcClient();
const router = createAppRouter({ queryClient, trpc: createTrpcUtils(queryClient, trpcClient) });
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
