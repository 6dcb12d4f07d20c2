import { createFileRoute, Link } from "@tanstack/react-router";
import { InfoPage, InfoSection, textLinkClass } from "@/client/components/info-page";
import { PlanCards } from "@/client/components/marketing/plan-cards";
import { Button } from "@/client/components/ui/button";
import { installmentText } from "@/shared/domain/payments/installments";
import { COURSE_PRICE } from "@/shared/domain/courses/course-pricing";
import { formatBRL } from "@/shared/format";

export const Route = createFileRoute("/precos")({
  staticData: { rendering: "shared", indexing: "sitemap" },
  component: PricesPage,
});

const toPlans = (
  <Button asChild variant="outline" size="lg" className="w-full">
    <Link to="/planos">Ver planos</Link>
  </Button>
);

const coursePrice = installmentText({
  cashCents: COURSE_PRICE.fullCents,
  count: COURSE_PRICE.installments,
  installmentCents: COURSE_PRICE.installmentCents,
});

function PricesPage() {
  return (
    <InfoPage wide title="Preços" lead="Todos os valores em reais, sem taxas escondidas.">
      <h2 className="sr-only">Planos</h2>
      <PlanCards actions={{ gratis: toPlans, promocoes: toPlans, pro: toPlans }} />
      <div className="mx-auto grid max-w-3xl gap-6">
        <InfoSection title="Cursos premium">
          <p>
            Cada curso pago tem seu preço, por {COURSE_PRICE.accessMonths} meses de acesso; o de referência custa{" "}
            {formatBRL(COURSE_PRICE.fullCents)} à vista ou {coursePrice}. O PRO abre todos os cursos; um curso comprado
            à parte continua seu depois que o PRO acaba.
          </p>
        </InfoSection>
        <InfoSection title="Onde contratar">
          <p>
            Compare os planos em{" "}
            <Link to="/planos" className={textLinkClass}>
              Planos
            </Link>{" "}
            e compre cursos na página de cada um em{" "}
            <Link to="/cursos" className={textLinkClass}>
              Cursos
            </Link>
            . O pagamento é processado com segurança pelo nosso provedor de pagamentos.
          </p>
        </InfoSection>
      </div>
    </InfoPage>
  );
}
