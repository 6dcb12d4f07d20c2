import { Link } from "@tanstack/react-router";
import { Sparkles } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import type { RouterOutputs } from "@/client/trpc";
import { PLANS, planPrice } from "@/shared/domain/payments/plans";
import { trialUntilText } from "@/shared/domain/payments/trial-label";

type Overview = RouterOutputs["billing"]["overview"];

/** 'Meu plano' (docs/decisions/031): the plan the gates see today, the trial's end, and where to go next. */
export function PlanSummary({ overview }: { overview: Pick<Overview, "plan" | "onTrial" | "trialLastDay"> }) {
  const plan = PLANS[overview.plan];
  const price = planPrice(overview.plan);
  return (
    <Card role="region" aria-label="Meu plano">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg font-semibold">Meu plano: {plan.name}</h2>
        </CardTitle>
        <CardDescription>
          {overview.plan === "gratis" ? price.note : `${price.price}/mês, ${price.note}`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {overview.onTrial && overview.trialLastDay && (
          <p className="flex items-center gap-2 font-medium text-primary">
            <Sparkles className="size-4" aria-hidden />
            {trialUntilText(overview.trialLastDay)}
          </p>
        )}
        {overview.plan !== "pro" && (
          <div>
            <Button asChild variant={overview.onTrial ? "default" : "outline"}>
              <Link to="/planos">{overview.onTrial ? "Assinar para continuar depois do teste" : "Ver planos"}</Link>
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
