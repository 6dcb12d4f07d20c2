import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { FormField } from "@/client/components/form-field";
import { FormFrame } from "@/client/components/form-frame";
import { Input } from "@/client/components/ui/input";
import { NativeSelect } from "@/client/components/ui/native-select";
import { saveThenClose } from "@/client/lib/forms/save-dialog";
import { useTRPC } from "@/client/trpc";
import { catalogueEntry } from "@/shared/domain/wallet/program-catalogue";
import { unitPlural } from "@/shared/domain/wallet/program-kind";
import { WALLET_LIMITS } from "@/shared/domain/wallet/wallet-limits";
import { ProgramFormSchema } from "./form-schemas";
import type { CatalogueEntry, Program } from "./types";
import { useCatalogue } from "./use-catalogue";
import { useWalletRefresh } from "./use-wallet-refresh";

function initialValues(program?: Program) {
  return {
    catalogueId: program?.catalogueId ?? "",
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

/** What the entry's validity note adds to the hint, when it has one. */
function validityHint(entry: CatalogueEntry | null): string {
  const base = "Opcional. Sugere o vencimento de cada novo lançamento.";
  if (!entry?.purchaseValidityMonths) return base;
  return `${base} ${entry.name}: ${entry.purchaseValidityMonths} meses para compras.`;
}

/**
 * Adds a program, or edits `program` when given (docs/product.md §5 "Program form"). The first
 * field picks its catalogue entry (docs/decisions/034), which fills the name and the usual
 * validity and sets the words ("pontos" or "milhas"); 'Outro' keeps the program outside it.
 */
export function ProgramForm({ program, onSaved }: { program?: Program; onSaved: () => void }) {
  const trpc = useTRPC();
  const catalogue = useCatalogue();
  // A new program whose catalogue choice nobody touched is matched by its name on the server
  // (program_catalogue_match); once the member picks, even 'Outro', their choice stands.
  const [picked, setPicked] = useState(false);
  const create = useMutation(trpc.wallet.programs.create.mutationOptions());
  const update = useMutation(trpc.wallet.programs.update.mutationOptions());
  const refresh = useWalletRefresh();
  const form = useForm({ resolver: zodResolver(ProgramFormSchema), defaultValues: initialValues(program) });
  const onSubmit = saveThenClose(form, {
    save: (input) =>
      program
        ? update.mutateAsync({ ...input, id: program.id })
        : create.mutateAsync(picked ? input : { ...input, catalogueId: input.catalogueId ?? undefined }),
    refresh,
    successTitle: program ? "Programa atualizado!" : "Programa adicionado!",
    failureTitle: program ? "Erro ao atualizar programa" : "Erro ao adicionar programa",
    onSaved,
  });
  const entry = catalogueEntry(catalogue, useWatch({ control: form.control, name: "catalogueId" }));
  const units = unitPlural(entry?.kind);

  function choose(id: string) {
    const chosen = catalogueEntry(catalogue, id);
    const { catalogueId, name, usualValidityMonths } = form.getValues();
    const previous = catalogueEntry(catalogue, catalogueId);
    setPicked(true);
    form.setValue("catalogueId", id);
    // Fill what the member has not typed (or what the previous choice filled), never over their own text.
    if (chosen && (name === "" || name === previous?.name)) form.setValue("name", chosen.name);
    if (chosen?.purchaseValidityMonths && usualValidityMonths === "")
      form.setValue("usualValidityMonths", String(chosen.purchaseValidityMonths));
  }

  return (
    <FormFrame
      control={form.control}
      onSubmit={onSubmit}
      submitLabel={program ? "Salvar alterações" : "Adicionar programa"}
    >
      <FormField
        control={form.control}
        name="catalogueId"
        label="Programa do catálogo"
        hint="Define se o saldo é em pontos ou milhas e a referência de mercado."
      >
        {(props) => (
          <NativeSelect {...props} onChange={(event) => choose(event.target.value)}>
            <option value="">Outro (fora do catálogo)</option>
            {catalogue.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField control={form.control} name="name" label="Nome do programa">
        {(props) => <Input {...props} placeholder="Ex.: Smiles, LATAM Pass, TudoAzul" autoComplete="off" />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField control={form.control} name="logo" label="Logo (sigla)" hint="Até 3 letras; vazio usa as iniciais.">
          {(props) => (
            <Input {...props} placeholder="Ex.: SM" maxLength={WALLET_LIMITS.maxLogoLength} autoComplete="off" />
          )}
        </FormField>
        <FormField control={form.control} name="accountNumber" label="Número da conta">
          {(props) => <Input {...props} inputMode="numeric" autoComplete="off" />}
        </FormField>
        <FormField control={form.control} name="balance" label={`Saldo (${units})`}>
          {(props) => <Input {...props} inputMode="numeric" placeholder="0" />}
        </FormField>
        <FormField control={form.control} name="pendingBonus" label={`Bônus pendente (${units})`}>
          {(props) => <Input {...props} inputMode="numeric" placeholder="0" />}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField control={form.control} name="expirationDate" label="Data de vencimento" hint="Opcional.">
          {(props) => <Input {...props} type="date" />}
        </FormField>
        <FormField
          control={form.control}
          name="pendingBonusExpectedOn"
          label="Crédito do bônus esperado em"
          hint="Opcional: lembramos você se não cair."
        >
          {(props) => <Input {...props} type="date" />}
        </FormField>
      </div>
      <FormField
        control={form.control}
        name="usualValidityMonths"
        label={`Validade usual dos ${units} (meses)`}
        hint={validityHint(entry)}
      >
        {(props) => <Input {...props} inputMode="numeric" placeholder="Ex.: 24" autoComplete="off" />}
      </FormField>
    </FormFrame>
  );
}
