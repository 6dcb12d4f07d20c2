import { and, desc, eq, isNull, max, ne, or, sql } from "drizzle-orm";
import type { ProductType } from "@/shared/domain/access/access";
import type { Tx } from "../../db/client";
import { accessAuditLog, payments, userProductAccess } from "../../db/schema";

/**
 * What payments do to access grants (docs/decisions/013): a paid charge extends the grant to the end of
 * what it paid for, never shortening one (an admin's grant without expiry, or a later date, stays);
 * a subscription Stripe ends takes back only what its own charges gave. Each change writes an
 * `access_audit_log` row naming the payment, in the caller's transaction.
 */
const PAYMENT_AUDIT_ACTOR = "Stripe (pagamento)";

async function audit(
  tx: Tx,
  entry: {
    userId: string;
    productType: ProductType;
    action: "grant" | "revoke";
    expiresAt: Date | null;
    paymentId: string | null;
  },
) {
  await tx.insert(accessAuditLog).values({
    actorId: null,
    actorEmail: PAYMENT_AUDIT_ACTOR,
    targetUserId: entry.userId,
    productType: entry.productType,
    action: entry.action,
    expiresAt: entry.action === "grant" ? entry.expiresAt : null,
    paymentId: entry.paymentId,
  });
}

/**
 * One atomic upsert: the grant ends at the later of its current end and `until`; a grant without
 * expiry, or already running past `until`, is left alone (no row comes back, nothing is audited).
 */
export async function extendAccess(
  tx: Tx,
  change: { userId: string; productType: ProductType; until: Date; paymentId: string },
) {
  const g = userProductAccess;
  const coversUntil = sql`${g.accessGranted} and (${g.expiresAt} is null or ${g.expiresAt} >= excluded.expires_at)`;
  const stillActive = sql`${g.accessGranted} and ${g.expiresAt} > now()`;
  const [row] = await tx
    .insert(g)
    .values({ userId: change.userId, productType: change.productType, accessGranted: true, expiresAt: change.until })
    .onConflictDoUpdate({
      target: [g.userId, g.productType],
      set: {
        accessGranted: true,
        expiresAt: sql`excluded.expires_at`,
        grantedAt: sql`case when ${stillActive} then ${g.grantedAt} else now() end`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`not (${coversUntil})`,
    })
    .returning({ expiresAt: g.expiresAt });
  if (row) await audit(tx, { ...change, action: "grant", expiresAt: row.expiresAt });
}

/**
 * What still entitles the member once this subscription is over: the admin's last word on the
 * product (a grant's end, or forever), and every paid charge outside this subscription.
 */
async function remainingEntitlement(tx: Tx, userId: string, productType: ProductType, subscriptionId: string) {
  const [adminChange] = await tx
    .select({ action: accessAuditLog.action, expiresAt: accessAuditLog.expiresAt })
    .from(accessAuditLog)
    .where(
      and(
        eq(accessAuditLog.targetUserId, userId),
        eq(accessAuditLog.productType, productType),
        isNull(accessAuditLog.paymentId),
      ),
    )
    .orderBy(desc(accessAuditLog.createdAt), desc(accessAuditLog.id))
    .limit(1);
  if (adminChange?.action === "grant" && adminChange.expiresAt === null) return { forever: true as const };
  const [other] = await tx
    .select({ until: max(payments.accessUntil) })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.productType, productType),
        eq(payments.status, "paid"),
        or(isNull(payments.stripeSubscriptionId), ne(payments.stripeSubscriptionId, subscriptionId)),
      ),
    );
  const candidates = [adminChange?.action === "grant" ? adminChange.expiresAt : null, other?.until ?? null];
  const until = candidates.reduce<Date | null>(
    (latest, date) => (date && (!latest || date > latest) ? date : latest),
    null,
  );
  return { forever: false as const, until };
}

/**
 * Stripe ended a subscription (cancelled at period end, or renewals went unpaid): access ends now,
 * unless something else still covers it, in which case it ends when that does.
 */
export async function endSubscriptionAccess(
  tx: Tx,
  ended: { userId: string; productType: ProductType; subscriptionId: string },
) {
  const g = userProductAccess;
  const [grant] = await tx
    .select({ accessGranted: g.accessGranted, expiresAt: g.expiresAt })
    .from(g)
    .where(and(eq(g.userId, ended.userId), eq(g.productType, ended.productType)))
    .for("update");
  const now = new Date();
  if (!grant?.accessGranted || grant.expiresAt === null || grant.expiresAt <= now) return;
  const remaining = await remainingEntitlement(tx, ended.userId, ended.productType, ended.subscriptionId);
  if (remaining.forever) return;
  const keepUntil = remaining.until && remaining.until > now ? remaining.until : null;
  if (keepUntil && keepUntil >= grant.expiresAt) return;
  const [lastPayment] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.stripeSubscriptionId, ended.subscriptionId))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  const where = and(eq(g.userId, ended.userId), eq(g.productType, ended.productType));
  if (keepUntil) {
    await tx
      .update(g)
      .set({ expiresAt: keepUntil, updatedAt: sql`now()` })
      .where(where);
  } else {
    await tx
      .update(g)
      .set({ accessGranted: false, updatedAt: sql`now()` })
      .where(where);
  }
  await audit(tx, {
    userId: ended.userId,
    productType: ended.productType,
    action: keepUntil ? "grant" : "revoke",
    expiresAt: keepUntil,
    paymentId: lastPayment?.id ?? null,
  });
}
