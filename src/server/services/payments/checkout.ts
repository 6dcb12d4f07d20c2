import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { courseProductType } from "@/shared/domain/access/access";
import { installmentText } from "@/shared/domain/payments/installments";
import { PLAN_PRODUCT } from "@/shared/domain/payments/plan-access";
import { BILLING_LABELS, chargeFor, PAYMENT_CURRENCY, type Charge } from "@/shared/domain/payments/payments";
import { PLANS, type PaidPlanId } from "@/shared/domain/payments/plans";
import type { CheckoutInput } from "@/shared/schemas/payments";
import { billingCustomers, courses } from "../../db/schema";
import { AppError } from "../../errors";
import { canAccessCourse, hasProductAccess } from "../access/access";
import type { CurrentUser } from "../account/accounts";
import { monthlyPromotionsSubscription } from "./plan-switch";
import { callStripe, type PaymentsDeps } from "./stripe-calls";
import { checkoutMetadata, type PaymentProduct } from "./stripe-records";

/**
 * checkout.create (docs/product.md §7 create-checkout): the price comes from the server, the buyer from the
 * session; someone who already has the access is told so instead of paying twice.
 */
interface Sale {
  product: PaymentProduct;
  charge: Charge;
  name: string;
}

async function saleFor(deps: PaymentsDeps, user: CurrentUser, input: CheckoutInput): Promise<Sale> {
  if (input.productType !== "course") {
    const kind = input.productType;
    await refuseHeldPlan(deps, user, kind);
    const plan = input.subscriptionType;
    const charge = chargeFor({ product: kind, plan });
    if (!charge) throw new Error("plans always have a price");
    return {
      product: { userId: user.id, kind, productType: PLAN_PRODUCT[kind], courseId: null, plan },
      charge,
      name: `Milheiro ${PLANS[kind].name} — plano ${BILLING_LABELS[plan]}`,
    };
  }
  const [course] = await deps.db
    .select({
      id: courses.id,
      title: courses.title,
      status: courses.status,
      isFree: courses.isFree,
      priceCents: courses.priceCents,
    })
    .from(courses)
    .where(eq(courses.id, input.productId));
  if (!course || course.status !== "published") throw new AppError("COURSE_NOT_FOUND");
  const charge = course.isFree
    ? null
    : chargeFor({ product: "course", plan: input.paymentType, priceCents: course.priceCents });
  if (!charge) throw new AppError("COURSE_NOT_FOR_SALE");
  if (await canAccessCourse(deps.db, deps.log, user, course)) throw new AppError("ALREADY_HAS_COURSE");
  return {
    product: {
      userId: user.id,
      kind: "course",
      productType: courseProductType(course.id),
      courseId: course.id,
      plan: input.paymentType,
    },
    charge,
    // The checkout page shows each monthly charge; its name states the total and rate (docs/decisions/031).
    name: charge.charges
      ? `${course.title} — ${installmentText({ cashCents: course.priceCents, count: charge.charges, installmentCents: charge.amountCents })}`
      : course.title,
  };
}

/**
 * Paying twice for a plan already held is refused (the trial is not held: it is what a member
 * subscribes from). A monthly Promoções subscriber moves to PRO by the switch, which keeps what was
 * paid (services/payments/plan-switch.ts).
 */
async function refuseHeldPlan(deps: PaymentsDeps, user: CurrentUser, kind: PaidPlanId): Promise<void> {
  if (await hasProductAccess(deps.db, deps.log, user, PLAN_PRODUCT.pro)) {
    throw new AppError(kind === "pro" ? "ALREADY_HAS_PRO" : "ALREADY_HAS_PROMOTIONS");
  }
  if (kind === "promocoes") {
    if (await hasProductAccess(deps.db, deps.log, user, PLAN_PRODUCT.promocoes))
      throw new AppError("ALREADY_HAS_PROMOTIONS");
    return;
  }
  if (await monthlyPromotionsSubscription(deps.db, user.id)) throw new AppError("USE_PLAN_SWITCH");
}

/**
 * The member's Stripe Customer, created on their first checkout and reused: two checkouts at the
 * same instant may both create one, the unique key keeps the first and the other stays unused.
 */
async function customerFor(deps: PaymentsDeps, user: CurrentUser): Promise<string> {
  const find = async () =>
    (await deps.db.select().from(billingCustomers).where(eq(billingCustomers.userId, user.id)))[0]?.stripeCustomerId;
  const existing = await find();
  if (existing) return existing;
  const customer = await callStripe(
    deps.log,
    "criar cliente",
    (stripe) =>
      stripe.customers.create({ email: user.email, name: user.fullName ?? undefined, metadata: { user_id: user.id } }),
    deps.stripe,
  );
  if (!customer) throw new AppError("PAYMENTS_UNAVAILABLE");
  await deps.db
    .insert(billingCustomers)
    .values({ userId: user.id, stripeCustomerId: customer.id })
    .onConflictDoNothing();
  const saved = await find();
  if (!saved) throw new Error("customer row missing after insert");
  return saved;
}

function sessionParams(sale: Sale, customer: string, appUrl: string): Stripe.Checkout.SessionCreateParams {
  const metadata = checkoutMetadata(sale.product);
  const { charge } = sale;
  const productParam = sale.product.courseId ?? metadata.product_id;
  const success = new URL("/payment-success", appUrl);
  // Stripe fills in {CHECKOUT_SESSION_ID} itself; URLSearchParams would escape its braces.
  const successUrl = `${success.toString()}?session_id={CHECKOUT_SESSION_ID}&type=${sale.product.kind}&product=${encodeURIComponent(productParam ?? "")}`;
  const base: Stripe.Checkout.SessionCreateParams = {
    mode: charge.mode,
    customer,
    client_reference_id: sale.product.userId,
    metadata,
    locale: "pt-BR",
    success_url: successUrl,
    cancel_url: new URL("/payment-canceled", appUrl).toString(),
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: PAYMENT_CURRENCY,
          unit_amount: charge.amountCents,
          product_data: { name: sale.name },
          ...(charge.mode === "subscription" ? { recurring: { interval: "month" as const } } : {}),
        },
      },
    ],
  };
  // Subscriptions renew on a card (Pix and boleto cannot be charged again by themselves); one-off
  // payments take whatever the Stripe account has enabled (card, Pix, boleto).
  if (charge.mode === "subscription")
    return { ...base, allowed_payment_method_types: ["card"], subscription_data: { metadata } };
  return { ...base, payment_intent_data: { metadata } };
}

export async function createCheckout(
  deps: PaymentsDeps & { appUrl: string },
  user: CurrentUser,
  input: CheckoutInput,
): Promise<{ url: string }> {
  const sale = await saleFor(deps, user, input);
  const customer = await customerFor(deps, user);
  const session = await callStripe(
    deps.log,
    "criar checkout",
    (stripe) => stripe.checkout.sessions.create(sessionParams(sale, customer, deps.appUrl)),
    deps.stripe,
  );
  if (!session?.url) throw new AppError("PAYMENTS_UNAVAILABLE");
  return { url: session.url };
}
