import { useNavigate } from "@tanstack/react-router";
import { toast } from "sonner";
import { SUPPORT_EMAIL } from "@/client/components/marketing/site";
import { useSession } from "@/client/lib/session";

/**
 * 'Comprar Curso'. Until online payment lands (the Payments issue starts checkout here), a visitor
 * is sent to log in (spec §8) and a member is told honestly how to buy today, as the promotion
 * plans do, instead of a button that pretends to charge.
 */
export function useBuyCourse() {
  const session = useSession();
  const navigate = useNavigate();

  return (courseTitle: string) => {
    if (!session) {
      toast.error("Login necessário", { description: "Faça login para comprar o curso." });
      void navigate({ to: "/login" });
      return;
    }
    toast.info("Pagamento online em breve", {
      description: `Estamos finalizando o pagamento online dos cursos. Para comprar "${courseTitle}" agora, escreva para ${SUPPORT_EMAIL}.`,
    });
  };
}
