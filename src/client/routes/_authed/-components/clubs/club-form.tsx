import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useForm, useWatch } from "react-hook-form";
import { FormField } from "@/client/components/form-field";
import { FormFrame } from "@/client/components/form-frame";
import { Input } from "@/client/components/ui/input";
import { NativeSelect } from "@/client/components/ui/native-select";
import { centsToMoneyText } from "@/client/lib/forms/form-text";
import { saveThenClose } from "@/client/lib/forms/save-dialog";
import { useTRPC } from "@/client/trpc";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import { formatBRL, formatPlainDate } from "@/shared/format";
import type { Program } from "../dashboard/types";
import { useProgramFacts } from "../dashboard/use-catalogue";
import { useWalletRefresh } from "../dashboard/use-wallet-refresh";
import { ClubFigureField } from "./club-figure-field";
import { ClubFormSchema } from "./form-schemas";
import type { ClubPlan } from "./types";

const blank = (value: number | null) => (value === null ? "" : String(value));

/** What a plan fills in; the member may still change every figure (a promotion, an annual price). */
function planValues(plan: ClubPlan) {
  return {
    name: plan.name,
    milesPerMonth: String(plan.milesPerMonth),
    priceCents: centsToMoneyText(plan.priceCents),
    minimumStayMonths: String(plan.minimumStayMonths),
    validityMonths: blank(plan.validityMonths),
    transferBonusPercent: String(plan.transferBonusBasisPoints / 100),
  };
}

/**
 * 'Novo clube' on a program card (docs/decisions/042): a plan of the catalogue for this program, or
 * one typed; a start in the past posts the months already billed at once.
 */
export function ClubForm({ program, onSaved }: { program: Program; onSaved: () => void }) {
  const trpc = useTRPC();
  const plansQuery = useQuery(trpc.catalogue.clubPlans.queryOptions());
  const plans = (plansQuery.data ?? []).filter((plan) => plan.catalogueId === program.catalogueId);
  const { entry } = useProgramFacts(program.catalogueId);
  const create = useMutation(trpc.wallet.clubs.create.mutationOptions());
  const refresh = useWalletRefresh();
  const form = useForm({
    resolver: zodResolver(ClubFormSchema),
    defaultValues: {
      programId: program.id,
      planId: "",
      name: "",
      milesPerMonth: "",
      priceCents: "",
      billingDay: String(Number(todayInSaoPaulo().slice(8))),
      startsOn: todayInSaoPaulo(),
      minimumStayMonths: "0",
      validityMonths: blank(entry?.clubValidityMonths ?? null),
      transferBonusPercent: "0",
    },
  });
  const onSubmit = saveThenClose(form, {
    save: (input) => create.mutateAsync(input),
    refresh,
    successTitle: "Clube adicionado!",
    failureTitle: "Erro ao adicionar clube",
    onSaved,
  });

  function choose(planId: string) {
    form.setValue("planId", planId);
    const plan = plans.find((candidate) => candidate.id === planId);
    if (!plan) return;
    for (const [field, value] of Object.entries(planValues(plan))) {
      form.setValue(field as keyof ReturnType<typeof planValues>, value, { shouldValidate: false });
    }
  }

  const planId = useWatch({ control: form.control, name: "planId" });
  const chosen = plans.find((plan) => plan.id === planId);

  return (
    <FormFrame control={form.control} onSubmit={onSubmit} submitLabel="Adicionar clube">
      <FormField
        control={form.control}
        name="planId"
        label="Plano"
        hint={
          plansQuery.isError
            ? "Não foi possível carregar os planos do catálogo; informe os dados do plano."
            : chosen
              ? `${formatBRL(chosen.priceCents)} por mês segundo ${chosen.source}, conferido em ${formatPlainDate(chosen.checkedOn)}.${chosen.note ? ` ${chosen.note}` : ""}`
              : "Escolha um plano do catálogo ou informe os dados do seu."
        }
      >
        {(props) => (
          <NativeSelect {...props} onChange={(event) => choose(event.target.value)} disabled={plansQuery.isPending}>
            <option value="">{plansQuery.isPending ? "Carregando planos…" : "Outro plano"}</option>
            {plans.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField control={form.control} name="name" label="Nome do plano">
        {(props) => <Input {...props} placeholder="Ex.: Clube Smiles 1.000" autoComplete="off" />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <ClubFigureField control={form.control} name="milesPerMonth" />
        <ClubFigureField control={form.control} name="priceCents" />
        <FormField
          control={form.control}
          name="billingDay"
          label="Dia da cobrança"
          hint="Em meses mais curtos, o último dia."
        >
          {(props) => <Input {...props} inputMode="numeric" autoComplete="off" />}
        </FormField>
        <FormField
          control={form.control}
          name="startsOn"
          label="Início"
          hint="Se já começou, os meses cobrados são lançados agora."
        >
          {(props) => <Input {...props} type="date" />}
        </FormField>
        <ClubFigureField control={form.control} name="minimumStayMonths" />
        <ClubFigureField control={form.control} name="validityMonths" />
      </div>
      <ClubFigureField
        control={form.control}
        name="transferBonusPercent"
        hint="Somado ao bônus da promoção quando você transfere para este programa."
      />
    </FormFrame>
  );
}
