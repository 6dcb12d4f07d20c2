import type { NotificationKind } from "./notifications";

/**
 * What a push carries to the service worker (public/sw source: src/client/sw.ts), encrypted to
 * the device's keys: the alert's own title and text, where a tap opens the app, and a tag, so a
 * second copy of the same alert replaces the first on the device instead of stacking.
 */
interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** Where a tap on the alert leads: the trial's end to the plans, a promotion to the feed, every other alert to the wallet. */
function pathOf(kind: NotificationKind): string {
  if (kind === "trial_ending") return "/planos";
  if (kind === "promotion_match") return "/promocoes";
  return "/dashboard";
}

export function pushPayloadOf(alert: { id: string; kind: NotificationKind; title: string; body: string }): PushPayload {
  return { title: alert.title, body: alert.body, url: pathOf(alert.kind), tag: `alerta-${alert.id}` };
}

/** The service worker's reading of a push: anything that is not a payload of ours shows nothing. */
export function readPushPayload(data: unknown): PushPayload | null {
  if (typeof data !== "object" || data === null) return null;
  const { title, body, url, tag } = data as Record<string, unknown>;
  if (typeof title !== "string" || typeof body !== "string" || typeof url !== "string" || typeof tag !== "string") {
    return null;
  }
  // Only a path of this app: a payload never sends the member elsewhere.
  if (!url.startsWith("/") || url.startsWith("//")) return null;
  return { title, body, url, tag };
}
