import type { FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { loadCurrentUser, type CurrentUser } from "../services/accounts";
import { SESSION_COOKIE } from "./cookies";
import { validateSessionToken, type SessionRecord } from "./sessions";

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

export interface Caller {
  user: CurrentUser;
  session: SessionRecord;
}

/**
 * Who is calling: the one answer shared by tRPC's context and the plain HTTP routes. Null for a
 * missing, expired or forged token, or a session whose account is gone.
 */
export async function identifyCaller(db: Db, presented: PresentedToken | null): Promise<Caller | null> {
  if (!presented) return null;
  const validated = await validateSessionToken(db, presented.token);
  const user = validated ? await loadCurrentUser(db, validated.userId) : null;
  return validated && user ? { user, session: validated.session } : null;
}
