import { Suspense, useCallback, useEffect, useLayoutEffect, useRef, useSyncExternalStore, type ReactNode } from "react";

/*
 * When the server's page may take input (docs/decisions/037). React adopts the page in passes: the
 * root's shell first, then the routes' content (the root route's own Suspense boundary), then each
 * lazily loaded part once its code has arrived. A click on markup React has not adopted yet is
 * dropped, not replayed, when that part cannot be hydrated on the spot (its code still loading), so
 * the page stays inert until the content and every lazy part the server drew have been adopted.
 * Once settled it stays settled: a lazy part mounting on a later navigation never makes it inert.
 */
let contentHydrated = false;
let lazyPartsWaiting = 0;
let settled = false;
const listeners = new Set<() => void>();

function settleWhenDone(): void {
  if (settled || !contentHydrated || lazyPartsWaiting > 0) return;
  settled = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** False on the server and until the whole page is adopted, then true for good. */
export function usePageHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => settled,
    () => false,
  );
}

/** Rendered beside the routes' content: its effect runs when React has adopted that content. */
export function ContentHydrated(): null {
  useEffect(() => {
    contentHydrated = true;
    settleWhenDone();
  }, []);
  return null;
}

function Adopted({ onAdopted }: { onAdopted: () => void }): null {
  useEffect(onAdopted, [onAdopted]);
  return null;
}

/**
 * Suspense for a lazily loaded part that takes input: the page is not settled before this part is
 * adopted. Its layout effect runs with the surrounding content, before any passive effect of that
 * commit, so the part is counted before the content can settle the page.
 */
export function LazyPart({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const state = useRef<"idle" | "waiting" | "adopted">("idle");
  useLayoutEffect(() => {
    if (settled || state.current === "adopted") return;
    state.current = "waiting";
    lazyPartsWaiting += 1;
    return () => {
      if (state.current !== "waiting") return;
      state.current = "idle";
      lazyPartsWaiting -= 1;
      settleWhenDone();
    };
  }, []);
  const adopted = useCallback(() => {
    if (state.current !== "waiting") return;
    state.current = "adopted";
    lazyPartsWaiting -= 1;
    settleWhenDone();
  }, []);
  return (
    <Suspense fallback={fallback}>
      {children}
      <Adopted onAdopted={adopted} />
    </Suspense>
  );
}
