import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route answers with stored files: they get STORED_FILE_CSP instead of the app's policy. */
    storedFile?: boolean;
  }
}

/** YouTube's players, the only pages the app frames (lesson videos, src/shared/domain/courses/lesson-video.ts). */
const YOUTUBE_EMBEDS = ["https://www.youtube.com", "https://www.youtube-nocookie.com"];

type ContentSecurityPolicy = Exclude<HelmetOptions["contentSecurityPolicy"], boolean | undefined>;

/** Stands for the request's nonce in the page policy worked out once (registerSecurityHeaders). */
const NONCE_PLACEHOLDER = "milheiro-nonce-placeholder";

/**
 * The app's Content-Security-Policy (docs/security.md). Scripts only from our own files, and on a
 * page the inline scripts the server render writes (the router's hydration data, React's) with
 * that response's nonce (`nonce`, docs/decisions/037); never 'unsafe-inline'. Styles allow
 * 'unsafe-inline' because the libraries the pages use add <style> elements at run time (sonner's
 * toasts, Radix's scroll lock), which carry no nonce; a style cannot run script. Pictures and
 * videos may come from any http(s) address because an admin may name one for a promotion, the
 * hero or a lesson; they cannot run script either.
 */
function appContentSecurityPolicy(secure: boolean, nonce?: string): ContentSecurityPolicy {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: nonce ? ["'self'", `'nonce-${nonce}'`] : ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "http:", "https:"],
      mediaSrc: ["'self'", "blob:", "http:", "https:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      frameSrc: YOUTUBE_EMBEDS,
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(secure ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/**
 * What /files answers with: a stored file is never a page of the app. Opened on its own it runs
 * in a sandbox (a unique origin, no scripts), loads nothing, and no site may frame it.
 */
const STORED_FILE_CSP: ContentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'none'"],
    styleSrc: ["'unsafe-inline'"],
    sandbox: [],
    frameAncestors: ["'none'"],
  },
};

/**
 * The headers a helmet middleware sets. They depend only on its options (no directive here is a
 * function of the request), so they are read once, from a response that only records them.
 */
function headersSetBy(middleware: ReturnType<typeof helmet>): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => void headers.push([name, value]),
    // X-Powered-By: Node and Fastify never set it, so there is nothing to remove.
    removeHeader: () => {},
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/** A page's answer: a fresh nonce for its inline scripts, already in its Content-Security-Policy. */
export type PageNonce = (reply: FastifyReply) => string;

/**
 * Security headers on every response (HTML, assets, API, files, errors, 404), through helmet, plus
 * `Cache-Control: no-store` on any answer that did not choose its own caching: API answers carry
 * someone's data and must not stay in a browser's or a proxy's cache. helmet's headers are worked
 * out once here: @fastify/helmet built its middlewares again on every request, about 5 % of an API
 * call's time (docs/decisions/035), and running its eleven middlewares per request was another
 * 3.4 % of auth.me's busy CPU (decision 026). A page's policy differs only by its nonce: it is
 * worked out once around a placeholder, and each page's answer puts its own nonce in (the
 * function returned). Register before any route.
 */
export function registerSecurityHeaders(app: FastifyInstance, appUrl: string): PageNonce {
  const secure = new URL(appUrl).protocol === "https:";
  const options: HelmetOptions = {
    contentSecurityPolicy: appContentSecurityPolicy(secure),
    // Stripe's checkout opens in a tab the page names first and then sends on (use-checkout.ts).
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    // YouTube's player refuses to play without knowing which site embeds it.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
    // Only over https, where a browser heeds it; sibling sub-domains are not this app's to bind.
    strictTransportSecurity: secure ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false } : false,
  };
  const appHeaders = headersSetBy(helmet(options));
  const storedFileHeaders = headersSetBy(helmet({ ...options, contentSecurityPolicy: STORED_FILE_CSP }));
  const pageHeaders = headersSetBy(
    helmet({ ...options, contentSecurityPolicy: appContentSecurityPolicy(secure, NONCE_PLACEHOLDER) }),
  );
  const [pagePolicyName, pagePolicy] = pageHeaders.find(([name]) => name === "Content-Security-Policy") ?? [];
  if (!pagePolicyName || !pagePolicy) throw new Error("helmet não definiu a Content-Security-Policy");
  const [beforeNonce, afterNonce] = pagePolicy.split(NONCE_PLACEHOLDER);
  app.addHook("onRequest", (request, reply, done) => {
    const headers = request.routeOptions.config.storedFile ? storedFileHeaders : appHeaders;
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (!reply.hasHeader("Cache-Control") && reply.raw.getHeader("Cache-Control") === undefined) {
      reply.header("Cache-Control", "no-store");
    }
    return payload;
  });
  return (reply) => {
    // 128 random bits, as the CSP specification asks of a nonce.
    const nonce = randomBytes(16).toString("base64");
    reply.raw.setHeader(pagePolicyName, `${beforeNonce}${nonce}${afterNonce}`);
    return nonce;
  };
}
