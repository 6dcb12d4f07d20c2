import { and, eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { ProductType } from "@/shared/domain/access/access";
import type { PaymentPlan, PaymentStatus } from "@/shared/domain/payments/payments";
import type { Db } from "../../db/client";
import { billingSubscriptions, payments } from "../../db/schema";
import { endSubscriptionAccess, extendAccess } from "./payment-access";
import type { PaymentRecord } from "./stripe-records";

/**
 * The one fulfilment function (docs/decisions/013): checkout.verify and the webhook both end here. A charge
 * is one `payments` row (unique on its Stripe object), and moves forward only — pending → paid or
 * failed, failed → paid (a retried invoice) — in one atomic upsert. Only the transaction that
 * moves it to paid grants access, so whatever arrives twice, late or at the same instant grants once.
 */
export async function recordPayment(
  db: Db,
  record: PaymentRecord,
): Promise<{ paymentId: string; status: PaymentStatus }> {
  const p = payments;
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .insert(p)
      .values({
        stripeObjectId: record.stripeObjectId,
        userId: record.userId,
        productType: record.productType,
        plan: record.plan,
        amountCents: record.amountCents,
        currency: record.currency,
        status: record.status,
        method: record.method,
        receiptUrl: record.receiptUrl,
        stripeSubscriptionId: record.subscriptionId,
        paidAt: record.paidAt,
        accessUntil: record.accessUntil,
      })
      .onConflictDoUpdate({
        target: p.stripeObjectId,
        set: {
          status: sql`excluded.status`,
          amountCents: sql`excluded.amount_cents`,
          method: sql`coalesce(excluded.method, ${p.method})`,
          receiptUrl: sql`coalesce(excluded.receipt_url, ${p.receiptUrl})`,
          paidAt: sql`excluded.paid_at`,
          accessUntil: sql`excluded.access_until`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`${p.status} <> 'paid' and ${p.status} <> excluded.status and not (${p.status} = 'failed' and excluded.status = 'pending')`,
      })
      .returning({ id: p.id, status: p.status, accessUntil: p.accessUntil });
    if (moved?.status === "paid" && moved.accessUntil) {
      await extendAccess(tx, {
        userId: record.userId,
        productType: record.productType,
        until: moved.accessUntil,
        paymentId: moved.id,
      });
    }
    if (moved) return { paymentId: moved.id, status: moved.status };
    const [current] = await tx
      .select({ id: p.id, status: p.status })
      .from(p)
      .where(eq(p.stripeObjectId, record.stripeObjectId));
    if (!current) throw new Error("payment row vanished inside its transaction");
    return { paymentId: current.id, status: current.status };
  });
}

const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/**
 * Keeps our copy of a subscription as Stripe reports it (always freshly retrieved, so an event
 * arriving late cannot roll it back) and, once Stripe has ended it, ends the access it paid for.
 * Course installments that ran their ten charges end on their own and keep the year they bought.
 */
export async function recordSubscription(
  db: Db,
  subscription: Stripe.Subscription,
  owner: { userId: string; productType: ProductType; plan: PaymentPlan; chargesToComplete: number | null },
): Promise<void> {
  const s = billingSubscriptions;
  const values = {
    // A plan switch (docs/decisions/031) moves the same subscription from 'promocoes' to 'pro'.
    productType: owner.productType,
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currentPeriodEnd: fromUnix(subscription.items.data[0]?.current_period_end),
    cancelAt: fromUnix(subscription.cancel_at),
    endedAt: fromUnix(subscription.ended_at),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(s)
      .values({
        stripeSubscriptionId: subscription.id,
        userId: owner.userId,
        plan: owner.plan,
        ...values,
      })
      .onConflictDoUpdate({ target: s.stripeSubscriptionId, set: { ...values, updatedAt: sql`now()` } });
    if (subscription.status !== "canceled") return;
    if (owner.chargesToComplete !== null) {
      const [{ paid } = { paid: 0 }] = await tx
        .select({ paid: sql<number>`count(*)::int` })
        .from(payments)
        .where(and(eq(payments.stripeSubscriptionId, subscription.id), eq(payments.status, "paid")));
      if (paid >= owner.chargesToComplete) return;
    }
    await endSubscriptionAccess(tx, {
      userId: owner.userId,
      productType: owner.productType,
      subscriptionId: subscription.id,
    });
  });
}
