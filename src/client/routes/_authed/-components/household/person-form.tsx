import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { PlanSubscribeButtons } from "@/client/components/marketing/plan-actions";
import { FormField } from "@/client/components/form-field";
import { FormFrame } from "@/client/components/form-frame";
import { Input } from "@/client/components/ui/input";
import { saveThenClose } from "@/client/lib/forms/save-dialog";
import { isPlanRefusal } from "@/client/lib/request-error";
import { useTRPC } from "@/client/trpc";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import { useWalletRefresh } from "../dashboard/use-wallet-refresh";
import { PersonFormSchema, type PersonFormValues } from "./form-schemas";

export type PersonKind = "holder" | "beneficiary";

const WORDS: Record<PersonKind, { added: string; updated: string; addFailed: string; updateFailed: string }> = {
  holder: {
    added: "Titular adicionado!",
    updated: "Titular atualizado!",
    addFailed: "Erro ao adicionar titular",
    updateFailed: "Erro ao atualizar titular",
  },
  beneficiary: {
    added: "Beneficiário adicionado!",
    updated: "Beneficiário atualizado!",
    addFailed: "Erro ao adicionar beneficiário",
    updateFailed: "Erro ao atualizar beneficiário",
  },
};

interface PersonFormProps {
  kind: PersonKind;
  /** The whole person, as `get` answers it (never a list's masked copy); absent to add one. */
  person?: { id: string; name: string; cpf: string | null; birthDate: string | null };
  onSaved: () => void;
}

/** A holder or a beneficiary: name, CPF (check digits verified) and the optional birth date. */
export function PersonForm({ kind, person, onSaved }: PersonFormProps) {
  const trpc = useTRPC();
  const createHolder = useMutation(trpc.household.holders.create.mutationOptions());
  const updateHolder = useMutation(trpc.household.holders.update.mutationOptions());
  const createBeneficiary = useMutation(trpc.household.beneficiaries.create.mutationOptions());
  const updateBeneficiary = useMutation(trpc.household.beneficiaries.update.mutationOptions());
  const refresh = useWalletRefresh();
  const defaultValues: PersonFormValues = {
    name: person?.name ?? "",
    cpf: person?.cpf ?? "",
    birthDate: person?.birthDate ?? "",
  };
  const form = useForm({ resolver: zodResolver(PersonFormSchema), defaultValues });
  const words = WORDS[kind];
  const onSubmit = saveThenClose(form, {
    save: (input) => {
      if (kind === "holder")
        return person ? updateHolder.mutateAsync({ ...input, id: person.id }) : createHolder.mutateAsync(input);
      return person ? updateBeneficiary.mutateAsync({ ...input, id: person.id }) : createBeneficiary.mutateAsync(input);
    },
    refresh,
    successTitle: person ? words.updated : words.added,
    failureTitle: person ? words.updateFailed : words.addFailed,
    onSaved,
  });

  return (
    <FormFrame control={form.control} onSubmit={onSubmit} submitLabel={person ? "Salvar alterações" : "Adicionar"}>
      {/* Another holder is the PRO plan's (the server's gate): the refusal above, the offer here. */}
      {isPlanRefusal(createHolder.error) && (
        <div className="grid gap-2 rounded-lg border bg-accent/40 p-3 text-sm">
          <p>Com o plano PRO você acompanha as milhas da família, cada titular com seus programas.</p>
          <PlanSubscribeButtons plan="pro" />
        </div>
      )}
      <FormField control={form.control} name="name" label="Nome">
        {(props) => <Input {...props} autoComplete="off" placeholder="Ex.: Caio Souza" />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField control={form.control} name="cpf" label="CPF" hint="Com ou sem pontos: 123.456.789-09.">
          {(props) => <Input {...props} inputMode="numeric" autoComplete="off" placeholder="000.000.000-00" />}
        </FormField>
        <FormField control={form.control} name="birthDate" label="Data de nascimento" hint="Opcional.">
          {(props) => <Input {...props} type="date" max={todayInSaoPaulo()} />}
        </FormField>
      </div>
    </FormFrame>
  );
}
