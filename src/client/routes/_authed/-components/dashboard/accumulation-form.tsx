import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import { FormField } from "@/client/components/form-field";
import { FormFrame } from "@/client/components/form-frame";
import { Input } from "@/client/components/ui/input";
import { saveThenClose } from "@/client/lib/forms/save-dialog";
import { useTRPC } from "@/client/trpc";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import { acquiredLabel } from "@/shared/domain/wallet/program-kind";
import { CostPreview } from "./cost-verdict";
import { centsToMoneyText } from "@/client/lib/forms/form-text";
import { AccumulationFormSchema } from "./form-schemas";
import { LotExpiryField } from "./lot-expiry-field";
import { ProgramSelect } from "./program-select";
import type { Accumulation, Program } from "./types";
import { useProgramFacts } from "./use-catalogue";
import { useWalletRefresh } from "./use-wallet-refresh";

interface AccumulationFormProps {
  /** The program card's own program; without it the member picks one. */
  program?: Program;
  programs: readonly Program[];
  /** Edits this accumulation when given; otherwise the form adds a new one. */
  accumulation?: Accumulation;
  /** A new accumulation's first values, e.g. what the cost calculator simulated. */
  draft?: { programId: string; milesAcquired: string; amountPaidCents: string };
  onSaved: () => void;
}

function initialValues(
  programs: readonly Program[],
  program?: Program,
  accumulation?: Accumulation,
  draft?: AccumulationFormProps["draft"],
) {
  if (accumulation) {
    return {
      programId: accumulation.programId,
      milesAcquired: String(accumulation.milesAcquired),
      amountPaidCents: centsToMoneyText(accumulation.amountPaidCents),
      calculationDate: accumulation.calculationDate,
      expiresOn: accumulation.expiresOn ?? "",
    };
  }
  return {
    programId: program?.id || draft?.programId || (programs.length === 1 ? (programs[0]?.id ?? "") : ""),
    milesAcquired: draft?.milesAcquired ?? "",
    amountPaidCents: draft?.amountPaidCents ?? "",
    calculationDate: todayInSaoPaulo(),
    expiresOn: "",
  };
}

/**
 * docs/product.md §5 accumulation and calculator forms: miles, amount paid in reais (blank = free), date.
 * With `accumulation` it edits that record instead of adding one.
 */
export function AccumulationForm({ program, programs, accumulation, draft, onSaved }: AccumulationFormProps) {
  const trpc = useTRPC();
  const create = useMutation(trpc.wallet.accumulations.create.mutationOptions());
  const update = useMutation(trpc.wallet.accumulations.update.mutationOptions());
  const refresh = useWalletRefresh();
  const form = useForm({
    resolver: zodResolver(AccumulationFormSchema),
    defaultValues: initialValues(programs, program, accumulation, draft),
  });
  const onSubmit = saveThenClose(form, {
    save: (input) => (accumulation ? update.mutateAsync({ ...input, id: accumulation.id }) : create.mutateAsync(input)),
    refresh,
    successTitle: accumulation ? "Acúmulo atualizado!" : "Acúmulo adicionado!",
    failureTitle: accumulation ? "Erro ao atualizar acúmulo" : "Erro ao adicionar acúmulo",
    onSaved,
  });
  const [programId, milesAcquired, amountPaidCents, calculationDate] = useWatch({
    control: form.control,
    name: ["programId", "milesAcquired", "amountPaidCents", "calculationDate"],
  });
  const chosen = program ?? programs.find((candidate) => candidate.id === programId);
  const facts = useProgramFacts(chosen?.catalogueId);

  return (
    <FormFrame
      control={form.control}
      onSubmit={onSubmit}
      submitLabel={accumulation ? "Salvar alterações" : "Adicionar acúmulo"}
    >
      {!program && (
        <FormField control={form.control} name="programId" label="Programa">
          {(props) => <ProgramSelect {...props} programs={programs} />}
        </FormField>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField control={form.control} name="milesAcquired" label={acquiredLabel(facts.kind)}>
          {(props) => <Input {...props} inputMode="numeric" placeholder="Ex.: 10000" autoComplete="off" />}
        </FormField>
        <FormField
          control={form.control}
          name="amountPaidCents"
          label="Valor pago (R$)"
          hint="Deixe em branco se foram gratuitas."
        >
          {(props) => <Input {...props} inputMode="decimal" placeholder="Ex.: 350,00" autoComplete="off" />}
        </FormField>
      </div>
      <FormField control={form.control} name="calculationDate" label="Data">
        {(props) => <Input {...props} type="date" max={todayInSaoPaulo()} />}
      </FormField>
      <LotExpiryField
        form={form}
        name="expiresOn"
        creditedOn={calculationDate}
        program={chosen}
        origins={["purchase", "club", "flight"]}
      />
      <CostPreview miles={milesAcquired} amountPaid={amountPaidCents} reference={facts.reference} />
    </FormFrame>
  );
}
