import { createFileRoute, Link } from "@tanstack/react-router";
import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { InfoPage, InfoSection, textLinkClass } from "@/client/components/info-page";
import { SUPPORT_EMAIL } from "@/client/components/marketing/site";
import { PLANS, planPrice } from "@/shared/domain/payments/plans";

export const Route = createFileRoute("/ajuda")({
  staticData: { rendering: "shared", indexing: "sitemap" },
  component: HelpPage,
});

const QUESTIONS: { question: string; answer: ReactNode }[] = [
  {
    question: "Como é calculado o custo do milheiro?",
    answer:
      "Valor pago dividido pela quantidade de milhas, vezes 1.000. A média de cada programa considera apenas os acúmulos em que houve pagamento.",
  },
  {
    question: "Quando recebo alerta de vencimento?",
    answer:
      "Um programa ganha aviso quando faltam 30 dias ou menos para o vencimento, e destaque em vermelho a partir de 7 dias.",
  },
  {
    question: "Como acesso a Minha Gestão e as promoções?",
    answer: (
      <>
        Toda conta nova tem {PLANS.pro.trialDays} dias de PRO grátis. Depois, com o plano Promoções (
        {planPrice("promocoes").price} por mês) ou o PRO ({planPrice("pro").price} por mês). Compare em{" "}
        <Link to="/planos" className={textLinkClass}>
          Planos
        </Link>
        .
      </>
    ),
  },
  {
    question: "Esqueci minha senha. E agora?",
    answer: `A recuperação automática de senha está chegando. Enquanto isso, escreva para ${SUPPORT_EMAIL} a partir do e-mail da sua conta.`,
  },
  {
    question: "Posso cancelar a assinatura?",
    answer: "Sim. O plano mensal pode ser cancelado a qualquer momento, sem multa.",
  },
];

function HelpPage() {
  return (
    <InfoPage title="Central de ajuda" lead="Respostas rápidas para as dúvidas mais comuns.">
      <div className="divide-y rounded-xl border bg-card">
        {QUESTIONS.map((item) => (
          <details key={item.question} className="group px-5 py-4 [&_summary::-webkit-details-marker]:hidden">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
              {item.question}
              <ChevronDown
                className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                aria-hidden
              />
            </summary>
            <p className="mt-3 leading-relaxed text-muted-foreground">{item.answer}</p>
          </details>
        ))}
      </div>
      <InfoSection title="Não encontrou o que procurava?">
        <p>
          Fale com a gente pela página de{" "}
          <Link to="/contato" className={textLinkClass}>
            Contato
          </Link>
          .
        </p>
      </InfoSection>
    </InfoPage>
  );
}
