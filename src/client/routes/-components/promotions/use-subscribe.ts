import { useNavigate } from "@tanstack/react-router";
import { toast } from "sonner";
import { SUPPORT_EMAIL } from "@/client/components/marketing/site";
import { useSession } from "@/client/lib/session";
import { PROMOTION_PLANS } from "@/shared/domain/plans";

export type PromotionPlan = keyof typeof PROMOTION_PLANS;

/**
 * The plans' subscribe buttons. Until online payment lands (the Payments issue starts Stripe
 * checkout here), a visitor is sent to log in (spec §8) and a member is told honestly how to
 * subscribe today, instead of a button that pretends to charge.
 */
export function useSubscribe() {
  const session = useSession();
  const navigate = useNavigate();

  return (plan: PromotionPlan) => {
    if (!session) {
      toast.error("Login necessário", { description: "Faça login para assinar o acesso às promoções." });
      void navigate({ to: "/login" });
      return;
    }
    const { label } = PROMOTION_PLANS[plan];
    toast.info("Pagamento online em breve", {
      description: `Estamos finalizando o pagamento online do plano ${label}. Para assinar agora, escreva para ${SUPPORT_EMAIL}.`,
    });
  };
}
