import { BadgePercent, Check } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/client/components/ui/card";
import { cn } from "@/client/lib/utils";
import { PROMOTION_PLANS } from "@/shared/domain/payments/plans";
import { formatBRL } from "@/shared/format";
import { useSubscribe, type PromotionPlan } from "./use-subscribe";

const BENEFITS = [
  "Todas as promoções exclusivas de milhas e pontos",
  "Filtros por categoria, programa e ofertas ativas",
  "Acesso à Minha Gestão: carteira, custo do milheiro e relatórios",
] as const;

interface PlanCardProps {
  plan: PromotionPlan;
  name: string;
  price: string;
  period: string;
  notes: ReactNode;
  highlighted?: boolean;
  onSubscribe: (plan: PromotionPlan) => void;
}

function PlanCard({ plan, name, price, period, notes, highlighted, onSubscribe }: PlanCardProps) {
  return (
    <Card
      role="article"
      aria-label={`Plano ${name}`}
      className={cn("relative h-full", highlighted && "border-primary shadow-lg ring-1 ring-primary")}
    >
      {highlighted && (
        <Badge variant="highlight" className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1">
          <BadgePercent aria-hidden />
          Economize {PROMOTION_PLANS.annual.savingsPercent}%
        </Badge>
      )}
      <CardHeader>
        <CardTitle>
          <h3 className="text-xl">{name}</h3>
        </CardTitle>
        <CardDescription>Acesso completo ao feed de promoções.</CardDescription>
      </CardHeader>
      <CardContent className="flex-1 space-y-6">
        <div>
          <p className="flex items-baseline gap-1">
            <span className="text-4xl font-bold tracking-tight">{price}</span>
            <span className="text-muted-foreground">{period}</span>
          </p>
          <div className="mt-2 space-y-1 text-sm text-muted-foreground">{notes}</div>
        </div>
        <ul className="space-y-3 text-sm">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex gap-3">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              {benefit}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button
          size="lg"
          variant={highlighted ? "default" : "outline"}
          className="w-full"
          onClick={() => onSubscribe(plan)}
        >
          Assinar {name}
        </Button>
      </CardFooter>
    </Card>
  );
}

/**
 * docs/product.md §2: what someone without access sees on /promocoes. Every price comes from
 * shared/domain/payments/plans.
 */
export function PromotionPlans() {
  const subscribe = useSubscribe();
  const { monthly, annual } = PROMOTION_PLANS;
  return (
    <section aria-labelledby="plans-heading" className="grid gap-8">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="plans-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Assine e receba as melhores promoções
        </h2>
        <p className="mt-2 text-muted-foreground">
          Bônus de compra e transferência, passagens com desconto, upgrades e resgates selecionados para você.
        </p>
      </div>
      <div className="mx-auto grid w-full max-w-4xl gap-6 md:grid-cols-2">
        <PlanCard
          plan="monthly"
          name={monthly.label}
          price={formatBRL(monthly.priceCents)}
          period="/mês"
          notes={<p>Cancele quando quiser.</p>}
          onSubscribe={subscribe}
        />
        <PlanCard
          plan="annual"
          name={annual.label}
          price={formatBRL(annual.priceCents)}
          period="/ano"
          highlighted
          notes={
            <>
              <p>
                ou em até {annual.installments}x de {formatBRL(annual.installmentCents)}
              </p>
              <p>
                Comparado a <span className="line-through">{formatBRL(annual.comparedWithMonthlyCents)}</span> no plano
                mensal: você economiza {formatBRL(annual.yearlySavingsCents)} por ano.
              </p>
              <p>Pagamento único.</p>
            </>
          }
          onSubscribe={subscribe}
        />
      </div>
    </section>
  );
}
