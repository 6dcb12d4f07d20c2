import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { MEMBER_SHELL_ATTRIBUTE } from "@/shared/member-shells";
import { AppProviders, createApp } from "./app";
import { DrawnPage } from "./drawn-page";
import { readDrawnAnswers } from "./lib/drawn-answers";
import { readInitialSession } from "./lib/initial-session";
import { watchSessionExpiry } from "./lib/session-expiry";
import "./styles.css";

function startApp() {
  const app = createApp({ initialSession: readInitialSession(document), drawnAnswers: readDrawnAnswers(document) });
  watchSessionExpiry(app.router);
  return app;
}

/**
 * A visitor's public page comes drawn (prerendered at build, docs/decisions/021, or by the server
 * with the query answers it was drawn from, 024). The route's code
 * and data are loaded first, so React's first pass is the same tree the prerender drew, and React
 * adopts that markup (hydration) instead of building the page again: no DOM is replaced, nothing
 * is laid out anew, nothing flashes or moves (decision 022). As a transition, the pass is cut into
 * slices between the browser's other work instead of one long task that blocks the first clicks.
 */
async function takeOver(drawn: HTMLElement): Promise<void> {
  const app = startApp();
  // The router draws a server render's tree (no Suspense around the root match, which the
  // prerender did not draw either) when it knows the markup came from one, as its own SSR
  // hydration tells it; there is no manifest, this app's assets are the HTML's.
  app.router.ssr = { manifest: undefined };
  await app.router.load().catch(() => undefined);
  startTransition(() => {
    hydrateRoot(
      drawn,
      <StrictMode>
        <DrawnPage container={drawn}>
          <AppProviders app={app} />
        </DrawnPage>
      </StrictMode>,
    );
  });
}

/**
 * A member's page comes as a shell (header, heading, spinner; docs/decisions/023) that the page
 * with its data will not match: once the route's code and data are loaded, React renders the page
 * over it in one commit, as a transition, so the shell stays on screen until then and the page's
 * nodes are all new (nothing that was painted moves).
 */
async function renderOver(shell: HTMLElement): Promise<void> {
  const app = startApp();
  await app.router.load().catch(() => undefined);
  startTransition(() => {
    createRoot(shell).render(
      <StrictMode>
        <AppProviders app={app} />
      </StrictMode>,
    );
  });
}

const container = document.getElementById("root");
if (!container) throw new Error("#root não encontrado");

if (container.querySelector(`[${MEMBER_SHELL_ATTRIBUTE}]`)) {
  setTimeout(() => void renderOver(container));
} else if (container.firstElementChild) {
  // The page is on screen: the router is built in a task of its own, after the one that ran this
  // module and its imports, so neither is long enough to hold a click.
  setTimeout(() => void takeOver(container));
} else {
  createRoot(container).render(
    <StrictMode>
      <AppProviders app={startApp()} />
    </StrictMode>,
  );
}
