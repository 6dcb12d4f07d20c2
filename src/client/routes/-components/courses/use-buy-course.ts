import { toast } from "sonner";
import { SUPPORT_EMAIL } from "@/client/components/marketing/site";
import { useRequireLogin } from "@/client/lib/use-require-login";

/**
 * 'Comprar Curso'. Until online payment lands (the Payments issue starts checkout here), a visitor
 * is sent to log in (spec §8) and a member is told honestly how to buy today, as the promotion
 * plans do, instead of a button that pretends to charge.
 */
export function useBuyCourse() {
  const requireLogin = useRequireLogin();
  return (courseTitle: string) => {
    if (requireLogin("Faça login para comprar o curso.")) return;
    toast.info("Pagamento online em breve", {
      description: `Estamos finalizando o pagamento online dos cursos. Para comprar "${courseTitle}" agora, escreva para ${SUPPORT_EMAIL}.`,
    });
  };
}
