import type { Agent } from "node:https";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** A device's subscription as the push service and RFC 8291 need it. */
interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * "gone": the push service no longer knows the subscription (404 or 410, RFC 8030 §7.3);
 * `refused`: any other answer of the push service, by its status, to try again later.
 */
type PushOutcome = "sent" | "gone" | { refused: number };

export interface PushSender {
  /** Throws on a network failure: the caller retries later, as after a refusal. */
  send(target: PushTarget, payload: string, topic: string): Promise<PushOutcome>;
}

type WebPush = typeof import("web-push");

/**
 * web-push is CommonJS and sets its exports in a way Node's ESM loader cannot name, so under Node
 * they are on the default export only; a bundler's interop may give them by name as well.
 */
async function loadWebPush(): Promise<WebPush> {
  const loaded: WebPush & { default?: WebPush } = await import("web-push");
  return loaded.default ?? loaded;
}

/** A push waits at the push service this long for a device that is off, then is dropped. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Web Push through the web-push library (docs/decisions/043): the payload encrypted with aes128gcm
 * (RFC 8291) and the request signed with VAPID (RFC 8292). `topic` makes the push service replace
 * a copy still waiting for the device (RFC 8030 §5.4), so a send repeated after a crash between
 * sending and recording it does not reach the device twice. `agent` is for a push service whose
 * certificate a test made (src/server/testing/push-service.ts). web-push loads at the first push.
 */
export function createPushSender(keys: VapidKeys, subject: string, options: { agent?: Agent } = {}): PushSender {
  return {
    async send(target, payload, topic) {
      const { sendNotification, WebPushError } = await loadWebPush();
      try {
        await sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
            TTL: TIME_TO_LIVE_SECONDS,
            topic,
            urgency: "normal",
            contentEncoding: "aes128gcm",
            timeout: REQUEST_TIMEOUT_MS,
            ...(options.agent ? { agent: options.agent } : {}),
          },
        );
        return "sent";
      } catch (error) {
        if (!(error instanceof WebPushError)) throw error;
        if (error.statusCode === 404 || error.statusCode === 410) return "gone";
        // The status alone: the error's message and fields carry the device's push address.
        return { refused: error.statusCode };
      }
    },
  };
}

/** A fresh VAPID key pair, for the embedded default (services/alerts/vapid-keys.ts). */
export async function generateVapidKeys(): Promise<VapidKeys> {
  const { generateVAPIDKeys } = await loadWebPush();
  return generateVAPIDKeys();
}
