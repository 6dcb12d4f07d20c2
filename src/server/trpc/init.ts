import { initTRPC, TRPCError } from "@trpc/server";
import { z } from "zod";
import { tokenHasPersonalData } from "../auth/api-tokens";
import {
  ACCESS,
  accessRefusal,
  admit,
  admitFeature,
  admitPersonalData,
  type AccessCall,
  type AccessRule,
} from "../auth/policy";
import { APP_ERRORS, isAppError, refusedFieldOf } from "../errors";
import { walletScopeOf } from "../services/access/wallet-scope";
import type { RequestContext } from "./context";

function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? APP_ERRORS.INVALID_INPUT.message;
}

/**
 * Messages per top-level input field, for forms to show beside each input (an AppError's too, when
 * its catalogue entry names the field: src/server/errors.ts). Typed as a record:
 * z.flattenError on an untyped ZodError yields `{}`, which a client cannot index.
 */
function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const [field] = issue.path;
    if (field !== undefined) (fields[String(field)] ??= []).push(issue.message);
  }
  return fields;
}

export interface ProcedureMeta {
  /** Safe for a read-only caller although a mutation: it only ends the caller's own session. */
  allowedWhenReadOnly?: boolean;
  /** Waits on Stripe or Firecrawl, whose clients have timeouts of their own: no request deadline. */
  waitsOnOutsideService?: boolean;
}

const t = initTRPC
  .context<RequestContext>()
  .meta<ProcedureMeta>()
  .create({
    // Never send stack traces to the browser, whatever NODE_ENV says.
    isDev: false,
    errorFormatter({ shape, error, ctx, input }) {
      const zodError = error.cause instanceof z.ZodError ? error.cause : null;
      const refusedField = isAppError(error.cause) ? refusedFieldOf(error.cause, input) : undefined;
      const internal = error.code === "INTERNAL_SERVER_ERROR";
      return {
        ...shape,
        message: zodError ? firstIssueMessage(zodError) : internal ? APP_ERRORS.INTERNAL.message : shape.message,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          requestId: ctx?.requestId,
          fieldErrors: zodError
            ? fieldErrorsOf(zodError)
            : refusedField
              ? { [refusedField]: [shape.message] }
              : undefined,
        },
      };
    },
  });

/** Turns AppErrors into their tRPC code and pt-BR text; logs anything unexpected with the request id. */
const mapErrors = t.middleware(async ({ ctx, next, path }) => {
  const result = await next();
  if (result.ok) return result;
  const { error } = result;
  if (isAppError(error.cause)) {
    throw new TRPCError({ code: APP_ERRORS[error.cause.code].trpc, message: error.cause.message, cause: error.cause });
  }
  if (error.code === "INTERNAL_SERVER_ERROR") {
    ctx.log.error({ err: error.cause ?? error, path, requestId: ctx.requestId }, "Erro interno em procedimento");
  }
  return result;
});

/** Times every procedure on its own, also inside a batched request (the path is the label: bounded). */
const timeProcedure = t.middleware(async ({ ctx, next, path, type }) => {
  if (!ctx.metrics) return next();
  const started = performance.now();
  const result = await next();
  const outcome = result.ok ? "ok" : result.error.code;
  ctx.metrics.observeProcedure({ procedure: path, type, outcome }, (performance.now() - started) / 1000);
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

type CallType = AccessCall["type"];

// One object per kind of call, made once: the gates run on every procedure (docs/decisions/035).
const CALLS: Record<CallType, AccessCall> = {
  query: { type: "query", allowedWhenReadOnly: false },
  mutation: { type: "mutation", allowedWhenReadOnly: false },
  subscription: { type: "subscription", allowedWhenReadOnly: false },
};
const CALLS_ALLOWED_WHEN_READ_ONLY: Record<CallType, AccessCall> = {
  query: { type: "query", allowedWhenReadOnly: true },
  mutation: { type: "mutation", allowedWhenReadOnly: true },
  subscription: { type: "subscription", allowedWhenReadOnly: true },
};

function callOf(type: CallType, meta: ProcedureMeta | undefined): AccessCall {
  return meta?.allowedWhenReadOnly ? CALLS_ALLOWED_WHEN_READ_ONLY[type] : CALLS[type];
}

/**
 * A builder's access rule, decided by auth/policy.ts as for the plain HTTP routes. A refusal is
 * thrown as an AppError, which mapErrors turns into its code and pt-BR text.
 */
function accessGate(rule: AccessRule) {
  return t.middleware(({ ctx, type, meta, next }) => {
    admit(ctx, rule, callOf(type, meta));
    return next();
  });
}

/**
 * A procedure still waiting after REQUEST_DEADLINE_MS (a database that stopped answering, say)
 * answers the generic error instead of holding the request open (docs/security.md); its work is abandoned.
 */
const enforceDeadline = t.middleware(async ({ ctx, meta, next }) => {
  if (meta?.waitsOnOutsideService) return next();
  const limitMs = ctx.env.REQUEST_DEADLINE_MS;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(
        new TRPCError({
          code: "INTERNAL_SERVER_ERROR",
          cause: new Error(`Procedure still waiting after ${limitMs} ms`),
        }),
      );
    }, limitMs);
  });
  try {
    return await Promise.race([next(), deadline]);
  } finally {
    clearTimeout(timer);
  }
});

/** Every procedure passes the read-only gate here, so no mutation can slip by (docs/decisions/017). */
export const publicProcedure = t.procedure
  .use(timeProcedure)
  .use(mapErrors)
  .use(accessGate(ACCESS.anyone))
  .use(enforceDeadline);

/**
 * Signup, login and password reset: one per HTTP request. In a tRPC batch, many guesses would
 * share one request; the throttles would still count each, but a batch is never a person typing.
 */
export const authAttemptProcedure = publicProcedure.use(({ ctx, next }) => {
  if (ctx.callsInRequest > 1) {
    throw new TRPCError({ code: APP_ERRORS.AUTH_IN_BATCH.trpc, message: APP_ERRORS.AUTH_IN_BATCH.message });
  }
  return next();
});

/** A member, through a session (cookie or Bearer) or an API token; the same access rules either way. */
export const authedProcedure = publicProcedure.use(({ ctx, type, meta, next }) => {
  const { user } = admit(ctx, ACCESS.member, callOf(type, meta));
  // Whose wallet the member's procedures reach, decided in one place (services/access/wallet-scope.ts).
  return next({ ctx: { user, walletScope: walletScopeOf(user) } });
});

/**
 * The account's keys (API tokens, sessions, password, e-mail, deletion): only a full session. An
 * API token cannot mint or revoke tokens nor take over the account; the /demo session cannot
 * see other visitors' sessions (docs/decisions/017).
 */
export const accountOwnerProcedure = authedProcedure.use(({ ctx, type, meta, next }) => {
  const { session } = admit(ctx, ACCESS.accountOwner, callOf(type, meta));
  return next({ ctx: { session } });
});

export const adminProcedure = authedProcedure.use(accessGate(ACCESS.admin));

/**
 * Minha Gestão (docs/product.md §6): admins, or members with an active 'promocoes' grant, read fresh each
 * call: the grant comes with the credential in the request's one authentication query.
 */
export const dashboardProcedure = authedProcedure.use(accessGate(ACCESS.subscriber));

/**
 * The promotions feed (docs/product.md §6): anyone may ask, and the procedure learns here whether the caller
 * may see promotions: the same 'promocoes' subscription as Minha Gestão (admins always), read
 * fresh on each call. The procedure answers `{ access: false }` to everyone else.
 */
export const promotionsViewerProcedure = publicProcedure.use(({ ctx, type, meta, next }) => {
  const canSeePromotions = accessRefusal(ctx, ACCESS.subscriber, callOf(type, meta)) === null;
  return next({ ctx: { canSeePromotions } });
});

/** Holders beyond the member (docs/decisions/039): Minha Gestão, and a plan that opens the household feature. */
export const householdProcedure = dashboardProcedure.use(({ ctx, next }) => {
  admitFeature(ctx, "household");
  return next();
});

/** 'Avise-me' (docs/decisions/044): a PRO feature (the trial included) inside the member's area. */
export const promotionAlertsProcedure = authedProcedure.use(({ ctx, next }) => {
  admitFeature(ctx, "promotionAlerts");
  return next();
});

/** The edit form's single-item reads, with whole CPFs and birth dates: a token needs the personal-data scope. */
export const personalDataProcedure = dashboardProcedure.use(async ({ ctx, next }) => {
  admitPersonalData(ctx, ctx.apiTokenId !== null && (await tokenHasPersonalData(ctx.db, ctx.apiTokenId)));
  return next();
});
