import { PRO_PRODUCT_ID, PROMOTIONS_PRODUCT_ID } from "../domain/payments/payments";
import { text } from "./text";
import { z } from "./zod-locale";

/** docs/product.md §7 create-checkout: the product and how to pay; prices are never taken from here. */
export const CheckoutInputSchema = z.discriminatedUnion("productType", [
  z.object({
    productType: z.literal("promocoes"),
    productId: z.literal(PROMOTIONS_PRODUCT_ID),
    productName: text().max(200),
    subscriptionType: z.enum(["monthly", "annual"]),
  }),
  z.object({
    productType: z.literal("pro"),
    productId: z.literal(PRO_PRODUCT_ID),
    productName: text().max(200),
    subscriptionType: z.enum(["monthly", "annual"]),
  }),
  z.object({
    productType: z.literal("course"),
    productId: z.uuid(),
    productName: text().max(200),
    paymentType: z.enum(["full", "installments"]),
  }),
]);
export type CheckoutInput = z.infer<typeof CheckoutInputSchema>;

/** docs/product.md §7 verify-payment. Stripe's Checkout Session ids start with cs_. */
export const VerifyPaymentInputSchema = z.object({ sessionId: text().regex(/^cs_[A-Za-z0-9_]{1,250}$/) });

export const AdminPaymentsInputSchema = z.object({
  search: text().trim().max(200).default(""),
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(25),
});
