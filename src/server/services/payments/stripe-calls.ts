import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { COURSE_INSTALLMENTS } from "@/shared/domain/courses/course-pricing";
import { chargeFor, type Charge } from "@/shared/domain/payments/payments";
import type { Db } from "../../db/client";
import { courses } from "../../db/schema";
import { AppError, isAppError } from "../../errors";
import { stripeSdk, type StripeEndpoint } from "../../integrations/stripe/endpoint";
import type { Logger } from "../../logger";
import type { PaymentProduct } from "./stripe-records";

/** What every payment service needs: the database, the Stripe endpoint, a logger. */
export interface PaymentsDeps {
  db: Db;
  stripe: StripeEndpoint;
  log: Logger;
}

/**
 * Runs a Stripe call. "No such object" becomes null (the caller decides what that means); every
 * other failure is logged without the request (it can carry the key) and told to the user in pt-BR.
 */
export async function callStripe<T>(
  log: Logger,
  what: string,
  call: (stripe: Stripe) => Promise<T>,
  stripe: StripeEndpoint,
): Promise<T | null> {
  try {
    return await call(await stripe.client());
  } catch (error) {
    // Payments switched off (no key, no STRIPE_OFFLINE) say so themselves.
    if (isAppError(error)) throw error;
    if (error instanceof (await stripeSdk()).errors.StripeError) {
      if (error.code === "resource_missing") return null;
      log.error(
        { stripe: { type: error.type, code: error.code, status: error.statusCode, message: error.message } },
        `Stripe recusou: ${what}`,
      );
    } else {
      log.error({ err: error }, `Falha ao falar com o Stripe: ${what}`);
    }
    throw new AppError("PAYMENTS_UNAVAILABLE");
  }
}

/** What Milheiro charges for this product today (the plans module, the course row); null: not for sale. */
export async function expectedCharge(db: Db, product: PaymentProduct): Promise<Charge | null> {
  if (product.kind !== "course") {
    return chargeFor({ product: product.kind, plan: product.plan === "annual" ? "annual" : "monthly" });
  }
  if (!product.courseId) return null;
  const [course] = await db
    .select({ priceCents: courses.priceCents, isFree: courses.isFree })
    .from(courses)
    .where(eq(courses.id, product.courseId));
  if (!course || course.isFree) return null;
  return chargeFor({
    product: "course",
    plan: product.plan === "installments" ? "installments" : "full",
    priceCents: course.priceCents,
  });
}

/** How many charges complete a plan that ends by itself (course installments); null for the others. */
export function chargesToComplete(product: Pick<PaymentProduct, "plan">): number | null {
  return product.plan === "installments" ? COURSE_INSTALLMENTS : null;
}
