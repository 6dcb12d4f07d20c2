import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  Scripts,
  useMatches,
  useNavigate,
} from "@tanstack/react-router";
import { AppFrame } from "@/client/components/app-frame";
import { ErrorPage } from "@/client/components/error-page";
import { Header } from "@/client/components/header";
import { NotFoundPage } from "@/client/components/not-found-page";
import { ContentHydrated, usePageHydrated } from "@/client/components/page-hydration";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { showRefusalNotice } from "@/client/lib/refusal-notice";
import { SITE_DESCRIPTION, SITE_TITLE } from "@/shared/domain/site/site";
import { RootSearchSchema } from "@/shared/schemas/search-params";
import type { RouterContext } from "../router";

// Toasts come after the first paint: sonner loads beside the page instead of in the entry script.
const Toaster = lazy(() => import("@/client/components/ui/sonner").then((module) => ({ default: module.Toaster })));

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [
      { charSet: "UTF-8" },
      { name: "viewport", content: "width=device-width, initial-scale=1.0" },
      { name: "description", content: SITE_DESCRIPTION },
      { name: "theme-color", content: "#0f3d91" },
      { title: SITE_TITLE },
    ],
    links: [
      { rel: "icon", type: "image/svg+xml", href: "/favicon.svg" },
      // The installable app (docs/decisions/043): vite.config.ts writes the manifest.
      { rel: "manifest", href: "/manifest.webmanifest" },
      { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
    ],
  }),
  validateSearch: RootSearchSchema,
  shellComponent: RootDocument,
  // Every route and the header read who is logged in from here; guards use it in their beforeLoad.
  // The cached answer serves every navigation (staleTime: Infinity) until something invalidates it
  // (lib/session.ts's useSessionRefresh: a payment, a new name, a plan switch): then it is fetched
  // again. ensureQueryData would serve it however invalidated, and a query hydrated from the server
  // has no queryFn of its own to refetch with, so an invalidated session stayed in the header.
  beforeLoad: async ({ context }) => ({
    session: await context.queryClient.fetchQuery({ ...context.trpc.auth.me.queryOptions(), staleTime: Infinity }),
  }),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  // Without a session there is no header to draw; the page offers a retry instead.
  errorComponent: () => (
    <AppFrame>
      <ErrorPage />
    </AppFrame>
  ),
});

/**
 * The whole document, rendered by the server and adopted by the browser (docs/decisions/037): the
 * router writes the head's tags, the app's stylesheet and scripts, and its own hydration data.
 * Until React has adopted all of it the page is `inert`: it paints and reads as sent, but a click or
 * a keystroke would reach controls that have no handler yet (a click lost, a form submitted as a
 * plain GET with its fields, a password, in the address), so none reaches them before hydration
 * (components/page-hydration.tsx says when that is).
 */
function RootDocument({ children }: { children: ReactNode }) {
  const hydrated = usePageHydrated();
  return (
    <html lang="pt-BR">
      <head>
        <HeadContent />
      </head>
      <body>
        <div id="root" inert={!hydrated}>
          {children}
        </div>
        <Scripts />
      </body>
    </html>
  );
}

function RootLayout() {
  const ownLayout = useMatches({ select: (matches) => matches.some((match) => match.staticData.ownLayout) });
  return (
    <>
      {ownLayout ? (
        <Outlet />
      ) : (
        <AppFrame header={<Header />}>
          <Outlet />
        </AppFrame>
      )}
      <DeferredToaster />
      <ServiceWorkerStart />
      <RefusalNotice />
      <ContentHydrated />
    </>
  );
}

/**
 * The Toaster joins once the page is on screen: the server's markup has none, as the browser's first
 * pass has none, so hydration finds the same tree, and sonner stays out of the first visit's script.
 */
function DeferredToaster() {
  const [shown, setShown] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the second render, after hydration, is the point
  useEffect(() => setShown(true), []);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** The service worker, registered once the page is on screen, from a file the first visit does not load. */
function ServiceWorkerStart() {
  useEffect(() => {
    void import("@/client/lib/pwa/service-worker").then(({ startServiceWorker }) => startServiceWorker());
  }, []);
  return null;
}

/** A refusal the server's guard sent here with (client/lib/refusal-notice.ts): shown once, then dropped from the address. */
function RefusalNotice() {
  const notice = Route.useSearch({ select: (search) => search.aviso });
  const navigate = useNavigate();
  useEffect(() => {
    if (!notice) return;
    showRefusalNotice(notice);
    void navigate({ to: ".", search: (search) => ({ ...search, aviso: undefined }), replace: true });
  }, [notice, navigate]);
  return null;
}
