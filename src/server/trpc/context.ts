import type { FastifyReply, FastifyRequest } from "fastify";
import { clearedSessionCookieOptions, SESSION_COOKIE, sessionCookieOptions } from "../auth/cookies";
import { validateSessionToken, type NewSession, type SessionRecord } from "../auth/sessions";
import type { Db } from "../db/client";
import type { Env } from "../env";
import type { FirecrawlEndpoint } from "../integrations/firecrawl-endpoint";
import type { Mailer } from "../integrations/mail";
import type { Logger } from "../logger";
import { loadCurrentUser, type CurrentUser } from "../services/accounts";

export interface AppDeps {
  db: Db;
  env: Env;
  mailer: Mailer;
  firecrawl: FirecrawlEndpoint;
}

export interface SessionCookieWriter {
  set(session: NewSession): void;
  clear(): void;
}

export interface RequestContext extends AppDeps {
  log: Logger;
  requestId: string;
  ip: string;
  user: CurrentUser | null;
  session: SessionRecord | null;
  sessionCookie: SessionCookieWriter;
}

/** A Bearer header (scripts, the typed client) wins over the cookie (browsers). */
export function readSessionToken(request: FastifyRequest): { token: string; viaCookie: boolean } | null {
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

export async function createRequestContext(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<RequestContext> {
  const sessionCookie = cookieWriter(reply, deps.env.APP_URL);
  const base = { ...deps, log: request.log, requestId: request.id, ip: request.ip, sessionCookie };
  const presented = readSessionToken(request);
  if (!presented) return { ...base, user: null, session: null };

  const validated = await validateSessionToken(deps.db, presented.token);
  const user = validated ? await loadCurrentUser(deps.db, validated.userId) : null;
  if (!validated || !user) {
    if (presented.viaCookie) sessionCookie.clear();
    return { ...base, user: null, session: null };
  }
  // Re-issue the cookie so the browser's copy slides along with the stored expiry.
  if (presented.viaCookie) sessionCookie.set({ token: presented.token, session: validated.session });
  return { ...base, user, session: validated.session };
}
