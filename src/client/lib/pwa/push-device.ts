/**
 * This browser's side of 'Ativar notificações neste aparelho' (docs/decisions/043): the
 * permission is asked only here, after the member's tap, and the subscription is made with the
 * server's VAPID key through the service worker registered at start (service-worker.ts).
 */
export type PushSupport = "supported" | "unsupported" | "denied";

export function pushSupport(): PushSupport {
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) {
    return "unsupported";
  }
  return Notification.permission === "denied" ? "denied" : "supported";
}

export class PushPermissionRefused extends Error {}

/** The subscription to hand the server, or PushPermissionRefused when the member said no. */
export async function subscribeThisDevice(
  publicKey: string,
): Promise<{ endpoint: string; keys: { p256dh: string; auth: string } }> {
  if ((await Notification.requestPermission()) !== "granted") throw new PushPermissionRefused();
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error("O navegador não deu as chaves da inscrição.");
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/** The push service's address of this browser's subscription, to tell 'este aparelho' in the list. */
export async function thisDeviceEndpoint(): Promise<string | null> {
  if (pushSupport() === "unsupported") return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription())?.endpoint ?? null;
}

/** Removing this very device also ends the browser's subscription, so the push service forgets it. */
export async function forgetThisDevice(endpoint: string): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription?.endpoint === endpoint) await subscription.unsubscribe();
}
