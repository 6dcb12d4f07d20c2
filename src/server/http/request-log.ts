import type { FastifyRequest } from "fastify";

/**
 * Query parameters whose values are credentials: the single-use links of e-mails (reset,
 * confirmation, e-mail change: `token`) and anything named like a secret. Logged as "[redacted]".
 */
const SECRET_PARAM = /token|secret|password|senha|key|code_verifier/i;
/** tRPC GETs carry their input in the query; under auth.* it may hold a token or an address. */
const SECRET_INPUT_PATH = /^\/trpc\/[^?]*auth\./;
const REDACTED = "[redacted]";

/** The request's address as the log keeps it: the path, with every credential in it replaced. */
function redactedUrl(url: string): string {
  const queryAt = url.indexOf("?");
  if (queryAt === -1) return url;
  const path = url.slice(0, queryAt);
  const query = new URLSearchParams(url.slice(queryAt + 1));
  const secretInput = SECRET_INPUT_PATH.test(path);
  for (const name of new Set(query.keys())) {
    if (SECRET_PARAM.test(name) || (secretInput && name === "input")) query.set(name, REDACTED);
  }
  return `${path}?${query.toString()}`;
}

/**
 * Fastify's request log line (`req`), minus secrets: the same fields as its default serializer, the
 * URL redacted (docs/security.md, "Single-use tokens in logs").
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
