import { createRootRouteWithContext, Outlet, useMatches } from "@tanstack/react-router";
import { AppFrame } from "@/client/components/app-frame";
import { ErrorPage } from "@/client/components/error-page";
import { Header } from "@/client/components/header";
import { NotFoundPage } from "@/client/components/not-found-page";
import { lazy, Suspense, useEffect, useState } from "react";
import type { RouterContext } from "../router";

// Toasts come after the first paint: sonner loads beside the page instead of in the entry script.
const Toaster = lazy(() => import("@/client/components/ui/sonner").then((module) => ({ default: module.Toaster })));

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every route and the header read who is logged in from here; guards use it in their beforeLoad.
  beforeLoad: async ({ context }) => ({
    session: await context.queryClient.ensureQueryData(context.trpc.auth.me.queryOptions()),
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
    </>
  );
}

/**
 * The Toaster joins once the page is on screen: a page drawn at build (docs/decisions/021) then has
 * none in its markup, as the browser's first pass has none, and hydration finds the same tree. Drawn
 * lazily on the server it would be a boundary left unfinished, which hydration reports (React #419).
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
