import type { FastifyReply, FastifyRequest } from "fastify";
import { credentialRulesOf } from "../auth/api-token-caller";
import { authenticateRequest, cookieWriter, sessionClientOf, type SessionCookieWriter } from "../auth/request-session";
import type { SessionClient, SessionRecord } from "../auth/sessions";
import type { Db } from "../db/client";
import type { Env } from "../env";
import type { FileStorage } from "../integrations/storage";
import type { FirecrawlEndpoint } from "../integrations/firecrawl-endpoint";
import type { Mailer } from "../integrations/mail";
import type { StripeEndpoint } from "../integrations/stripe/endpoint";
import type { JobEngine } from "../jobs/engine";
import type { TaskQueue } from "../jobs/tasks";
import type { Logger } from "../logger";
import type { AppMetrics } from "../metrics/app-metrics";
import type { CurrentUser } from "../services/account/accounts";
import { VISITOR_ENTITLEMENT, type Entitlement } from "@/shared/domain/payments/plan-access";

export interface AppDeps {
  db: Db;
  env: Env;
  mailer: Mailer;
  /** Uploaded files (disk or S3), e.g. to delete an image a new upload replaced. */
  storage: FileStorage;
  firecrawl: FirecrawlEndpoint;
  stripe: StripeEndpoint;
  /** The job engine when this instance runs jobs (main.ts); null in API-only tests. */
  jobs: JobEngine | null;
  /** Work a request queues and answers before it runs (jobs/tasks.ts). */
  tasks: TaskQueue;
  /** Where procedure timings go (/metrics); absent in tests that build a context by hand. */
  metrics?: AppMetrics;
}

export interface RequestContext extends AppDeps {
  log: Logger;
  requestId: string;
  ip: string;
  /** The caller's address and user agent, recorded on the sessions it opens. */
  client: SessionClient;
  user: CurrentUser | null;
  /** Whose wallet the caller's calls read and write, resolved once here; null for visitors. */
  /** Null for visitors and for scripts that present an API token. */
  session: SessionRecord | null;
  apiTokenId: string | null;
  /** The /demo session or a 'leitura' API token: every mutation is refused (trpc/init.ts). */
  readOnly: boolean;
  /** Admin, or an active 'promocoes' grant: read with the credential on this very request, never cached. */
  hasDashboardAccess: boolean;
  /** The caller's plan and trial, for the plan gates (shared/domain/payments/plan-access.ts). */
  entitlement: Entitlement;
  /** When the caller's PRO trial ends or ended; null without one. */
  trialEndsAt: Date | null;
  sessionCookie: SessionCookieWriter;
  /** How many procedures the HTTP request calls (tRPC batches them); authentication wants one. */
  callsInRequest: number;
}

export async function createRequestContext(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  callsInRequest = 1,
): Promise<RequestContext> {
  const sessionCookie = cookieWriter(reply, deps.env.APP_URL);
  const client = sessionClientOf(request);
  const authenticated = await authenticateRequest(deps.db, credentialRulesOf(deps.env), request, sessionCookie, client);
  // Hot path (docs/decisions/035): the dependencies are spread last. On Node 20, properties written
  // after a spread cost ~4 µs each (the context has twelve); the same spread at the end is one copy.
  return {
    log: request.log,
    requestId: request.id,
    ip: client.ip,
    client,
    sessionCookie,
    user: authenticated?.user ?? null,
    session: authenticated?.session ?? null,
    apiTokenId: authenticated?.apiTokenId ?? null,
    readOnly: authenticated?.readOnly ?? false,
    callsInRequest,
    hasDashboardAccess: authenticated?.hasDashboardAccess ?? false,
    entitlement: authenticated?.entitlement ?? VISITOR_ENTITLEMENT,
    trialEndsAt: authenticated?.trialEndsAt ?? null,
    ...deps,
  };
}
