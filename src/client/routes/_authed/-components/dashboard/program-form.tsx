import { FormField, FormFrame } from "@/client/components/form-dialog";
import { Input } from "@/client/components/ui/input";
import { trpc } from "@/client/trpc";
import { WALLET_LIMITS } from "@/shared/domain/wallet/wallet-limits";
import { ProgramFormSchema } from "./form-schemas";
import type { Program } from "./types";
import { useWalletForm } from "./use-wallet-form";

function initialValues(program?: Program) {
  return {
    name: program?.name ?? "",
    logo: program?.logo ?? "",
    accountNumber: program?.accountNumber ?? "",
    balance: program ? String(program.balance) : "",
    pendingBonus: program ? String(program.pendingBonus) : "",
    expirationDate: program?.expirationDate ?? "",
    pendingBonusExpectedOn: program?.pendingBonusExpectedOn ?? "",
    usualValidityMonths: program?.usualValidityMonths ? String(program.usualValidityMonths) : "",
  };
}

/** Adds a program, or edits `program` when given (docs/product.md §5 "Program form"). */
export function ProgramForm({ program, onSaved }: { program?: Program; onSaved: () => void }) {
  const create = trpc.wallet.programs.create.useMutation();
  const update = trpc.wallet.programs.update.useMutation();
  const form = useWalletForm({
    schema: ProgramFormSchema,
    initial: initialValues(program),
    save: (input) => (program ? update.mutateAsync({ ...input, id: program.id }) : create.mutateAsync(input)),
    successTitle: program ? "Programa atualizado!" : "Programa adicionado!",
    failureTitle: program ? "Erro ao atualizar programa" : "Erro ao adicionar programa",
    onSaved,
  });

  return (
    <FormFrame form={form} submitLabel={program ? "Salvar alterações" : "Adicionar programa"}>
      <FormField form={form} name="name" label="Nome do programa">
        {(props) => <Input {...props} placeholder="Ex.: Smiles, LATAM Pass, TudoAzul" autoComplete="off" />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="logo" label="Logo (sigla)" hint="Até 3 letras; vazio usa as iniciais.">
          {(props) => (
            <Input {...props} placeholder="Ex.: SM" maxLength={WALLET_LIMITS.maxLogoLength} autoComplete="off" />
          )}
        </FormField>
        <FormField form={form} name="accountNumber" label="Número da conta">
          {(props) => <Input {...props} inputMode="numeric" autoComplete="off" />}
        </FormField>
        <FormField form={form} name="balance" label="Saldo (milhas)">
          {(props) => <Input {...props} inputMode="numeric" placeholder="0" />}
        </FormField>
        <FormField form={form} name="pendingBonus" label="Bônus pendente (milhas)">
          {(props) => <Input {...props} inputMode="numeric" placeholder="0" />}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="expirationDate" label="Data de vencimento" hint="Opcional.">
          {(props) => <Input {...props} type="date" />}
        </FormField>
        <FormField
          form={form}
          name="pendingBonusExpectedOn"
          label="Crédito do bônus esperado em"
          hint="Opcional: lembramos você se não cair."
        >
          {(props) => <Input {...props} type="date" />}
        </FormField>
      </div>
      <FormField
        form={form}
        name="usualValidityMonths"
        label="Validade usual dos pontos (meses)"
        hint="Opcional, ex.: 24 na Livelo. Sugere o vencimento de cada novo lançamento."
      >
        {(props) => <Input {...props} inputMode="numeric" placeholder="Ex.: 24" autoComplete="off" />}
      </FormField>
    </FormFrame>
  );
}
