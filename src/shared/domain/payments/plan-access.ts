import { PLANS, type PaidPlanId, type PlanFeature, type PlanId } from "./plans";

/**
 * Which plan opens what (docs/decisions/031), pure: every gate on the server and every screen that
 * says "this needs a plan" asks here. A feature opens for exactly the plans whose list in plans.ts
 * names it; admins open everything; the PRO trial opens what PRO does except the paid courses.
 */

/** The access grant (user_product_access.product_type) a paid plan gives; the trial has its own. */
export const PLAN_PRODUCT = { promocoes: "promocoes", pro: "pro" } as const satisfies Record<PaidPlanId, string>;
export const TRIAL_PRODUCT = "teste-pro";
/** The grants that make a plan, in the order the authentication query reads them. */
export const PLAN_GRANT_PRODUCTS = [PLAN_PRODUCT.promocoes, PLAN_PRODUCT.pro, TRIAL_PRODUCT] as const;

/** What the gates look at: the caller's role and the plan grants active on this request. */
export interface Entitlement {
  isAdmin: boolean;
  /** The plan the member pays for (or was granted): PRO over Promoções over Grátis. */
  plan: PlanId;
  /** An active PRO trial ('teste-pro' grant). */
  onTrial: boolean;
}

/** A visitor's: the free plan's public part. */
export const VISITOR_ENTITLEMENT: Entitlement = { isAdmin: false, plan: "gratis", onTrial: false };

// A trial opens every PRO feature but these: the lessons of paid courses and their certificates,
// so a trial cannot take a paid course for free (free courses and free lessons stay open to all).
const NOT_IN_TRIAL: readonly PlanFeature[] = ["courses"];

function planOpens(plan: PlanId, feature: PlanFeature): boolean {
  return (PLANS[plan].features as readonly PlanFeature[]).includes(feature);
}

/** The plans whose list names `feature`: the only plans it opens for. */
export function plansOpening(feature: PlanFeature): PlanId[] {
  return (Object.keys(PLANS) as PlanId[]).filter((plan) => planOpens(plan, feature));
}

/**
 * The one gate: may this caller use `feature`? A PRO-only feature added later is a key in
 * PLANS.pro.features (plans.ts) and a call here with the request's entitlement
 * (`ctx.entitlement` on the server); nothing else changes.
 */
export function featureOpen(entitlement: Entitlement, feature: PlanFeature): boolean {
  if (entitlement.isAdmin || planOpens(entitlement.plan, feature)) return true;
  return entitlement.onTrial && planOpens("pro", feature) && !NOT_IN_TRIAL.includes(feature);
}

/** The plan the active grants make: 'pro' over 'promocoes' over none. */
export function planOfGrants(activeProducts: readonly string[]): PlanId {
  if (activeProducts.includes(PLAN_PRODUCT.pro)) return "pro";
  if (activeProducts.includes(PLAN_PRODUCT.promocoes)) return "promocoes";
  return "gratis";
}

/** On the trial and nothing more: what "Teste grátis até" is shown for (a subscriber's trial no longer matters). */
export function onTrialOnly(entitlement: Entitlement): boolean {
  return entitlement.onTrial && entitlement.plan === "gratis" && !entitlement.isAdmin;
}

export function entitlementOf(isAdmin: boolean, activeProducts: readonly string[]): Entitlement {
  return { isAdmin, plan: planOfGrants(activeProducts), onTrial: activeProducts.includes(TRIAL_PRODUCT) };
}
