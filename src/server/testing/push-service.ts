import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from "node:crypto";
import { Agent, createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { decrypt } from "http_ece";
import { selfSignedCertificate, type TlsPair } from "./self-signed-certificate";

/**
 * A push service on loopback that speaks Web Push as a browser's would (RFC 8030): it takes a
 * POST at a subscription's endpoint, refuses a request whose VAPID token (RFC 8292) is not signed
 * by the key it names or is not meant for it, and decrypts the body with the subscription's own
 * private key (RFC 8291, aes128gcm), so a test reads exactly what the device would show. Over
 * https, as web-push only speaks https, with a certificate made when it starts (or the one it is
 * handed: the e2e server must trust it before the service starts, e2e/push-certificate.ts).
 */
interface ReceivedPush {
  subscription: string;
  payload: unknown;
  topic: string | undefined;
  ttl: string | undefined;
  /** The `sub` of the VAPID token: who the push service may contact. */
  vapidSubject: string;
}

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface TestPushService {
  url: string;
  received: ReceivedPush[];
  /** Requests refused (a bad signature, a wrong audience, an expired token). */
  refused: string[];
  /** The https agent that trusts the service's certificate, for the app's push sender. */
  agent: Agent;
  /** A new subscription as a browser's PushSubscription.toJSON() gives it. */
  subscribe(): TestSubscription;
  /** From now on, the service answers `status` at this subscription's endpoint (410: unsubscribed); null: accept again. */
  answer(endpoint: string, status: number | null): void;
  close(): Promise<void>;
}

const base64url = (buffer: Buffer) => buffer.toString("base64url");

/** The VAPID header's token, checked against the public key `k` it carries; the refusal, or null. */
function vapidRefusal(authorization: string | undefined, audience: string): { refusal: string } | { subject: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? "");
  if (!match?.[1] || !match[2]) return { refusal: "no VAPID authorization" };
  const [header, claims, signature] = match[1].split(".");
  if (!header || !claims || !signature) return { refusal: "malformed token" };
  const point = Buffer.from(match[2], "base64url");
  const key = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: base64url(point.subarray(1, 33)), y: base64url(point.subarray(33, 65)) },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) return { refusal: "bad signature" };
  const { aud, exp, sub } = JSON.parse(Buffer.from(claims, "base64url").toString("utf8")) as Record<string, unknown>;
  if (aud !== audience) return { refusal: `audience ${String(aud)}` };
  const now = Date.now() / 1000;
  if (typeof exp !== "number" || exp < now || exp > now + 24 * 60 * 60) return { refusal: "expiry" };
  if (typeof sub !== "string" || !/^(mailto:|https:)/.test(sub)) return { refusal: "subject" };
  return { subject: sub };
}

export async function startTestPushService(given?: TlsPair): Promise<TestPushService> {
  const tls = given ?? (await selfSignedCertificate());
  const keys = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const server: Server = createServer(tls);
  let url = "";

  server.on("request", (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? "")?.[1];
      const subscription = id ? keys.get(id) : undefined;
      const endpoint = `${url}${request.url ?? ""}`;
      const checked = vapidRefusal(request.headers.authorization, url);
      if (request.method !== "POST" || !id || !subscription || answers.get(endpoint) === 404) {
        response.writeHead(404).end();
        return;
      }
      if ("refusal" in checked || request.headers["content-encoding"] !== "aes128gcm") {
        refused.push("refusal" in checked ? checked.refusal : "content encoding");
        response.writeHead(403).end();
        return;
      }
      const status = answers.get(endpoint);
      if (status !== undefined) {
        response.writeHead(status).end();
        return;
      }
      const plain = decrypt(Buffer.concat(chunks), {
        version: "aes128gcm",
        privateKey: subscription.ecdh,
        authSecret: subscription.auth,
      });
      received.push({
        subscription: endpoint,
        payload: JSON.parse(plain.toString("utf8")) as unknown,
        topic: request.headers.topic as string | undefined,
        ttl: request.headers.ttl as string | undefined,
        vapidSubject: checked.subject,
      });
      response.writeHead(201, { location: `${url}/message/${received.length}` }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `https://localhost:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: tls.cert });

  return {
    url,
    received,
    refused,
    agent,
    subscribe() {
      const id = randomBytes(12).toString("hex");
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      keys.set(id, { ecdh, auth });
      return {
        endpoint: `${url}/push/${id}`,
        keys: { p256dh: base64url(ecdh.getPublicKey()), auth: base64url(auth) },
      };
    },
    answer(endpoint, status) {
      if (status === null) answers.delete(endpoint);
      else answers.set(endpoint, status);
    },
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
