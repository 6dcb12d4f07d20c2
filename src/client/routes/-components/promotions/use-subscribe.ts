import { useCheckout } from "@/client/lib/checkout/use-checkout";
import { PROMOTION_PLANS } from "@/shared/domain/payments/plans";
import { PROMOTIONS_PRODUCT_ID } from "@/shared/domain/payments/payments";

export type PromotionPlan = keyof typeof PROMOTION_PLANS;

/**
 * The plans' 'Assinar' buttons: Stripe checkout for the chosen plan (a visitor is sent to log in, docs/product.md §8).
 */
export function useSubscribe() {
  const { start } = useCheckout();
  return (plan: PromotionPlan) =>
    start({
      productType: "promocoes",
      productId: PROMOTIONS_PRODUCT_ID,
      productName: `Promoções — plano ${PROMOTION_PLANS[plan].label}`,
      subscriptionType: plan,
    });
}
