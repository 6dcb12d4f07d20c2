import { Input } from "@/client/components/ui/input";
import { trpc } from "@/client/trpc";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import { CostPreview } from "./cost-verdict";
import { FormField, WalletFormFrame } from "./form-dialog";
import { AccumulationFormSchema } from "./form-schemas";
import { ProgramSelect } from "./program-select";
import type { Program } from "./types";
import { useWalletForm } from "./use-wallet-form";

interface AccumulationFormProps {
  /** The program card's own program; without it the member picks one (the cost calculator). */
  program?: Program;
  programs: readonly Program[];
  onSaved: () => void;
}

/** Spec §5 accumulation and calculator forms: miles, amount paid in reais (blank = free), date. */
export function AccumulationForm({ program, programs, onSaved }: AccumulationFormProps) {
  const create = trpc.wallet.accumulations.create.useMutation();
  const form = useWalletForm({
    schema: AccumulationFormSchema,
    initial: {
      programId: program?.id ?? (programs.length === 1 ? (programs[0]?.id ?? "") : ""),
      milesAcquired: "",
      amountPaidCents: "",
      calculationDate: todayInSaoPaulo(),
    },
    save: (input) => create.mutateAsync(input),
    successTitle: "Acúmulo adicionado!",
    failureTitle: "Erro ao adicionar acúmulo",
    onSaved,
  });
  const chosen = programs.find((candidate) => candidate.id === form.values.programId);

  return (
    <WalletFormFrame form={form} submitLabel="Adicionar acúmulo">
      {!program && (
        <FormField form={form} name="programId" label="Programa">
          {(props) => <ProgramSelect {...props} programs={programs} />}
        </FormField>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="milesAcquired" label="Milhas adquiridas">
          {(props) => <Input {...props} inputMode="numeric" placeholder="Ex.: 10000" autoComplete="off" />}
        </FormField>
        <FormField form={form} name="amountPaidCents" label="Valor pago (R$)" hint="Deixe em branco se foram gratuitas.">
          {(props) => <Input {...props} inputMode="decimal" placeholder="Ex.: 350,00" autoComplete="off" />}
        </FormField>
      </div>
      <FormField form={form} name="calculationDate" label="Data">
        {(props) => <Input {...props} type="date" />}
      </FormField>
      <CostPreview
        miles={form.values.milesAcquired}
        amountPaid={form.values.amountPaidCents}
        programName={(program ?? chosen)?.name}
      />
    </WalletFormFrame>
  );
}
