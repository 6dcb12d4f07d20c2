import { createFileRoute, Link } from "@tanstack/react-router";
import { InfoPage, InfoSection, textLinkClass } from "@/client/components/info-page";
import { PlanSubscribeButtons } from "@/client/components/marketing/plan-actions";
import { PlanCards } from "@/client/components/marketing/plan-cards";
import { Button } from "@/client/components/ui/button";
import { PLANS } from "@/shared/domain/payments/plans";

export const Route = createFileRoute("/planos")({
  staticData: { rendering: "shared", indexing: "sitemap" },
  component: PlansPage,
});

function PlansPage() {
  return (
    <InfoPage
      wide
      title="Planos"
      lead={`Comece no plano Grátis e experimente o PRO por ${PLANS.pro.trialDays} dias, sem cadastrar cartão.`}
    >
      {/* The cards' names are h3: this h2 keeps the outline in order under the page's h1. */}
      <h2 className="sr-only">Planos disponíveis</h2>
      <PlanCards
        actions={{
          gratis: (
            <Button asChild variant="outline" size="lg" className="w-full">
              <Link to="/login" search={{ modo: "cadastro" }}>
                Criar conta grátis
              </Link>
            </Button>
          ),
          promocoes: <PlanSubscribeButtons plan="promocoes" />,
          pro: <PlanSubscribeButtons plan="pro" />,
        }}
      />
      <div className="mx-auto max-w-3xl">
        <InfoSection title="Como funciona o teste grátis?">
          <p>
            Toda conta nova ganha {PLANS.pro.trialDays} dias do PRO, sem cartão: Minha Gestão, o feed de promoções e
            tudo o que o PRO abre, menos as aulas dos cursos pagos. Quando o teste acaba, nada é apagado: seus dados
            continuam guardados, os relatórios e a exportação seguem abertos no Grátis, e você assina quando quiser.
            Quem assina o Promoções pode mudar para o PRO pagando só a diferença do mês, em{" "}
            <Link to="/minha-assinatura" className={textLinkClass}>
              Minha assinatura
            </Link>
            .
          </p>
        </InfoSection>
      </div>
    </InfoPage>
  );
}
