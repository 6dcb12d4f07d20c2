import { looksLikeApiToken } from "@/shared/domain/account/api-tokens";
import { featureOpen, type Entitlement } from "@/shared/domain/payments/plan-access";
import type { PlanFeature } from "@/shared/domain/payments/plans";
import { readOnlyRefuses, type ProcedureCall } from "@/shared/domain/access/read-only-access";
import { AppError } from "../errors";

/**
 * Who may do what, for procedures (trpc/init.ts) and plain HTTP routes (http/route-access.ts)
 * alike: pure decisions on what the request's one authentication query found. Neither transport
 * decides on its own; each asks here and answers the refusal through errors.ts.
 */

/** What the caller presented, and how (docs/decisions/002, 017). */
interface PresentedCredential {
  token: string;
  viaCookie: boolean;
}

/**
 * A session token (`<id>.<secret>`) from the cookie or a Bearer header, or an API token
 * (`mh_…`) from the Bearer header only: a token in a cookie is no credential at all.
 */
export function credentialKind(presented: PresentedCredential): "session" | "api-token" | null {
  if (!looksLikeApiToken(presented.token)) return "session";
  return presented.viaCookie ? null : "api-token";
}

/**
 * The browser's cookie follows the stored session (docs/decisions/002): re-issued for the live
 * session (returned), so its expiry slides with the row's, and cleared once there is none. A
 * Bearer caller's cookie, if any, is not the one in use and is left alone (null).
 */
export function sessionCookieAction<S extends object>(viaCookie: boolean, session: S | null): S | "clear" | null {
  if (!viaCookie) return null;
  return session ?? "clear";
}

/** What the access rules look at: the caller as authenticated for this request (null: a visitor). */
export interface Credentials {
  user: { isAdmin: boolean } | null;
  /** The session behind the request; null for an API token or a visitor. */
  session: object | null;
  /** The /demo session or a 'leitura' API token. */
  readOnly: boolean;
  /** Admin, or an active 'promocoes' grant (docs/product.md §6), read with the credential on this request. */
  hasDashboardAccess: boolean;
}

export interface AccessRule {
  /** Who may call: anyone, any member, a subscriber (admins count, auth/caller-columns.ts), or only an admin. */
  role: "anyone" | "member" | "subscriber" | "admin";
  /** The account's keys: only a session opened with the password, never a token nor /demo (docs/decisions/017). */
  passwordSession: boolean;
}

export const ACCESS = {
  anyone: { role: "anyone", passwordSession: false },
  member: { role: "member", passwordSession: false },
  subscriber: { role: "subscriber", passwordSession: false },
  admin: { role: "admin", passwordSession: false },
  accountOwner: { role: "member", passwordSession: true },
} as const satisfies Record<string, AccessRule>;

/** What the call does, as the read-only rule sees it: a plain GET reads like a query, an upload changes like a mutation. */
export type AccessCall = ProcedureCall;
export const READS: AccessCall = { type: "query", allowedWhenReadOnly: false };
export const CHANGES: AccessCall = { type: "mutation", allowedWhenReadOnly: false };

type AccessRefusal =
  "READ_ONLY" | "UNAUTHENTICATED" | "PASSWORD_SESSION_REQUIRED" | "FORBIDDEN" | "DASHBOARD_ACCESS_REQUIRED";

/**
 * Why this caller may not make this call under this rule, or null when it may. The order is the
 * answer a caller failing several checks gets: a read-only credential hears READ_ONLY first.
 */
export function accessRefusal(caller: Credentials | null, rule: AccessRule, call: AccessCall): AccessRefusal | null {
  const readOnly = caller?.readOnly ?? false;
  if (readOnlyRefuses(call, readOnly)) return "READ_ONLY";
  if (rule.role === "anyone") return null;
  if (!caller?.user) return "UNAUTHENTICATED";
  if (rule.passwordSession) {
    if (readOnly) return "READ_ONLY";
    if (!caller.session) return "PASSWORD_SESSION_REQUIRED";
  }
  if (rule.role === "admin" && !caller.user.isAdmin) return "FORBIDDEN";
  if (rule.role === "subscriber" && !caller.hasDashboardAccess) return "DASHBOARD_ACCESS_REQUIRED";
  return null;
}

type MemberRule = AccessRule & { role: "member" | "subscriber" | "admin" };
type PasswordSessionRule = MemberRule & { passwordSession: true };
type Member<C extends Credentials> = C & { user: NonNullable<C["user"]> };

/**
 * accessRefusal for code that goes on with the caller: throws the refusal as an AppError, and
 * hands the caller back typed by what the rule proved (a member has a user; an account owner a
 * session too).
 */
export function admit<C extends Credentials>(
  caller: C,
  rule: PasswordSessionRule,
  call: AccessCall,
): Member<C> & { session: NonNullable<C["session"]> };
export function admit<C extends Credentials>(caller: C, rule: MemberRule, call: AccessCall): Member<C>;
export function admit<C extends Credentials>(caller: C, rule: AccessRule, call: AccessCall): C;
export function admit(caller: Credentials, rule: AccessRule, call: AccessCall): Credentials {
  const refusal = accessRefusal(caller, rule, call);
  if (refusal) throw new AppError(refusal);
  return caller;
}

/**
 * A plan feature inside an area the caller already entered (docs/decisions/031, 039): refused with
 * the feature's own words when the caller's plan does not open it, through the one gate, featureOpen.
 */
const FEATURE_REFUSALS = {
  household: "HOUSEHOLD_REQUIRES_PRO",
  promotionAlerts: "PROMOTION_ALERTS_REQUIRE_PRO",
} as const satisfies Partial<Record<PlanFeature, string>>;

export function admitFeature(caller: { entitlement: Entitlement }, feature: keyof typeof FEATURE_REFUSALS): void {
  if (!featureOpen(caller.entitlement, feature)) throw new AppError(FEATURE_REFUSALS[feature]);
}

/**
 * Whole CPFs and birth dates (docs/decisions/039): a session sees its own; an API token only under
 * the personal-data scope it was created with (`tokenAllows`, read from its row).
 */
export function admitPersonalData(caller: { apiTokenId: string | null }, tokenAllows: boolean): void {
  if (caller.apiTokenId !== null && !tokenAllows) throw new AppError("PERSONAL_DATA_SCOPE_REQUIRED");
}
