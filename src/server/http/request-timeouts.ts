import type { IncomingMessage, ServerOptions } from "node:http";
import type { FastifyInstance } from "fastify";
import type { Env } from "../env";

export interface RequestTimeouts {
  /** A request's headers must all arrive within this. */
  headersMs: number;
  /** A connection with no byte either way for this long is closed. */
  idleMs: number;
  /** The body of any request but an upload must all arrive within this. */
  bodyMs: number;
  /** An upload's body (up to 500 MB) must all arrive within this. */
  uploadBodyMs: number;
}

export function requestTimeoutsOf(env: Env): RequestTimeouts {
  return {
    headersMs: env.HTTP_HEADERS_TIMEOUT_MS,
    idleMs: env.HTTP_IDLE_TIMEOUT_MS,
    bodyMs: env.HTTP_BODY_TIMEOUT_MS,
    uploadBodyMs: env.HTTP_UPLOAD_TIMEOUT_MS,
  };
}

/**
 * Node's own limits (docs/security.md): a silent connection, headers sent a byte at a time, and as a
 * backstop any request that takes longer to arrive than an upload may. Node checks the header
 * and request deadlines on a timer; a tight one keeps a slow-drip client to about the limit.
 */
export function serverTimeoutOptions(limits: RequestTimeouts): {
  connectionTimeout: number;
  requestTimeout: number;
  http: ServerOptions;
} {
  return {
    connectionTimeout: limits.idleMs,
    requestTimeout: Math.max(limits.uploadBodyMs, limits.bodyMs, limits.headersMs),
    http: { headersTimeout: limits.headersMs, connectionsCheckingInterval: Math.min(1_000, limits.headersMs) },
  };
}

function hasBody(request: IncomingMessage): boolean {
  const length = request.headers["content-length"];
  return request.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

/**
 * A body that drips in a byte at a time never trips the idle limit; this deadline does. Each
 * request's body gets its own (a file sent under one of `filePrefixes`, an upload or a spreadsheet
 * to import, a longer one), and a late body closes the connection: the handler then sees an
 * aborted stream, and an upload removes what it stored of it.
 */
export function registerBodyDeadlines(
  app: FastifyInstance,
  limits: RequestTimeouts,
  filePrefixes: readonly string[],
): void {
  app.addHook("onRequest", (request, _reply, done) => {
    const { raw } = request;
    if (!hasBody(raw) || raw.complete) return done();
    const sendsFile = filePrefixes.some((prefix) => request.url.startsWith(prefix));
    const limitMs = sendsFile ? limits.uploadBodyMs : limits.bodyMs;
    const timer = setTimeout(() => {
      request.log.warn({ limitMs }, "Corpo da requisição não chegou no prazo; conexão encerrada");
      raw.socket.destroy();
    }, limitMs);
    const settle = () => clearTimeout(timer);
    raw.once("end", settle);
    raw.once("close", settle);
    done();
  });
}
