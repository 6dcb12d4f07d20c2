import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/client/components/ui/badge";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/client/components/ui/card";
import { cn } from "@/client/lib/utils";
import { formatBRL } from "@/shared/format";
import { FREE_PLAN, FREE_PLAN_FEATURE_COUNT, PLAN_FEATURES, PRO_PLAN } from "@/shared/domain/payments/plans";

/** The landing page's two plans (docs/product.md §2); callers choose where each button leads. */
export function PlanCards({ freeAction, proAction }: { freeAction: ReactNode; proAction: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
      <PlanCard
        name="Gratuito"
        description="Para buscar passagens em milhas e aprender com os cursos gratuitos."
        price={formatBRL(FREE_PLAN.monthlyCents)}
        features={PLAN_FEATURES.slice(0, FREE_PLAN_FEATURE_COUNT)}
        action={freeAction}
      />
      <PlanCard
        name="PRO"
        highlighted
        description="Para quem usa milhas com frequência: tudo do gratuito, mais Minha Gestão, relatórios e promoções."
        price={formatBRL(PRO_PLAN.monthlyCents)}
        priceNote={`ou ${formatBRL(PRO_PLAN.yearlyCents)} por ano (${PRO_PLAN.yearlyDiscountPercent}% off)`}
        features={PLAN_FEATURES}
        action={proAction}
      />
    </div>
  );
}

function PlanCard(props: {
  name: string;
  description: string;
  price: string;
  priceNote?: string;
  features: readonly string[];
  highlighted?: boolean;
  action: ReactNode;
}) {
  return (
    <Card className={cn("relative h-full", props.highlighted && "border-primary shadow-lg ring-1 ring-primary")}>
      {props.highlighted && (
        <Badge variant="highlight" className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1">
          Mais completo
        </Badge>
      )}
      <CardHeader>
        <CardTitle>
          <h3 className="text-xl">{props.name}</h3>
        </CardTitle>
        <CardDescription>{props.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1 space-y-6">
        <div>
          <p className="flex items-baseline gap-1">
            <span className="text-4xl font-bold tracking-tight">{props.price}</span>
            <span className="text-muted-foreground">/mês</span>
          </p>
          {props.priceNote && <p className="mt-1 text-sm text-muted-foreground">{props.priceNote}</p>}
        </div>
        <ul className="space-y-3 text-sm">
          {props.features.map((feature) => (
            <li key={feature} className="flex gap-3">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>{props.action}</CardFooter>
    </Card>
  );
}
