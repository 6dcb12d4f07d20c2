import type { FastifyInstance, FastifyReply, FastifyRequest, RouteGenericInterface } from "fastify";
import type { RequestSession } from "../auth/caller-columns";
import { accessRefusal, type AccessCall, type AccessRule } from "../auth/policy";
import { credentialRulesOf } from "../auth/api-token-caller";
import { authenticateRequest, cookieWriter } from "../auth/request-session";
import type { Db } from "../db/client";
import type { Env } from "../env";
import { AppError } from "../errors";
import { sendAppError } from "./app-error-reply";

/**
 * The plain HTTP routes' side of auth/policy.ts: a preHandler per route that authenticates the
 * request as tRPC's context does (the session cookie re-issued or cleared), asks the policy, and
 * either answers the refusal or leaves the caller on the request for the handler.
 */

const CALLER = "caller";

/**
 * Once, before any route: the caller is a request decorator, so every request has the field from
 * the start (null) instead of growing it in the preHandler, as Fastify asks of decorations.
 */
export function registerRouteAccess(app: FastifyInstance): void {
  app.decorateRequest(CALLER, null);
}

export interface RouteAccessDeps {
  db: Db;
  env: Pick<Env, "APP_URL" | "ADMIN_API_TOKEN_MAX_DAYS">;
}

interface RouteAccess<R extends RouteGenericInterface> {
  rule: AccessRule;
  /** Whether the route reads or changes: read-only credentials may only read. */
  call: AccessCall;
  /**
   * Only these requests are authenticated; the others go on as a visitor's, untouched (no query,
   * no cookie). For /files, whose public images must not carry a Set-Cookie under a public cache.
   */
  identifies?: (request: FastifyRequest<R>) => boolean;
  /** How a refusal is sent when the route needs more than the pt-BR JSON (uploads: an unread body). */
  refuse?: (request: FastifyRequest, reply: FastifyReply, error: AppError) => FastifyReply;
}

/** The preHandler for a route (its `preHandler` option), as the route declares its access. */
export function routeAccess<R extends RouteGenericInterface = RouteGenericInterface>(
  deps: RouteAccessDeps,
  access: RouteAccess<R>,
): (request: FastifyRequest<R>, reply: FastifyReply<R>) => Promise<FastifyReply | undefined> {
  return async (request, reply) => {
    if (access.identifies && !access.identifies(request)) return;
    const caller = await authenticateRequest(
      deps.db,
      credentialRulesOf(deps.env),
      request,
      cookieWriter(reply, deps.env.APP_URL),
    );
    const refusal = accessRefusal(caller, access.rule, access.call);
    if (refusal) {
      const error = new AppError(refusal);
      return access.refuse ? access.refuse(request, reply, error) : sendAppError(reply, error);
    }
    request.setDecorator<RequestSession | null>(CALLER, caller);
  };
}

/** The caller routeAccess let through; null for a visitor (on a route that admits anyone). */
export function callerOf(request: FastifyRequest): RequestSession | null {
  return request.getDecorator<RequestSession | null>(CALLER);
}

/** The member routeAccess let through a member rule. */
export function memberOf(request: FastifyRequest): RequestSession {
  const caller = callerOf(request);
  // Only a route that forgot its preHandler gets here: a bug, answered as an internal error.
  if (!caller) throw new Error(`${request.routeOptions.url ?? request.url} has no member rule in its preHandler`);
  return caller;
}
