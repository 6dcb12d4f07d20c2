import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgEnum, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { PAYMENT_PLANS, PAYMENT_STATUSES } from "@/shared/domain/payments/payments";
import { users } from "./auth";
import { timestamptz } from "./columns";

// The same rule as user_product_access: what a payment may open.
const PAID_PRODUCT = (column: unknown) =>
  sql`${column} in ('promocoes', 'pro') or ${column} ~ '^course-[0-9a-f-]{36}$'`;

/** One Stripe Customer per user, created on the first checkout and reused ever after. */
export const billingCustomers = pgTable("billing_customers", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  stripeCustomerId: text().notNull().unique(),
  createdAt: timestamptz().notNull().defaultNow(),
});

export const paymentPlanEnum = pgEnum("payment_plan", PAYMENT_PLANS);
export const paymentStatusEnum = pgEnum("payment_status", PAYMENT_STATUSES);

/**
 * Every charge, recorded once: `stripe_object_id` is the Checkout Session (one-off payments) or
 * the Invoice (each charge of a subscription), so whatever arrives twice, late or at the same
 * moment lands on the same row (docs/decisions/013-stripe-payments.md).
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid().primaryKey().defaultRandom(),
    stripeObjectId: text().notNull().unique(),
    // Null once the account is deleted: the charge stays, anonymised, as fiscal law requires (docs/decisions/017).
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    productType: text().notNull(),
    plan: paymentPlanEnum().notNull(),
    amountCents: integer().notNull(),
    currency: text().notNull(),
    status: paymentStatusEnum().notNull(),
    // card, pix or boleto, as Stripe reports the method used; null until known.
    method: text(),
    receiptUrl: text(),
    stripeSubscriptionId: text(),
    // The end of what this charge paid for (the access it grants lasts until then).
    accessUntil: timestamptz(),
    paidAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index("payments_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    index("payments_created_at_idx").on(t.createdAt.desc().nullsFirst()),
    index("payments_subscription_idx").on(t.stripeSubscriptionId),
    check("payments_amount_non_negative", sql`${t.amountCents} >= 0`),
    check("payments_product_type_valid", PAID_PRODUCT(t.productType)),
    check("payments_paid_has_date", sql`${t.status} <> 'paid' or ${t.paidAt} is not null`),
  ],
);

/** A member's Stripe subscriptions (monthly promotions, course installments) as Stripe last reported them. */
export const billingSubscriptions = pgTable(
  "billing_subscriptions",
  {
    stripeSubscriptionId: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productType: text().notNull(),
    plan: paymentPlanEnum().notNull(),
    status: text().notNull(),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    currentPeriodEnd: timestamptz(),
    // Set for course installments: the moment the tenth period ends and Stripe stops charging.
    cancelAt: timestamptz(),
    endedAt: timestamptz(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index("billing_subscriptions_user_idx").on(t.userId),
    check("billing_subscriptions_product_type_valid", PAID_PRODUCT(t.productType)),
  ],
);
