import { createFileRoute, Link } from "@tanstack/react-router";
import { InfoPage, InfoSection, textLinkClass } from "@/client/components/info-page";
import { PlanCards } from "@/client/components/marketing/plan-cards";
import { Button } from "@/client/components/ui/button";
import { PRO_PLAN } from "@/shared/domain/payments/plans";

export const Route = createFileRoute("/planos")({
  component: PlansPage,
});

function PlansPage() {
  return (
    <InfoPage
      wide
      title="Planos"
      lead={`Comece no plano gratuito e experimente o PRO por ${PRO_PLAN.trialDays} dias, sem cadastrar cartão.`}
    >
      {/* The cards' names are h3: this h2 keeps the outline in order under the page's h1. */}
      <h2 className="sr-only">Planos disponíveis</h2>
      <PlanCards
        freeAction={
          <Button asChild variant="outline" size="lg" className="w-full">
            <Link to="/login" search={{ modo: "cadastro" }}>
              Criar conta grátis
            </Link>
          </Button>
        }
        proAction={
          <Button asChild size="lg" className="w-full">
            <Link to="/login" search={{ modo: "cadastro" }}>
              Começar teste grátis
            </Link>
          </Button>
        }
      />
      <div className="mx-auto max-w-3xl">
        <InfoSection title="E o feed de promoções?">
          <p>
            O acesso às promoções exclusivas e à Minha Gestão é uma assinatura à parte, mensal ou anual. Veja os valores
            em{" "}
            <Link to="/precos" className={textLinkClass}>
              Preços
            </Link>{" "}
            ou assine direto na página de{" "}
            <Link to="/promocoes" className={textLinkClass}>
              Promoções
            </Link>
            .
          </p>
        </InfoSection>
      </div>
    </InfoPage>
  );
}
