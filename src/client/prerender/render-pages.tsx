import type { QueryClient } from "@tanstack/react-query";
import { createMemoryHistory, RouterContextProvider } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import type { DrawDataPage, DrawnAnswer } from "@/shared/data-pages";
import { MEMBER_NAME_PLACEHOLDER, MEMBER_SHELL_VARIANTS, type MemberShellVariant } from "@/shared/member-shells";
import { pathnameOf } from "@/shared/pathname";
import { AppProviders, createApp, DataProviders, type AppInstance } from "../app";
import { MemberShell } from "./member-shell";
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

/** Whether every loader and every answer it asked for succeeded at the address asked (no redirect). */
function loadedWhole(app: AppInstance, url: string): boolean {
  const { location, matches } = app.router.state;
  return (
    location.pathname === pathnameOf(url) &&
    matches.every((match) => match.status === "success") &&
    app.queryClient
      .getQueryCache()
      .getAll()
      .every((query) => query.state.status === "success")
  );
}

/**
 * The answers a page was drawn from, as JSON: keys and data only, so equal answers give equal JSON
 * (the server keeps the markup drawn from them), and the browser counts them fetched on arrival.
 */
function answersOf(queryClient: QueryClient): string {
  const answers: DrawnAnswer[] = queryClient
    .getQueryCache()
    .getAll()
    .map((query) => ({ queryKey: query.queryKey, data: query.state.data }));
  return JSON.stringify(answers);
}

/**
 * A public page whose content comes from the API, drawn for a visitor by the server per request
 * (docs/decisions/024): the route's loaders ask the API through `fetch`, and the page is drawn from
 * their answers, which travel with it so the browser hydrates the same tree.
 */
export const drawDataPage: DrawDataPage = async (url, fetch, cachedMarkup) => {
  const app = createApp({ initialSession: null, history: createMemoryHistory({ initialEntries: [url] }), fetch });
  try {
    await app.router.load();
    if (!loadedWhole(app, url)) return null;
    const answers = answersOf(app.queryClient);
    const markup = cachedMarkup(answers) ?? inertControls(renderToString(<AppProviders app={app} />));
    // A boundary left unfinished (<!--$!-->) would fail the browser's hydration (React #419).
    return markup.includes("<!--$!-->") ? null : { markup, answers };
  } finally {
    app.queryClient.clear();
  }
};

/** Every prerendered page, keyed by its address (read by scripts/prerender.mjs, built by Vite for Node). */
export async function renderVisitorPages(): Promise<Record<string, string>> {
  const pages: Record<string, string> = {};
  for (const url of PRERENDERED_URLS) pages[url] = await renderVisitorPage(url);
  return pages;
}

/** A member's page before its data (docs/decisions/023), with MEMBER_NAME_PLACEHOLDER for the name. */
async function renderMemberShell({ path, viewer }: MemberShellVariant): Promise<string> {
  const session = {
    id: "shell",
    email: "shell@milheiro.invalid",
    fullName: MEMBER_NAME_PLACEHOLDER,
    trialLastDay: null,
    ...viewer,
  };
  const app = createApp({ initialSession: session, history: createMemoryHistory({ initialEntries: [path] }) });
  // Loaded at the page's own address, so the header's links know which one is current. The page's
  // loader cannot reach the API here and fails; the shell draws only the root's session and the header.
  await app.router.load();
  const markup = renderToString(
    <DataProviders app={app}>
      <RouterContextProvider router={app.router}>
        <MemberShell path={path} />
      </RouterContextProvider>
    </DataProviders>,
  );
  app.queryClient.clear();
  return inertControls(markup);
}

/** Every member shell, keyed by memberShellKey (read by scripts/prerender.mjs). */
export async function renderMemberShells(): Promise<Record<string, string>> {
  const shells: Record<string, string> = {};
  for (const variant of MEMBER_SHELL_VARIANTS) shells[variant.key] = await renderMemberShell(variant);
  return shells;
}
