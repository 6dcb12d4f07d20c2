import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, type ComponentProps } from "react";
import { useForm, useWatch } from "react-hook-form";
import { FormField } from "@/client/components/form-field";
import { FormFrame } from "@/client/components/form-frame";
import { PromotionCategoryOptions } from "@/client/components/promotions/category-options";
import { PlanSubscribeButtons } from "@/client/components/marketing/plan-actions";
import { LoadingState, ErrorState } from "@/client/components/query-states";
import { Input } from "@/client/components/ui/input";
import { NativeSelect } from "@/client/components/ui/native-select";
import { saveThenClose } from "@/client/lib/forms/save-dialog";
import { useTRPC } from "@/client/trpc";
import { AIRPORTS } from "@/shared/domain/flights/airports";
import { describePromotionAlert } from "@/shared/domain/promotions/promotion-alerts";
import { asksOriginProgram } from "@/shared/domain/promotions/promotion-categories";
import { PROMOTION_LIMITS } from "@/shared/domain/promotions/promotion-limits";
import type { FeedSearch } from "./feed-query";
import { PromotionAlertFormSchema, promotionAlertFormValues } from "./promotion-alert-form-schema";

export interface AlertFormProps {
  search: FeedSearch;
  programs: readonly string[];
  onSaved: () => void;
}

/** A program's name, suggested from the programs the feed has (`list`), any other allowed. */
function ProgramNameInput(props: ComponentProps<typeof Input> & { list: string }) {
  return <Input {...props} maxLength={PROMOTION_LIMITS.maxProgramLength} autoComplete="off" />;
}

/** What the alert will catch, in words, as the member types: the sentence /minha-conta will list. */
function AlertPreview({ values }: { values: unknown }) {
  const parsed = PromotionAlertFormSchema.safeParse(values);
  if (!parsed.success) return null;
  return (
    <p className="rounded-lg border bg-accent/40 p-3 text-sm" aria-live="polite">
      Você será avisado de: <strong>{describePromotionAlert(parsed.data)}</strong>
    </p>
  );
}

function PromotionAlertForm({ search, programs, onSaved }: AlertFormProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.promotions.alerts.create.mutationOptions());
  const form = useForm({
    resolver: zodResolver(PromotionAlertFormSchema),
    defaultValues: promotionAlertFormValues(search),
  });
  const values = useWatch({ control: form.control });
  const onSubmit = saveThenClose(form, {
    save: (input) => create.mutateAsync(input),
    refresh: () => queryClient.invalidateQueries(trpc.promotions.alerts.list.pathFilter()),
    successTitle: "Alerta criado: avisaremos você",
    failureTitle: "Erro ao criar o alerta",
    onSaved,
  });
  const listId = useId();
  const programListId = `${listId}-programas`;
  const airportListId = `${listId}-aeroportos`;

  return (
    <FormFrame control={form.control} onSubmit={onSubmit} submitLabel="Salvar alerta">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField control={form.control} name="category" label="Categoria">
          {(props) => (
            <NativeSelect {...props}>
              <PromotionCategoryOptions blank="Qualquer categoria" />
            </NativeSelect>
          )}
        </FormField>
        <FormField control={form.control} name="program" label="Programa" hint="Em branco: qualquer programa.">
          {(props) => <ProgramNameInput {...props} list={programListId} placeholder="Ex.: Smiles" />}
        </FormField>
        {asksOriginProgram(values.category) && (
          <FormField
            control={form.control}
            name="fromProgram"
            label="Programa de origem"
            hint="De onde saem os pontos. Em branco: qualquer um."
          >
            {(props) => <ProgramNameInput {...props} list={programListId} placeholder="Ex.: Livelo" />}
          </FormField>
        )}
        <FormField
          control={form.control}
          name="minPercent"
          label="Bônus ou desconto mínimo (%)"
          hint="Em branco: qualquer valor."
        >
          {(props) => <Input {...props} inputMode="numeric" autoComplete="off" placeholder="Ex.: 80" />}
        </FormField>
        <FormField
          control={form.control}
          name="originAirport"
          label="Aeroporto de origem"
          hint="Código de 3 letras. Em branco: qualquer um."
        >
          {(props) => (
            <Input
              {...props}
              list={airportListId}
              maxLength={3}
              autoComplete="off"
              className="uppercase"
              placeholder="Ex.: GRU"
            />
          )}
        </FormField>
      </div>
      <datalist id={programListId}>
        {programs.map((program) => (
          <option key={program} value={program} />
        ))}
      </datalist>
      <datalist id={airportListId}>
        {AIRPORTS.map((airport) => (
          <option key={airport.code} value={airport.code}>{`${airport.city} (${airport.name})`}</option>
        ))}
      </datalist>
      <AlertPreview values={values} />
    </FormFrame>
  );
}

/** Promotion alerts are PRO's (docs/decisions/044): a member of another plan is offered it here. */
function ProOffer() {
  return (
    <div className="grid gap-3 text-sm">
      <p>
        Os alertas de promoção fazem parte do plano PRO: quando sair a promoção que você espera, avisamos no celular,
        por e-mail e no sino.
      </p>
      <PlanSubscribeButtons plan="pro" />
    </div>
  );
}

/** Whether the member may create alerts is the server's answer, read only once the dialog opens. */
export function AlertDialogBody(props: AlertFormProps) {
  const trpc = useTRPC();
  const alerts = useQuery(trpc.promotions.alerts.list.queryOptions());
  if (alerts.isPending) return <LoadingState label="Carregando seus alertas..." />;
  if (alerts.isError) {
    return <ErrorState message="Não foi possível carregar seus alertas." onRetry={() => void alerts.refetch()} />;
  }
  return alerts.data.canCreate ? <PromotionAlertForm {...props} /> : <ProOffer />;
}
