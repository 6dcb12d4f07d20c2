import { Link } from "@tanstack/react-router";
import { CircleCheck, CircleX, Clock, LoaderCircle, TriangleAlert, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/client/components/ui/button";
import { CHECKOUT_MESSAGES as M } from "@/client/lib/checkout/checkout-messages";
import { useDocumentTitle } from "@/client/lib/use-document-title";
import { usePaymentVerification, type VerificationState } from "./use-payment-verification";

const SCREENS: Record<VerificationState, { icon: LucideIcon; title: string; text: string; tone: string }> = {
  verifying: {
    icon: LoaderCircle,
    title: "Verificando Pagamento...",
    text: "Estamos confirmando seu pagamento com o Stripe.",
    tone: "text-primary animate-spin",
  },
  pending: { icon: Clock, title: M.pendingTitle, text: M.pending, tone: "text-amber-500" },
  paid: {
    icon: CircleCheck,
    title: "Pagamento Realizado!",
    text: "Seu acesso já está liberado. Aproveite!",
    tone: "text-emerald-600",
  },
  failed: {
    icon: CircleX,
    title: "Pagamento não aprovado",
    text: "O pagamento não foi concluído e nenhum acesso foi liberado. Tente novamente.",
    tone: "text-destructive",
  },
  "gave-up": {
    icon: Clock,
    title: M.pendingTitle,
    text: "A confirmação ainda não chegou. Assim que o pagamento for compensado, seu acesso é liberado automaticamente.",
    tone: "text-amber-500",
  },
  error: { icon: TriangleAlert, title: M.verifyErrorTitle, text: M.verifyError, tone: "text-destructive" },
  "no-session": {
    icon: CircleCheck,
    title: "Nenhum pagamento para verificar",
    text: "Seus pagamentos aparecem em Minha assinatura.",
    tone: "text-muted-foreground",
  },
};

/** docs/product.md §2: 'Continuar' goes to the course bought, to the promotions, or to the dashboard. */
function ContinueButton({ type, product }: { type?: "course" | "promocoes"; product?: string }): ReactNode {
  if (type === "course" && product) {
    return (
      <Button asChild>
        <Link to="/curso/$id" params={{ id: product }}>
          Continuar
        </Link>
      </Button>
    );
  }
  return (
    <Button asChild>
      <Link to={type === "promocoes" ? "/promocoes" : "/dashboard"}>Continuar</Link>
    </Button>
  );
}

export function PaymentSuccessPage({
  sessionId,
  type,
  product,
}: {
  sessionId?: string;
  type?: "course" | "promocoes";
  product?: string;
}) {
  const state = usePaymentVerification(sessionId);
  const screen = SCREENS[state];
  useDocumentTitle(screen.title);
  const Icon = screen.icon;
  const waiting = state === "verifying" || state === "pending";
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center" aria-live="polite">
      <Icon className={`size-14 ${screen.tone}`} aria-hidden />
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{screen.title}</h1>
      <p className="mt-3 text-muted-foreground">{screen.text}</p>
      {!waiting && (
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ContinueButton type={type} product={product} />
          <Button asChild variant="outline">
            <Link to="/dashboard">Ir para o Dashboard</Link>
          </Button>
        </div>
      )}
    </section>
  );
}
