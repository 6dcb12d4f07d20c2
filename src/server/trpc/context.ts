import type { FastifyReply, FastifyRequest } from "fastify";
import { identifyCaller, readSessionToken } from "../auth/caller";
import { clearedSessionCookieOptions, SESSION_COOKIE, sessionCookieOptions } from "../auth/cookies";
import type { NewSession, SessionRecord } from "../auth/sessions";
import type { Db } from "../db/client";
import type { Env } from "../env";
import type { Mailer } from "../integrations/mail";
import type { Logger } from "../logger";
import type { CurrentUser } from "../services/accounts";

export interface AppDeps {
  db: Db;
  env: Env;
  mailer: Mailer;
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
  const caller = await identifyCaller(deps.db, presented);
  if (!caller) {
    if (presented.viaCookie) sessionCookie.clear();
    return { ...base, user: null, session: null };
  }
  // Re-issue the cookie so the browser's copy slides along with the stored expiry.
  if (presented.viaCookie) sessionCookie.set({ token: presented.token, session: caller.session });
  return { ...base, user: caller.user, session: caller.session };
}
