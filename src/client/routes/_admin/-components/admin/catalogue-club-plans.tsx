import { Pencil, Plus } from "lucide-react";
import { FormDialog } from "@/client/components/form-dialog";
import { Button } from "@/client/components/ui/button";
import { formatBRL, formatInteger, formatPlainDate } from "@/shared/format";
import { ClubPlanForm, type AdminClubPlan } from "./club-plan-form";

/** The entry's club plans on its catalogue card, each with its source and date, editable in place. */
export function CatalogueClubPlans({
  catalogueId,
  programName,
  plans,
}: {
  catalogueId: string;
  programName: string;
  plans: readonly AdminClubPlan[] | "loading" | "failed";
}) {
  return (
    <section aria-label={`Planos de clube de ${programName}`} className="grid gap-1">
      <div className="flex items-center justify-between gap-2">
        <span className="text-muted-foreground">Planos de clube:</span>
        <FormDialog
          title={`Novo plano de clube — ${programName}`}
          description="Cada número com sua fonte e data; clubes já criados pelos membros não mudam."
          trigger={
            <Button variant="ghost" size="sm" aria-label={`Novo plano de clube de ${programName}`}>
              <Plus aria-hidden />
              Plano
            </Button>
          }
        >
          {(close) => <ClubPlanForm catalogueId={catalogueId} onSaved={close} />}
        </FormDialog>
      </div>
      {plans === "loading" ? (
        <p className="text-muted-foreground">Carregando planos…</p>
      ) : plans === "failed" ? (
        <p className="text-destructive">Não foi possível carregar os planos de clube.</p>
      ) : plans.length === 0 ? (
        <p className="text-muted-foreground">Nenhum plano cadastrado.</p>
      ) : (
        <ul className="grid gap-1">
          {plans.map((plan) => (
            <li key={plan.id} className="flex items-start gap-2">
              <p className="min-w-0 flex-1">
                {plan.name}: {formatInteger(plan.milesPerMonth)} por mês, {formatBRL(plan.priceCents)}
                <span className="block text-xs text-muted-foreground">
                  {plan.source} · {formatPlainDate(plan.checkedOn)}
                </span>
              </p>
              <FormDialog
                title={`Editar ${plan.name}`}
                description="A mudança fica no histórico do programa; clubes já criados pelos membros não mudam."
                trigger={
                  <Button variant="ghost" size="icon" className="size-8" aria-label={`Editar ${plan.name}`}>
                    <Pencil aria-hidden />
                  </Button>
                }
              >
                {(close) => <ClubPlanForm catalogueId={catalogueId} plan={plan} onSaved={close} />}
              </FormDialog>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
