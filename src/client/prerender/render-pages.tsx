import { createMemoryHistory } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { AppProviders, createApp } from "../app";
import { PRERENDERED_URLS } from "./prerendered-urls";

/**
 * Controls drawn at build do nothing until the app takes the page over: a click on a button would
 * be lost, a form submitted before would be a plain GET with its fields (a password) in the address,
 * and anything typed would be overwritten when React adopts the markup. `inert` keeps them visible but out
 * of reach (clicks and focus pass them by) until then; links work without the app and stay live.
 */
function inertControls(markup: string): string {
  return markup.replace(/<(form|button|input|select|textarea)\b/g, '<$1 inert=""');
}

/** One page as a visitor's browser first draws it, ready to go inside #root. */
export async function renderVisitorPage(url: string): Promise<string> {
  const app = createApp({ initialSession: null, history: createMemoryHistory({ initialEntries: [url] }) });
  await app.router.load();
  const markup = renderToString(<AppProviders app={app} />);
  // The cache's clean-up timers (gcTime, minutes) would keep the build's Node process waiting.
  app.queryClient.clear();
  return inertControls(markup);
}

/** Every prerendered page, keyed by its address (read by scripts/prerender.mjs, built by Vite for Node). */
export async function renderVisitorPages(): Promise<Record<string, string>> {
  const pages: Record<string, string> = {};
  for (const url of PRERENDERED_URLS) pages[url] = await renderVisitorPage(url);
  return pages;
}
