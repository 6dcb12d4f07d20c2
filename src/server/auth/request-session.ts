import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { loadCurrentUser, type CurrentUser } from "../services/accounts";
import { clearedSessionCookieOptions, SESSION_COOKIE, sessionCookieOptions } from "./cookies";
import { validateSessionToken, type NewSession, type SessionRecord } from "./sessions";

export interface SessionCookieWriter {
  set(session: NewSession): void;
  clear(): void;
}

export interface RequestSession {
  user: CurrentUser;
  session: SessionRecord;
}

export interface PresentedToken {
  token: string;
  viaCookie: boolean;
}

/** A Bearer header (scripts, the typed client) wins over the cookie (browsers). */
export function readSessionToken(request: FastifyRequest): PresentedToken | null {
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) return { token: header.slice("Bearer ".length).trim(), viaCookie: false };
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, viaCookie: true } : null;
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
export async function identifyCaller(db: Db, presented: PresentedToken | null): Promise<RequestSession | null> {
  if (!presented) return null;
  const validated = await validateSessionToken(db, presented.token);
  const user = validated ? await loadCurrentUser(db, validated.userId) : null;
  return validated && user ? { user, session: validated.session } : null;
}

/**
 * identifyCaller for routes that keep the browser's cookie in step: a stale cookie is cleared;
 * a valid one is re-issued so the browser's copy slides along with the stored expiry.
 */
export async function authenticateRequest(
  db: Db,
  request: FastifyRequest,
  sessionCookie: SessionCookieWriter,
): Promise<RequestSession | null> {
  const presented = readSessionToken(request);
  const caller = await identifyCaller(db, presented);
  if (presented?.viaCookie) {
    if (caller) sessionCookie.set({ token: presented.token, session: caller.session });
    else sessionCookie.clear();
  }
  return caller;
}
