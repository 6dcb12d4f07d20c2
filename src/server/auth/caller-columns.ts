import { sql, type SQL } from "drizzle-orm";
import { entitlementOf, featureOpen, PLAN_GRANT_PRODUCTS, TRIAL_PRODUCT } from "@/shared/domain/payments/plan-access";
import type { Entitlement } from "@/shared/domain/payments/plan-access";
import { userProductAccess as g, users } from "../db/schema";
import { currentUserColumns, type CurrentUser } from "../services/account/accounts";
import type { SessionRecord } from "./sessions";

/**
 * What a request learns about its caller in the same query that checks the credential (a session
 * or an API token joined to users ⟕ profiles): the account, its admin role, the plan grants active
 * at the request's time (bound as `now`, server/clock.ts) and the PRO trial's end, if any.
 */
const planProducts = sql.join(
  PLAN_GRANT_PRODUCTS.map((product) => sql`${product}`),
  sql`, `,
);

/** The plan grants of the row's `users.id` active at `now` (a timestamptz, bound or a placeholder). */
export function activePlanGrantsAt(now: SQL) {
  return sql<string[]>`array(select ${g.productType} from ${g} where ${g.userId} = ${users.id}
    and ${g.productType} in (${planProducts}) and ${g.accessGranted}
    and (${g.expiresAt} is null or ${g.expiresAt} > ${now}))`;
}

export const callerColumns = {
  user: currentUserColumns,
  activePlanGrants: activePlanGrantsAt(sql`${sql.placeholder("now")}::timestamptz`),
  // Milliseconds since the epoch: a raw subquery's timestamptz would arrive as text on one engine.
  trialEndsAtMs: sql<number | null>`(select (extract(epoch from ${g.expiresAt}) * 1000)::float8 from ${g}
    where ${g.userId} = ${users.id} and ${g.productType} = ${TRIAL_PRODUCT} and ${g.accessGranted})`,
};

export interface RequestSession {
  user: CurrentUser;
  /** Null when an API token, not a session, authenticated the request. */
  session: SessionRecord | null;
  apiTokenId: string | null;
  /** The /demo session or a 'leitura' API token: every mutation is refused (trpc/init.ts). */
  readOnly: boolean;
  /** Minha Gestão and the promotions feed (docs/decisions/031): as of this request, never cached. */
  hasDashboardAccess: boolean;
  /** The plan and trial the gates ask about (shared/domain/payments/plan-access.ts). */
  entitlement: Entitlement;
  /** When the PRO trial ends (or ended), for "Teste grátis até"; null when the member never had one. */
  trialEndsAt: Date | null;
}

type CallerRow = { user: CurrentUser; activePlanGrants: string[]; trialEndsAtMs: number | null };

/** The access half of a RequestSession, from the lookup's row. */
export function accessOf(row: CallerRow): Pick<RequestSession, "hasDashboardAccess" | "entitlement" | "trialEndsAt"> {
  const entitlement = entitlementOf(row.user.isAdmin, row.activePlanGrants);
  return {
    hasDashboardAccess: featureOpen(entitlement, "dashboard"),
    entitlement,
    trialEndsAt: row.trialEndsAtMs === null ? null : new Date(Number(row.trialEndsAtMs)),
  };
}
