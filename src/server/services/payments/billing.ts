import { and, desc, eq, inArray, like, ne, or } from "drizzle-orm";
import { isGrantActive, type ProductType } from "@/shared/domain/access/access";
import { PLAN_PRODUCT } from "@/shared/domain/payments/plan-access";
import type { PaymentPlan } from "@/shared/domain/payments/payments";
import { PLANS, type PaidPlanId } from "@/shared/domain/payments/plans";
import { currentTime } from "../../clock";
import { billingCustomers, billingSubscriptions, courses, payments, userProductAccess } from "../../db/schema";
import { AppError } from "../../errors";
import { courseOfGrant } from "../access/access-grant-lists";
import type { CurrentUser } from "../account/accounts";
import { recordSubscription } from "./fulfil";
import { PAYMENT_LIST_COLUMNS } from "./payment-columns";
import { switchPreview } from "./plan-switch";
import { callStripe, chargesToComplete, type PaymentsDeps } from "./stripe-calls";

/** 'Minha assinatura': what the member has and until when, their payments, and their monthly subscription. */
const PAYMENTS_SHOWN = 50;

/**
 * The monthly subscription as 'Minha assinatura' shows it (docs/decisions/031): its plan, the next
 * charge (none once set to end), and for Promoções what moving to PRO would cost now.
 */
function subscriptionView(
  row: {
    id: string;
    productType: string;
    plan: PaymentPlan;
    status: string;
    cancelAtPeriodEnd: boolean;
    currentPeriodEnd: Date | null;
  },
  now: Date,
) {
  const planId: PaidPlanId = row.productType === PLAN_PRODUCT.pro ? "pro" : "promocoes";
  const nextCharge =
    row.cancelAtPeriodEnd || !row.currentPeriodEnd
      ? null
      : { amountCents: PLANS[planId].monthlyCents, at: row.currentPeriodEnd };
  const switchToPro =
    planId === "promocoes" && row.currentPeriodEnd
      ? { nowCents: switchPreview(row.currentPeriodEnd, now).totalCents }
      : null;
  return { ...row, planId, nextCharge, switchToPro };
}

export async function billingOverview(deps: PaymentsDeps, user: CurrentUser, now: Date = currentTime()) {
  const g = userProductAccess;
  const [grants, history, subscriptions, [customer]] = await Promise.all([
    deps.db
      .select({
        productType: g.productType,
        accessGranted: g.accessGranted,
        expiresAt: g.expiresAt,
        courseTitle: courses.title,
      })
      .from(g)
      .leftJoin(courses, courseOfGrant(g.productType))
      .where(
        and(
          eq(g.userId, user.id),
          eq(g.accessGranted, true),
          or(inArray(g.productType, ["promocoes", "pro", "teste-pro", "cursos"]), like(g.productType, "course-%")),
        ),
      ),
    deps.db
      .select(PAYMENT_LIST_COLUMNS)
      .from(payments)
      .leftJoin(courses, courseOfGrant(payments.productType))
      .where(eq(payments.userId, user.id))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(PAYMENTS_SHOWN),
    deps.db
      .select({
        id: billingSubscriptions.stripeSubscriptionId,
        productType: billingSubscriptions.productType,
        plan: billingSubscriptions.plan,
        status: billingSubscriptions.status,
        cancelAtPeriodEnd: billingSubscriptions.cancelAtPeriodEnd,
        currentPeriodEnd: billingSubscriptions.currentPeriodEnd,
      })
      .from(billingSubscriptions)
      .where(
        and(
          eq(billingSubscriptions.userId, user.id),
          eq(billingSubscriptions.plan, "monthly"),
          ne(billingSubscriptions.status, "canceled"),
        ),
      ),
    deps.db
      .select({ id: billingCustomers.stripeCustomerId })
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, user.id)),
  ]);
  return {
    access: grants
      .filter((grant) => isGrantActive(grant, now))
      .map((grant) => ({
        productType: grant.productType as ProductType,
        courseTitle: grant.courseTitle,
        expiresAt: grant.expiresAt,
      })),
    payments: history.map((row) => ({ ...row, productType: row.productType as ProductType })),
    subscription: subscriptions[0] ? subscriptionView(subscriptions[0], now) : null,
    // The customer portal is Stripe's own site: it exists only when a Stripe account is configured.
    portalAvailable: deps.stripe.mode !== "offline" && customer !== undefined,
  };
}

async function ownMonthlySubscription(deps: PaymentsDeps, user: CurrentUser, subscriptionId: string) {
  const [row] = await deps.db
    .select({ productType: billingSubscriptions.productType, plan: billingSubscriptions.plan })
    .from(billingSubscriptions)
    .where(
      and(eq(billingSubscriptions.stripeSubscriptionId, subscriptionId), eq(billingSubscriptions.userId, user.id)),
    );
  if (!row || row.plan !== "monthly") throw new AppError("SUBSCRIPTION_NOT_FOUND");
  return { productType: row.productType as ProductType, plan: row.plan as PaymentPlan };
}

/** 'Cancelar assinatura' (true) keeps access to the period's end; 'Reativar' (false) undoes it before then. */
export async function setCancelAtPeriodEnd(
  deps: PaymentsDeps,
  user: CurrentUser,
  subscriptionId: string,
  cancel: boolean,
) {
  const owned = await ownMonthlySubscription(deps, user, subscriptionId);
  const updated = await callStripe(
    deps.log,
    cancel ? "cancelar assinatura" : "reativar assinatura",
    (stripe) => stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }),
    deps.stripe,
  );
  if (!updated) throw new AppError("SUBSCRIPTION_NOT_FOUND");
  const product = { userId: user.id, ...owned, chargesToComplete: chargesToComplete({ plan: owned.plan }) };
  await recordSubscription(deps.db, updated, product);
  return { cancelAtPeriodEnd: updated.cancel_at_period_end };
}

/** 'Gerenciar pagamento': a Stripe customer-portal session that returns to 'Minha assinatura'. */
export async function customerPortalUrl(
  deps: PaymentsDeps & { appUrl: string },
  user: CurrentUser,
): Promise<{ url: string }> {
  if (deps.stripe.mode === "offline") throw new AppError("BILLING_PORTAL_UNAVAILABLE");
  const [customer] = await deps.db
    .select({ id: billingCustomers.stripeCustomerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, user.id));
  if (!customer) throw new AppError("SUBSCRIPTION_NOT_FOUND");
  const session = await callStripe(
    deps.log,
    "abrir portal do cliente",
    (stripe) =>
      stripe.billingPortal.sessions.create({
        customer: customer.id,
        return_url: new URL("/minha-assinatura", deps.appUrl).toString(),
      }),
    deps.stripe,
  );
  if (!session) throw new AppError("PAYMENTS_UNAVAILABLE");
  return { url: session.url };
}
