import { useSyncExternalStore } from "react";

/** Chrome's `beforeinstallprompt` event: not in TypeScript's DOM types, as no standard defines it. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

/**
 * The browser's offer to install the app, kept from the moment it comes (often before the member
 * opens /minha-conta) until it is used: a browser gives it once per page load.
 */
let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Started once after hydration (service-worker.ts). */
export function keepInstallOffer(): void {
  window.addEventListener("beforeinstallprompt", (event) => {
    // Without this the browser shows its own mini bar at a moment of its choosing.
    event.preventDefault();
    offer = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener("appinstalled", () => {
    offer = null;
    changed();
  });
}

export function useInstallOffer(): InstallPromptEvent | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => offer,
    () => null,
  );
}

/** Shows the browser's install dialog; the offer is spent whatever the answer. */
export async function acceptInstallOffer(event: InstallPromptEvent): Promise<boolean> {
  await event.prompt();
  const { outcome } = await event.userChoice;
  offer = null;
  changed();
  return outcome === "accepted";
}
