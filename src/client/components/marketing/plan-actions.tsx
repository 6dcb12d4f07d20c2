import { Link } from "@tanstack/react-router";
import { useCheckout } from "@/client/lib/checkout/use-checkout";
import { Button } from "@/client/components/ui/button";
import { useSession } from "@/client/lib/session";
import {
  BILLING_LABELS,
  PRO_PRODUCT_ID,
  PROMOTIONS_PRODUCT_ID,
  type PlanBilling,
} from "@/shared/domain/payments/payments";
import { PLANS, type PaidPlanId } from "@/shared/domain/payments/plans";

/**
 * A paid plan's buttons on /planos and /promocoes: 'Assinar Mensal' and 'Assinar Anual' start the
 * Stripe checkout (a visitor is sent to log in first); on PRO, a visitor is offered the trial.
 */
export function PlanSubscribeButtons({ plan }: { plan: PaidPlanId }) {
  const { start, pending } = useCheckout();
  const session = useSession();
  const subscribe = (billing: PlanBilling) => {
    const productName = `${PLANS[plan].name} — plano ${BILLING_LABELS[billing]}`;
    start(
      plan === "pro"
        ? { productType: "pro", productId: PRO_PRODUCT_ID, productName, subscriptionType: billing }
        : { productType: "promocoes", productId: PROMOTIONS_PRODUCT_ID, productName, subscriptionType: billing },
    );
  };
  const label = (billing: PlanBilling) =>
    plan === "pro" ? `Assinar PRO ${BILLING_LABELS[billing]}` : `Assinar ${BILLING_LABELS[billing]}`;
  return (
    <>
      {plan === "pro" && !session && (
        <Button asChild size="lg" className="w-full">
          <Link to="/login" search={{ modo: "cadastro" }}>
            Começar teste grátis
          </Link>
        </Button>
      )}
      <div className="grid w-full gap-2 sm:grid-cols-2">
        {(["monthly", "annual"] as const).map((billing) => (
          <Button
            key={billing}
            size="lg"
            variant={plan === "pro" && session ? "default" : "outline"}
            disabled={pending}
            onClick={() => subscribe(billing)}
          >
            {label(billing)}
          </Button>
        ))}
      </div>
    </>
  );
}
