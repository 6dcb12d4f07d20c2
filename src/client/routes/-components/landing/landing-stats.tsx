import { PROMOTION_CATEGORIES } from "@/shared/domain/promotions/promotion-categories";

/** Facts about the product itself rather than invented usage numbers. */
const STATS = [
  { value: "3", label: "companhias no buscador de passagens: Azul, GOL e LATAM" },
  { value: "30 dias", label: "de antecedência nos alertas de vencimento" },
  { value: String(PROMOTION_CATEGORIES.length), label: "categorias de promoções, de compra de milhas a upgrades" },
  { value: "100%", label: "em português, com valores em reais e datas no padrão brasileiro" },
] as const;

export function LandingStats() {
  return (
    <section aria-label="O Milheiro em números" className="border-y bg-muted/50">
      <dl className="mx-auto grid max-w-7xl gap-8 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        {STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col items-center text-center">
            <dt className="order-2 mt-2 max-w-56 text-sm text-muted-foreground">{stat.label}</dt>
            <dd className="order-1 text-4xl font-bold tracking-tight text-primary">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
