import { createFileRoute, Link } from "@tanstack/react-router";
import { InfoPage, InfoSection, textLinkClass } from "@/client/components/info-page";
import { formatBRL } from "@/shared/format";
import { COURSE_PRICE, FREE_PLAN, PRO_PLAN, PROMOTION_PLANS } from "@/shared/domain/payments/plans";

export const Route = createFileRoute("/precos")({
  component: PricesPage,
});

const PRICE_ROWS = [
  { item: "Plano gratuito", price: formatBRL(FREE_PLAN.monthlyCents), note: "para sempre" },
  {
    item: "Plano PRO",
    price: `${formatBRL(PRO_PLAN.monthlyCents)}/mês`,
    note: `ou ${formatBRL(PRO_PLAN.yearlyCents)} por ano (${PRO_PLAN.yearlyDiscountPercent}% off)`,
  },
  {
    item: "Promoções — mensal",
    price: `${formatBRL(PROMOTION_PLANS.monthly.priceCents)}/mês`,
    note: "cancele quando quiser",
  },
  {
    item: "Promoções — anual",
    price: formatBRL(PROMOTION_PLANS.annual.priceCents),
    note: `ou até ${PROMOTION_PLANS.annual.installments}x de ${formatBRL(PROMOTION_PLANS.annual.installmentCents)}; economize ${PROMOTION_PLANS.annual.savingsPercent}%`,
  },
  {
    item: "Curso premium",
    price: formatBRL(COURSE_PRICE.fullCents),
    note: `ou ${COURSE_PRICE.installments}x de ${formatBRL(COURSE_PRICE.installmentCents)}; acesso por ${COURSE_PRICE.accessMonths} meses`,
  },
] as const;

function PricesPage() {
  return (
    <InfoPage title="Preços" lead="Todos os valores em reais, sem taxas escondidas.">
      <div className="overflow-hidden rounded-xl border bg-card">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Tabela de preços do Milheiro</caption>
          <thead className="bg-muted/60 text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                Produto
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Preço
              </th>
              <th scope="col" className="hidden px-4 py-3 font-medium sm:table-cell">
                Condições
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {PRICE_ROWS.map((row) => (
              <tr key={row.item}>
                <th scope="row" className="px-4 py-3 font-medium">
                  {row.item}
                  <span className="mt-1 block text-xs font-normal text-muted-foreground sm:hidden">{row.note}</span>
                </th>
                <td className="px-4 py-3 whitespace-nowrap">{row.price}</td>
                <td className="hidden px-4 py-3 text-muted-foreground sm:table-cell">{row.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <InfoSection title="Onde contratar">
        <p>
          Compare os planos em{" "}
          <Link to="/planos" className={textLinkClass}>
            Planos
          </Link>
          , assine o feed na página de{" "}
          <Link to="/promocoes" className={textLinkClass}>
            Promoções
          </Link>{" "}
          e compre cursos na página de cada um em{" "}
          <Link to="/cursos" className={textLinkClass}>
            Cursos
          </Link>
          . O pagamento é processado com segurança pelo nosso provedor de pagamentos.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
