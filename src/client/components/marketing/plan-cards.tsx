import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/client/components/ui/badge";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/client/components/ui/card";
import { cn } from "@/client/lib/utils";
import { FEATURE_LABELS, PLANS, type PlanId, planPrice } from "@/shared/domain/payments/plans";

/**
 * The plans as every page shows them (docs/decisions/031): /welcome draws Grátis and PRO, /planos
 * and /precos all three, /promocoes Promoções and PRO. Name, price and features all come from
 * shared/domain/payments, so no two pages can disagree; callers choose where each button leads.
 */
export function PlanCards({ actions }: { actions: Partial<Record<PlanId, ReactNode>> }) {
  const shown = (Object.keys(PLANS) as PlanId[]).filter((plan) => plan in actions);
  return (
    <div
      className={cn("mx-auto grid gap-6", shown.length > 2 ? "max-w-6xl lg:grid-cols-3" : "max-w-4xl md:grid-cols-2")}
    >
      {shown.map((plan) => (
        <PlanCard key={plan} plan={plan} action={actions[plan]} />
      ))}
    </div>
  );
}

function PlanCard({ plan, action }: { plan: PlanId; action: ReactNode }) {
  const { name, features } = PLANS[plan];
  const price = planPrice(plan);
  const highlighted = plan === "pro";
  return (
    <Card
      role="article"
      aria-label={`Plano ${name}`}
      className={cn("relative h-full", highlighted && "border-primary shadow-lg ring-1 ring-primary")}
    >
      {highlighted && (
        <Badge variant="highlight" className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1">
          Mais completo
        </Badge>
      )}
      <CardHeader>
        <CardTitle>
          <h3 className="text-xl">{name}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex-1 space-y-6">
        <div>
          <p className="flex items-baseline gap-1">
            <span className="text-4xl font-bold tracking-tight">{price.price}</span>
            <span className="text-muted-foreground">/mês</span>
          </p>
          <p className="mt-1 text-sm text-muted-foreground">{price.note}</p>
        </div>
        <ul className="space-y-3 text-sm">
          {features.map((feature) => (
            <li key={feature} className="flex gap-3">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              {FEATURE_LABELS[feature]}
            </li>
          ))}
        </ul>
      </CardContent>
      {action && <CardFooter className="grid gap-2">{action}</CardFooter>}
    </Card>
  );
}
