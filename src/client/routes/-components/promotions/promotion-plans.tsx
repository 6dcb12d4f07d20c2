import { PlanSubscribeButtons } from "@/client/components/marketing/plan-actions";
import { PlanCards } from "@/client/components/marketing/plan-cards";

/**
 * docs/product.md §2 and docs/decisions/031: what someone without access sees on /promocoes, the two
 * plans that open the feed (Promoções and PRO), at the prices of every other page.
 */
export function PromotionPlans({ heading = "Assine e receba as melhores promoções" }: { heading?: string }) {
  return (
    <section aria-labelledby="plans-heading" className="grid gap-8">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="plans-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {heading}
        </h2>
        <p className="mt-2 text-muted-foreground">
          Bônus de compra e transferência, passagens com desconto, upgrades e resgates selecionados para você.
        </p>
      </div>
      <PlanCards
        actions={{
          promocoes: <PlanSubscribeButtons plan="promocoes" />,
          pro: <PlanSubscribeButtons plan="pro" />,
        }}
      />
    </section>
  );
}
