import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { FormField } from "@/client/components/form-field";
import { FormFrame } from "@/client/components/form-frame";
import { Input } from "@/client/components/ui/input";
import { Textarea } from "@/client/components/ui/textarea";
import { centsToMoneyText, moneyText, wholeNumberText } from "@/client/lib/forms/form-text";
import { into } from "@/client/lib/forms/into";
import { saveThenClose } from "@/client/lib/forms/save-dialog";
import { refreshAfter } from "@/client/lib/refresh-after";
import { useTRPC, type RouterOutputs } from "@/client/trpc";
import { CLUB_LIMITS as L, CLUB_MESSAGES as M, ClubPlanInputSchema } from "@/shared/schemas/clubs";
import { z } from "@/shared/schemas/zod-locale";
import { ClubFigureField } from "@/client/routes/_authed/-components/clubs/club-figure-field";
import { useQueryClient } from "@tanstack/react-query";

export type AdminClubPlan = RouterOutputs["catalogue"]["clubPlans"][number];

const ClubPlanFormSchema = z
  .object({
    catalogueId: z.string(),
    name: z.string(),
    milesPerMonth: wholeNumberText(M.milesInvalid),
    priceCents: moneyText("Informe o preço em reais, por exemplo 42,00."),
    minimumStayMonths: wholeNumberText(M.stayInvalid),
    validityMonths: wholeNumberText(M.validityInvalid),
    transferBonusPercent: wholeNumberText(M.bonusInvalid),
    note: z.string(),
    source: z.string(),
    checkedOn: z.string(),
  })
  .transform((values) => ({
    ...values,
    minimumStayMonths: values.minimumStayMonths ?? 0,
    transferBonusPercent: values.transferBonusPercent ?? 0,
  }))
  .transform(into(ClubPlanInputSchema));

/**
 * A club plan in the catalogue editor (docs/decisions/042): every figure with the source and the day
 * it was checked; the change is audited on the program's entry. Running clubs keep their own figures.
 */
export function ClubPlanForm({
  catalogueId,
  plan,
  onSaved,
}: {
  catalogueId: string;
  plan?: AdminClubPlan;
  onSaved: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.catalogue.createClubPlan.mutationOptions());
  const update = useMutation(trpc.catalogue.updateClubPlan.mutationOptions());
  const form = useForm({
    resolver: zodResolver(ClubPlanFormSchema),
    defaultValues: {
      catalogueId,
      name: plan?.name ?? "",
      milesPerMonth: plan ? String(plan.milesPerMonth) : "",
      priceCents: plan ? centsToMoneyText(plan.priceCents) : "",
      minimumStayMonths: plan ? String(plan.minimumStayMonths) : "0",
      validityMonths: plan?.validityMonths ? String(plan.validityMonths) : "",
      transferBonusPercent: plan ? String(plan.transferBonusBasisPoints / 100) : "0",
      note: plan?.note ?? "",
      source: plan?.source ?? "",
      checkedOn: plan?.checkedOn ?? "",
    },
  });
  const onSubmit = saveThenClose(form, {
    save: ({ catalogueId: _entry, ...fields }) =>
      plan ? update.mutateAsync({ ...fields, id: plan.id }) : create.mutateAsync({ ...fields, catalogueId }),
    refresh: () => refreshAfter(queryClient, trpc, "catalogue"),
    successTitle: plan ? "Plano atualizado!" : "Plano adicionado!",
    failureTitle: plan ? "Erro ao atualizar plano" : "Erro ao adicionar plano",
    onSaved,
  });
  return (
    <FormFrame control={form.control} onSubmit={onSubmit} submitLabel={plan ? "Salvar plano" : "Adicionar plano"}>
      <FormField control={form.control} name="name" label="Nome do plano">
        {(props) => <Input {...props} placeholder="Ex.: Clube Smiles 1.000" autoComplete="off" />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <ClubFigureField control={form.control} name="milesPerMonth" />
        <ClubFigureField control={form.control} name="priceCents" />
        <ClubFigureField control={form.control} name="minimumStayMonths" />
        <ClubFigureField control={form.control} name="validityMonths" />
        <ClubFigureField control={form.control} name="transferBonusPercent" />
        <FormField control={form.control} name="checkedOn" label="Conferido em">
          {(props) => <Input {...props} type="date" />}
        </FormField>
      </div>
      <FormField control={form.control} name="source" label="Fonte" hint="O endereço de onde vêm os números.">
        {(props) => <Input {...props} maxLength={L.maxSourceLength} autoComplete="off" />}
      </FormField>
      <FormField control={form.control} name="note" label="Observações">
        {(props) => <Textarea {...props} rows={2} maxLength={L.maxNoteLength} />}
      </FormField>
    </FormFrame>
  );
}
