import { toast } from "sonner";
import { SUPPORT_EMAIL } from "@/client/components/marketing/site";
import { useRequireLogin } from "@/client/lib/use-require-login";
import { PROMOTION_PLANS } from "@/shared/domain/plans";

export type PromotionPlan = keyof typeof PROMOTION_PLANS;

/**
 * The plans' subscribe buttons. Until online payment lands (the Payments issue starts Stripe
 * checkout here), a visitor is sent to log in (spec §8) and a member is told honestly how to
 * subscribe today, instead of a button that pretends to charge.
 */
export function useSubscribe() {
  const requireLogin = useRequireLogin();
  return (plan: PromotionPlan) => {
    if (requireLogin("Faça login para assinar o acesso às promoções.")) return;
    const { label } = PROMOTION_PLANS[plan];
    toast.info("Pagamento online em breve", {
      description: `Estamos finalizando o pagamento online do plano ${label}. Para assinar agora, escreva para ${SUPPORT_EMAIL}.`,
    });
  };
}
