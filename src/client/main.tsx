import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders, createApp } from "./app";
import { readInitialSession } from "./lib/initial-session";
import { watchSessionExpiry } from "./lib/session-expiry";
import "./styles.css";

const app = createApp({ initialSession: readInitialSession(document) });
watchSessionExpiry(app.router);

const container = document.getElementById("root");
if (!container) throw new Error("#root não encontrado");

function render(target: HTMLElement): void {
  createRoot(target).render(
    <StrictMode>
      <AppProviders app={app} />
    </StrictMode>,
  );
}

// A visitor's public page comes drawn (prerendered at build, docs/decisions/021). React replaces
// that markup at its first commit, so the route's code and data are loaded first: the first commit
// is then the whole page, the same markup, and nothing flashes or moves in between. The render is a
// transition: the page is already on screen, so React may build it in slices between the browser's
// other work instead of one long task that blocks the first clicks.
if (container.firstElementChild) {
  void app.router
    .load()
    .catch(() => undefined)
    .then(() => startTransition(() => render(container)));
} else {
  render(container);
}
