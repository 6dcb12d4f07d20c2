import { createMemoryHistory, RouterContextProvider } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { MEMBER_NAME_PLACEHOLDER, MEMBER_SHELL_VARIANTS, type MemberShellVariant } from "@/shared/member-shells";
import { AppProviders, createApp, DataProviders } from "../app";
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

/** Every prerendered page, keyed by its address (read by scripts/prerender.mjs, built by Vite for Node). */
export async function renderVisitorPages(): Promise<Record<string, string>> {
  const pages: Record<string, string> = {};
  for (const url of PRERENDERED_URLS) pages[url] = await renderVisitorPage(url);
  return pages;
}

/** A member's page before its data (docs/decisions/023), with MEMBER_NAME_PLACEHOLDER for the name. */
export async function renderMemberShell({ path, viewer }: MemberShellVariant): Promise<string> {
  const session = { id: "shell", email: "shell@milheiro.invalid", fullName: MEMBER_NAME_PLACEHOLDER, ...viewer };
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
