/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute, setCatchHandler } from "workbox-routing";
import { NetworkOnly } from "workbox-strategies";
import { readPushPayload } from "../../shared/domain/alerts/push-payload";

/**
 * The app's service worker (docs/decisions/043), built by vite-plugin-pwa with Workbox into
 * /sw.js. It keeps only what is the same for everyone: the offline page, the stylesheet and the
 * icons (vite.config.ts lists them). Pages and API answers always come from the network, since
 * each carries its member's data (docs/decisions/037); without a network a page is the offline
 * page. It shows the alerts pushed to the device (services/alerts/push-delivery.ts).
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const OFFLINE_PAGE = "/offline.html";

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(new NetworkOnly()));
setCatchHandler(async ({ request }) => {
  if (request.mode === "navigate") return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
});

// 'Nova versão disponível' → 'Atualizar' (client/lib/pwa/service-worker.ts): the new version takes over.
self.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

self.addEventListener("push", (event) => {
  const payload = readPushPayload(readJson(event.data));
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: "/icons/icon-192.png",
      badge: "/icons/badge-96.png",
      lang: "pt-BR",
      data: { url: payload.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = (event.notification.data as { url?: unknown } | null)?.url;
  const url = new URL(typeof path === "string" ? path : "/dashboard", self.location.origin).href;
  event.waitUntil(openOrFocus(url));
});

function readJson(data: PushMessageData | null): unknown {
  try {
    return data?.json();
  } catch {
    return null;
  }
}

/** A window of the app already open is brought forward and sent there; otherwise one is opened. */
async function openOrFocus(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows[0];
  if (open) {
    await open.focus();
    // navigate() is refused for a window this worker does not control (opened before it installed).
    if (await open.navigate(url).catch(() => null)) return;
  }
  await self.clients.openWindow(url);
}
