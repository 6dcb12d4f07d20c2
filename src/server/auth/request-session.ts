import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { clearedSessionCookieOptions, SESSION_COOKIE, sessionCookieOptions } from "./cookies";
import { identifyApiTokenCaller, type CredentialRules } from "./api-token-caller";
import type { RequestSession } from "./caller-columns";
import { credentialKind, sessionCookieAction } from "./policy";
import { findSessionCaller } from "./session-caller";
import type { NewSession, SessionClient } from "./sessions";

export interface SessionCookieWriter {
  set(session: NewSession): void;
  clear(): void;
}

export interface PresentedToken {
  token: string;
  viaCookie: boolean;
  client: SessionClient;
}

/** A live request always has an address; stored sessions may not (SessionClient). */
export function sessionClientOf(request: FastifyRequest): SessionClient & { ip: string } {
  return { ip: request.ip, userAgent: request.headers["user-agent"]?.slice(0, 512) ?? null };
}

/** A Bearer header (scripts, the typed client) wins over the cookie (browsers). */
export function readSessionToken(request: FastifyRequest, client = sessionClientOf(request)): PresentedToken | null {
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) return { token: header.slice("Bearer ".length).trim(), viaCookie: false, client };
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, viaCookie: true, client } : null;
}

export function cookieWriter(reply: FastifyReply, appUrl: string): SessionCookieWriter {
  return {
    set: ({ token, session }) => {
      reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(appUrl, session.expiresAt));
    },
    clear: () => {
      reply.clearCookie(SESSION_COOKIE, clearedSessionCookieOptions(appUrl));
    },
  };
}

/**
 * Who is calling, for tRPC and plain HTTP routes alike: null for a missing, expired or forged
 * token, or a session whose account is gone.
 */
export async function identifyCaller(
  db: Db,
  presented: PresentedToken | null,
  rules: CredentialRules,
): Promise<RequestSession | null> {
  if (!presented) return null;
  const kind = credentialKind(presented);
  if (kind === "api-token") return identifyApiTokenCaller(db, presented.token, rules);
  return kind === "session" ? findSessionCaller(db, presented.token, presented.client) : null;
}

/**
 * identifyCaller for routes that keep the browser's cookie in step, as policy.ts's
 * sessionCookieAction says: re-issued or cleared. Every procedure and plain route does. `client` is
 * taken when the caller already has it: request.ip walks the proxy chain each time it is read.
 */
export async function authenticateRequest(
  db: Db,
  rules: CredentialRules,
  request: FastifyRequest,
  sessionCookie: SessionCookieWriter,
  client = sessionClientOf(request),
): Promise<RequestSession | null> {
  const presented = readSessionToken(request, client);
  if (!presented) return null;
  const caller = await identifyCaller(db, presented, rules);
  const cookie = sessionCookieAction(presented.viaCookie, caller?.session ?? null);
  if (cookie === "clear") sessionCookie.clear();
  else if (cookie) sessionCookie.set({ token: presented.token, session: cookie });
  return caller;
}
