import { Workbox } from "workbox-window";
import { toast } from "sonner";
import { keepInstallOffer } from "./install-prompt";

/**
 * Registers the service worker (src/client/sw/sw.ts, docs/decisions/043). Loaded after hydration
 * by routes/__root.tsx, so neither workbox-window nor this file weighs on the first visit. A new
 * version waits until the member chooses 'Atualizar': taking over mid-form would reload the page
 * under them.
 */
export function startServiceWorker(): void {
  keepInstallOffer();
  if (!("serviceWorker" in navigator)) return;
  const workbox = new Workbox("/sw.js");
  workbox.addEventListener("waiting", () => {
    toast("Nova versão disponível", {
      description: "Atualize para usar a versão mais recente do Milheiro.",
      duration: Infinity,
      action: {
        label: "Atualizar",
        onClick: () => {
          workbox.addEventListener("controlling", () => window.location.reload());
          workbox.messageSkipWaiting();
        },
      },
    });
  });
  void workbox.register();
}
