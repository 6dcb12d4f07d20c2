import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { FormField } from "@/client/components/form-field";
import { FormFrame } from "@/client/components/form-frame";
import { ErrorState, LoadingState } from "@/client/components/query-states";
import { Input } from "@/client/components/ui/input";
import { NativeSelect } from "@/client/components/ui/native-select";
import { Textarea } from "@/client/components/ui/textarea";
import { showRefusal } from "@/client/lib/forms/refusal";
import { useTRPC } from "@/client/trpc";
import { CABIN_LABELS, REDEMPTION_CABINS } from "@/shared/domain/household/redemption-value";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import { formatUnits } from "@/shared/domain/wallet/program-kind";
import { AirportInput } from "../../../-components/flights/airport-field";
import { ProgramSelect } from "../dashboard/program-select";
import type { Program } from "../dashboard/types";
import { useProgramFacts } from "../dashboard/use-catalogue";
import { useWalletRefresh } from "../dashboard/use-wallet-refresh";
import { CpfProblemsAlert } from "./cpf-problems-alert";
import { RedemptionFormSchema, type RedemptionFormOutput } from "./form-schemas";
import { PassengerPicker } from "./passenger-picker";
import { redemptionFormValues, type RedemptionPrefill } from "./redemption-values";
import type { CpfProblem, Redemption } from "./types";

interface RedemptionFormProps {
  programs: readonly Program[];
  /** Edits this redemption when given; otherwise registers a new one. */
  redemption?: Redemption;
  prefill?: RedemptionPrefill;
  onSaved: (saved: Redemption) => void;
}

/**
 * 'Registrar emissão' (docs/decisions/039): a debit of the program's ledger with its passengers
 * and figures. A redemption that would pass the program's CPF limit comes back as
 * `needs_confirmation`, nothing saved: its problems are shown and 'Salvar mesmo assim' sends the
 * same input again with `confirmOverLimit`.
 */
export function RedemptionForm({ programs, redemption, prefill, onSaved }: RedemptionFormProps) {
  const trpc = useTRPC();
  const holders = useQuery(trpc.household.holders.list.queryOptions());
  const beneficiaries = useQuery(trpc.household.beneficiaries.list.queryOptions());
  const create = useMutation(trpc.household.redemptions.create.mutationOptions());
  const update = useMutation(trpc.household.redemptions.update.mutationOptions());
  const refresh = useWalletRefresh();
  const form = useForm({
    resolver: zodResolver(RedemptionFormSchema),
    defaultValues: redemptionFormValues(redemption, prefill),
  });
  // The input the server asked to confirm, and its problems; sent again as it was when confirmed.
  const [pending, setPending] = useState<{ input: RedemptionFormOutput; problems: CpfProblem[] } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const failureTitle = redemption ? "Erro ao atualizar emissão" : "Erro ao registrar emissão";

  async function send(input: RedemptionFormOutput, confirmOverLimit: boolean) {
    try {
      const outcome = redemption
        ? await update.mutateAsync({ ...input, id: redemption.id, confirmOverLimit })
        : await create.mutateAsync({ ...input, confirmOverLimit });
      if (outcome.status === "needs_confirmation") {
        setPending({ input, problems: outcome.problems });
        return;
      }
      setPending(null);
      await refresh();
      toast.success(redemption ? "Emissão atualizada!" : "Emissão registrada!");
      onSaved(outcome.redemption);
    } catch (failure) {
      toast.error(failureTitle, { description: showRefusal(form, failure) });
    }
  }

  async function confirm() {
    if (!pending) return;
    setConfirming(true);
    await send(pending.input, true);
    setConfirming(false);
  }

  const programId = useWatch({ control: form.control, name: "programId" });
  const chosen = programs.find((program) => program.id === programId);
  const { kind } = useProgramFacts(chosen?.catalogueId);

  return (
    <FormFrame
      control={form.control}
      onSubmit={form.handleSubmit((input) => send(input, false))}
      submitLabel={redemption ? "Salvar alterações" : "Registrar emissão"}
    >
      <FormField
        control={form.control}
        name="programId"
        label="Programa"
        hint={chosen ? `Saldo atual: ${formatUnits(chosen.balance, kind)}` : undefined}
      >
        {(props) => <ProgramSelect {...props} programs={programs} />}
      </FormField>
      {holders.isPending || beneficiaries.isPending ? (
        <LoadingState label="Carregando passageiros..." />
      ) : holders.isError || beneficiaries.isError ? (
        <ErrorState
          message="Não foi possível carregar os passageiros."
          onRetry={() => void Promise.all([holders.refetch(), beneficiaries.refetch()])}
        />
      ) : (
        <PassengerPicker
          control={form.control}
          holders={holders.data}
          beneficiaries={beneficiaries.data}
          programHolderId={chosen?.holderId}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField control={form.control} name="origin" label="Origem">
          {(props) => <AirportInput {...props} />}
        </FormField>
        <FormField control={form.control} name="destination" label="Destino">
          {(props) => <AirportInput {...props} />}
        </FormField>
        <FormField control={form.control} name="departureOn" label="Data de ida">
          {(props) => <Input {...props} type="date" />}
        </FormField>
        <FormField control={form.control} name="returnOn" label="Data de volta" hint="Opcional.">
          {(props) => <Input {...props} type="date" />}
        </FormField>
        <FormField control={form.control} name="issuedOn" label="Data da emissão">
          {(props) => <Input {...props} type="date" max={todayInSaoPaulo()} />}
        </FormField>
        <FormField control={form.control} name="cabin" label="Cabine">
          {(props) => (
            <NativeSelect {...props}>
              {REDEMPTION_CABINS.map((cabin) => (
                <option key={cabin} value={cabin}>
                  {CABIN_LABELS[cabin]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField control={form.control} name="miles" label="Milhas usadas">
          {(props) => <Input {...props} inputMode="numeric" placeholder="Ex.: 25000" autoComplete="off" />}
        </FormField>
        <FormField control={form.control} name="taxesCents" label="Taxas (R$)">
          {(props) => <Input {...props} inputMode="decimal" placeholder="Ex.: 89,90" autoComplete="off" />}
        </FormField>
        <FormField
          control={form.control}
          name="cashPriceCents"
          label="Preço em dinheiro (R$)"
          hint="Opcional: o mesmo bilhete pago em reais, para avaliar a emissão."
        >
          {(props) => <Input {...props} inputMode="decimal" placeholder="Ex.: 1.500,00" autoComplete="off" />}
        </FormField>
        <FormField control={form.control} name="bookingCode" label="Localizador" hint="Opcional.">
          {(props) => <Input {...props} autoComplete="off" placeholder="Ex.: ABC123" />}
        </FormField>
      </div>
      <FormField control={form.control} name="note" label="Observação" hint="Opcional.">
        {(props) => <Textarea {...props} rows={2} />}
      </FormField>
      {pending && <CpfProblemsAlert problems={pending.problems} saving={confirming} onConfirm={() => void confirm()} />}
    </FormFrame>
  );
}
