import { RouterClient } from "@tanstack/react-router/ssr/client";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { watchSessionExpiry } from "./lib/session-expiry";
import { createAppRouter } from "./router";
import "./styles.css";

/**
 * Every page comes rendered by the server, whole document included (src/server/http/pages.ts,
 * docs/decisions/037): the router picks up the server's matches and query cache from the page,
 * and React adopts the markup instead of building it again, as a transition so the work is cut
 * into slices between the browser's other tasks.
 */
const router = createAppRouter();
watchSessionExpiry(router);
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  );
});
