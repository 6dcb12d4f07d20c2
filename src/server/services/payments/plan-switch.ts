import { and, eq, ne } from "drizzle-orm";
import { PLAN_PRODUCT } from "@/shared/domain/payments/plan-access";
import { PAYMENT_CURRENCY } from "@/shared/domain/payments/payments";
import { PLANS } from "@/shared/domain/payments/plans";
import { prorate, type Proration } from "@/shared/domain/payments/proration";
import type { DbOrTx } from "../../db/client";
import { billingSubscriptions } from "../../db/schema";
import { AppError } from "../../errors";
import type { CurrentUser } from "../account/accounts";
import { callStripe, type PaymentsDeps } from "./stripe-calls";
import { checkoutMetadata } from "./stripe-records";
import { syncInvoice, syncSubscription } from "./sync";

/**
 * 'Mudar para o PRO' (docs/decisions/031): a monthly Promoções subscription becomes a PRO one, the
 * same Stripe subscription with a new price, and Stripe prorates: what is left of the month paid
 * at R$ 19,90 is credited, the rest of it at R$ 29,90 is charged at once. The invoice that charges
 * the difference is fulfilled like any other (sync.ts), so a replayed webhook still grants once.
 */
export async function monthlyPromotionsSubscription(db: DbOrTx, userId: string) {
  const s = billingSubscriptions;
  const [row] = await db
    .select({ id: s.stripeSubscriptionId, currentPeriodEnd: s.currentPeriodEnd })
    .from(s)
    .where(
      and(
        eq(s.userId, userId),
        eq(s.productType, PLAN_PRODUCT.promocoes),
        eq(s.plan, "monthly"),
        ne(s.status, "canceled"),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** What the switch costs now, as Stripe will prorate it (shown before the member confirms). */
export function switchPreview(periodEnd: Date, now: Date): Proration {
  const periodStart = new Date(periodEnd);
  periodStart.setUTCMonth(periodStart.getUTCMonth() - 1);
  return prorate({
    fromCents: PLANS.promocoes.monthlyCents,
    toCents: PLANS.pro.monthlyCents,
    periodStart,
    periodEnd,
    at: now,
  });
}

export async function switchToPro(deps: PaymentsDeps, user: CurrentUser, subscriptionId: string) {
  const owned = await monthlyPromotionsSubscription(deps.db, user.id);
  if (!owned || owned.id !== subscriptionId) throw new AppError("NO_PLAN_TO_SWITCH");
  const current = await callStripe(
    deps.log,
    "consultar assinatura",
    (stripe) => stripe.subscriptions.retrieve(subscriptionId),
    deps.stripe,
  );
  const item = current?.items.data[0];
  if (!current || !item || current.status === "canceled") throw new AppError("NO_PLAN_TO_SWITCH");
  const name = `Milheiro ${PLANS.pro.name} — plano Mensal`;
  const product = await callStripe(
    deps.log,
    "criar produto",
    (stripe) => stripe.products.create({ name }),
    deps.stripe,
  );
  if (!product) throw new AppError("PAYMENTS_UNAVAILABLE");
  const metadata = checkoutMetadata({
    userId: user.id,
    kind: "pro",
    productType: PLAN_PRODUCT.pro,
    courseId: null,
    plan: "monthly",
  });
  const updated = await callStripe(
    deps.log,
    "mudar para o PRO",
    (stripe) =>
      stripe.subscriptions.update(
        subscriptionId,
        {
          items: [
            {
              id: item.id,
              price_data: {
                currency: PAYMENT_CURRENCY,
                product: product.id,
                unit_amount: PLANS.pro.monthlyCents,
                recurring: { interval: "month" },
              },
            },
          ],
          proration_behavior: "always_invoice",
          cancel_at_period_end: false,
          metadata,
        },
        // Two clicks, two tabs: Stripe answers the second with the first's result.
        { idempotencyKey: `plan-switch-pro-${subscriptionId}` },
      ),
    deps.stripe,
  );
  if (!updated) throw new AppError("NO_PLAN_TO_SWITCH");
  const invoiceId = typeof updated.latest_invoice === "string" ? updated.latest_invoice : updated.latest_invoice?.id;
  // The webhook brings the same invoice and subscription; whichever lands first records them.
  if (invoiceId) await syncInvoice(deps, invoiceId);
  await syncSubscription(deps, subscriptionId);
  return { plan: "pro" as const };
}
