import { randomUUID } from "node:crypto";
import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import type { Database } from "./db/client";
import type { Env } from "./env";
import { settleBackgroundWork } from "./background";
import { registerCertificateRoutes } from "./http/certificates";
import { installTestClock } from "./clock";
import { registerDevTools } from "./http/dev-tools";
import { registerDataExportRoute } from "./http/data-export";
import { registerEmailChangeRoute } from "./http/email-change";
import { registerEmailConfirmationRoute } from "./http/email-confirmation";
import { registerFileRoutes } from "./http/files";
import { registerHealthRoutes } from "./http/health";
import { registerInternalErrorReply } from "./http/internal-errors";
import { registerMetrics } from "./http/metrics";
import { registerOriginGuard } from "./http/origin-guard";
import { registerPages } from "./http/pages";
import { registerUploadRoutes, UPLOADS_PATH } from "./http/uploads";
import { registerRedemptionExportRoute } from "./http/redemption-export";
import { registerReportExportRoute } from "./http/report-export";
import { serializeRequest } from "./http/request-log";
import { registerRouteAccess } from "./http/route-access";
import { registerBodyDeadlines, requestTimeoutsOf, serverTimeoutOptions } from "./http/request-timeouts";
import { registerStripeWebhook, STRIPE_WEBHOOK_PATH } from "./http/stripe-webhook";
import { registerSecurityHeaders } from "./http/security-headers";
import { registerSeoRoutes } from "./http/seo";
import { registerSpreadsheetImportRoutes } from "./http/spreadsheet-import";
import { IMPORT_PATHS } from "@/shared/domain/import/answers";
import { registerTrpcContentTypeGuard } from "./http/trpc-content-type";
import { registerTrpcRoute } from "./http/trpc-transport/route";
import { fastifyTrustProxy } from "./http/trusted-proxies";
import { createFirecrawlEndpoint } from "./integrations/firecrawl-endpoint";
import { withDevMailbox } from "./integrations/dev-mailbox";
import { createMailer, type Mailer } from "./integrations/mail";
import { alertJobs } from "./jobs/alert-jobs";
import { accountTasks } from "./jobs/account-jobs";
import { clubJobs } from "./jobs/club-jobs";
import { createJobEngine } from "./jobs/engine";
import { pushSenderFor } from "./services/alerts/vapid-keys";
import { promotionTasks } from "./jobs/promotion-jobs";
import { createTaskQueue } from "./jobs/tasks";
import { createAppMetrics } from "./metrics/app-metrics";
import { createFileStorage, type FileStorage } from "./integrations/storage";
import { createStripeEndpoint } from "./integrations/stripe/endpoint";
import { serializeError } from "./log-errors";
import { createRequestContext } from "./trpc/context";
import { appRouter } from "./trpc/router";

/** Arbitrary but fixed, like the migration lock: instances set up the job queues one at a time. */
const JOB_SETUP_LOCK_KEY = 7_241_995;
/** How long after listening the scheduled jobs start: no schedule is that tight, first answers are. */
const JOBS_START_DELAY_MS = 1_000;

export interface BuildAppDeps {
  env: Env;
  database: Database;
  /** Defaults to SMTP or the log, per SMTP_URL; tests pass one pointed at their own SMTP server. */
  mailer?: Mailer;
  /** Defaults to S3 or DATA_DIR/files, per S3_BUCKET; tests pass one of their own. */
  storage?: FileStorage;
  /** The built client (dist/client); omitted in API-only tests. */
  clientDir?: string | null;
  /** Where log lines go instead of stdout; tests read them to prove what is never logged. */
  logStream?: { write(line: string): void };
  /** Starts the scheduled jobs (alerts, summaries) with the app and stops them on close; main.ts sets it. */
  startJobs?: boolean;
}

/** The whole HTTP surface, ready for `listen` (main.ts) or `inject` (tests). */
export async function buildApp({
  env,
  database,
  mailer,
  storage,
  clientDir,
  logStream,
  startJobs = false,
}: BuildAppDeps): Promise<FastifyInstance> {
  const timeouts = requestTimeoutsOf(env);
  const app = Fastify({
    ...serverTimeoutOptions(timeouts),
    logger: {
      level: env.LOG_LEVEL,
      serializers: { err: serializeError, req: serializeRequest },
      ...(logStream ? { stream: logStream } : {}),
    },
    genReqId: () => randomUUID(),
    // A batched call names its procedures in the path, comma-joined: a page's batch passes the
    // router's default 100 characters for a parameter, which would answer 414 (tRPC's Fastify guide).
    routerOptions: { maxParamLength: 5_000 },
    trustProxy: fastifyTrustProxy(env.TRUST_PROXY),
    // Keep-alive sockets must not hold a graceful shutdown open.
    forceCloseConnections: "idle",
  });
  const baseMailer = mailer ?? createMailer(env, app.log, database.db);
  const sendingMailer = env.DEV_TOOLS ? withDevMailbox(baseMailer, app) : baseMailer;
  if (env.DEV_TOOLS) registerDevTools(app, database.db);
  if (env.TEST_CLOCK) installTestClock(app);
  const alertDeps = {
    db: database.db,
    mailer: sendingMailer,
    appUrl: env.APP_URL,
    log: app.log,
    pushSender: pushSenderFor(database.db, env),
  };
  const tasks = [
    ...accountTasks({ db: database.db, env, mailer: sendingMailer, log: app.log }),
    ...promotionTasks(alertDeps),
  ];
  const jobs = startJobs
    ? createJobEngine(
        database.jobConnection,
        [...alertJobs(alertDeps, env), ...clubJobs({ db: database.db, log: app.log }, env), ...tasks],
        app.log,
        { serialiseSetup: (setup) => database.withAdvisoryLock(JOB_SETUP_LOCK_KEY, setup) },
      )
    : null;
  const deps = {
    db: database.db,
    env,
    mailer: sendingMailer,
    storage: storage ?? createFileStorage(env),
    firecrawl: createFirecrawlEndpoint(env),
    stripe: createStripeEndpoint(env),
    jobs,
    tasks: createTaskQueue(jobs, tasks, app.log),
    metrics: createAppMetrics({ database, jobs }),
  };
  app.addHook("onClose", () => deps.firecrawl.close());
  app.addHook("onClose", () => deps.stripe.close());
  app.addHook("onClose", () => settleBackgroundWork());
  // Offline test mode: the fake Stripe's signed events reach the real webhook route, without a network hop.
  deps.stripe.deliverEventsTo(async (payload, signature) => {
    const response = await app.inject({
      method: "POST",
      url: STRIPE_WEBHOOK_PATH,
      headers: { "content-type": "application/json", "stripe-signature": signature },
      payload,
    });
    if (response.statusCode >= 300) throw new Error(`webhook answered ${response.statusCode}`);
  });
  if (jobs) {
    // Started a moment after the server listens, not before: pg-boss's start (its schema on a
    // first run, queues, schedules) used to stand between a start and the first answer, and
    // loading pg-boss (a few hundred milliseconds of compiling) held up the first requests a
    // new instance is sent (docs/decisions/035).
    let starting: Promise<void> = Promise.resolve();
    let startTimer: NodeJS.Timeout | undefined;
    app.addHook("onListen", async () => {
      startTimer = setTimeout(() => {
        starting = jobs
          .start()
          .catch((error: unknown) => app.log.error({ err: error }, "Falha ao iniciar as tarefas agendadas"));
      }, JOBS_START_DELAY_MS);
    });
    // Before the database closes (main.ts closes it after the app): running jobs finish first.
    app.addHook("onClose", async () => {
      clearTimeout(startTimer);
      await starting;
      await jobs.stop();
    });
  }

  const pageNonce = registerSecurityHeaders(app, env.APP_URL);
  registerInternalErrorReply(app);
  registerBodyDeadlines(app, timeouts, [UPLOADS_PATH, IMPORT_PATHS.commit]);
  registerMetrics(app, deps.metrics, env.METRICS_TOKEN);
  await app.register(fastifyCookie);
  registerOriginGuard(app, env.APP_URL, [STRIPE_WEBHOOK_PATH]);
  registerRouteAccess(app);
  registerHealthRoutes(app, database.db);
  registerEmailConfirmationRoute(app, deps);
  await registerUploadRoutes(app, deps);
  registerFileRoutes(app, deps);
  registerCertificateRoutes(app, { db: deps.db, appUrl: env.APP_URL });
  registerReportExportRoute(app, deps);
  registerRedemptionExportRoute(app, deps);
  registerDataExportRoute(app, deps);
  await registerSpreadsheetImportRoutes(app, deps);
  registerEmailChangeRoute(app, database.db);
  await registerStripeWebhook(app, deps);
  registerSeoRoutes(app, env.APP_URL);

  registerTrpcContentTypeGuard(app, "/trpc");
  await registerTrpcRoute(app, {
    prefix: "/trpc",
    router: appRouter,
    createContext: (request, reply, callsInRequest) => createRequestContext(deps, request, reply, callsInRequest),
  });

  if (clientDir) await registerPages(app, clientDir, deps, pageNonce);
  // Fastify's own 404 logs "Route GET:<url> not found", query string and its tokens included.
  else app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: { message: "Não encontrado" } }));
  return app;
}
