import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FormField } from "@/client/components/form-field";
import { FormFrame } from "@/client/components/form-frame";
import { Input } from "@/client/components/ui/input";
import { NativeSelect } from "@/client/components/ui/native-select";
import { Textarea } from "@/client/components/ui/textarea";
import { saveThenClose } from "@/client/lib/forms/save-dialog";
import { refreshAfter } from "@/client/lib/refresh-after";
import { useTRPC } from "@/client/trpc";
import { CATALOGUE_LIMITS as L } from "@/shared/schemas/program-catalogue";
import { catalogueFormSchema, catalogueFormValues, type AdminCatalogueEntry } from "./catalogue-form-schema";

interface CatalogueEntryFormProps {
  entry?: AdminCatalogueEntry;
  /** The whole catalogue: partners are named by these entries' names. */
  entries: readonly AdminCatalogueEntry[];
  onSaved: () => void;
}

/** Adds a known program, or edits `entry` (docs/decisions/034): every figure beside its source and date. */
export function CatalogueEntryForm({ entry, entries, onSaved }: CatalogueEntryFormProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.catalogue.create.mutationOptions());
  const update = useMutation(trpc.catalogue.update.mutationOptions());
  const form = useForm({
    resolver: zodResolver(catalogueFormSchema(entries)),
    defaultValues: catalogueFormValues(entry),
  });
  const onSubmit = saveThenClose(form, {
    save: (input) => (entry ? update.mutateAsync({ ...input, id: entry.id }) : create.mutateAsync(input)),
    refresh: () => refreshAfter(queryClient, trpc, "catalogue"),
    successTitle: entry ? "Programa do catálogo atualizado!" : "Programa adicionado ao catálogo!",
    failureTitle: entry ? "Erro ao atualizar o catálogo" : "Erro ao adicionar ao catálogo",
    onSaved,
  });

  return (
    <FormFrame
      control={form.control}
      onSubmit={onSubmit}
      submitLabel={entry ? "Salvar alterações" : "Adicionar ao catálogo"}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField control={form.control} name="name" label="Nome">
          {(props) => <Input {...props} maxLength={L.maxNameLength} placeholder="Ex.: Livelo" autoComplete="off" />}
        </FormField>
        <FormField control={form.control} name="kind" label="Guarda">
          {(props) => (
            <NativeSelect {...props}>
              <option value="">Selecione</option>
              <option value="pontos">Pontos</option>
              <option value="milhas">Milhas</option>
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField
        control={form.control}
        name="aliases"
        label="Outros nomes"
        hint="Separados por vírgula; ligam à entrada os programas que os membros digitam assim."
      >
        {(props) => <Input {...props} placeholder="Ex.: tudoazul, tudo azul" autoComplete="off" />}
      </FormField>
      <fieldset className="grid gap-4 rounded-md border p-3">
        <legend className="px-1 text-sm font-medium">Referência de mercado (por milheiro)</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField control={form.control} name="referenceLowCents" label="Piso (R$)" hint="Até aqui: boa compra.">
            {(props) => <Input {...props} inputMode="decimal" placeholder="Ex.: 35,00" autoComplete="off" />}
          </FormField>
          <FormField
            control={form.control}
            name="referenceHighCents"
            label="Teto (R$)"
            hint="Acima daqui: acima do mercado."
          >
            {(props) => <Input {...props} inputMode="decimal" placeholder="Ex.: 42,00" autoComplete="off" />}
          </FormField>
          <FormField control={form.control} name="referenceSource" label="Fonte da referência">
            {(props) => <Input {...props} maxLength={L.maxSourceLength} placeholder="Site ou endereço" />}
          </FormField>
          <FormField control={form.control} name="referenceCheckedOn" label="Conferida em">
            {(props) => <Input {...props} type="date" />}
          </FormField>
        </div>
      </fieldset>
      <fieldset className="grid gap-4 rounded-md border p-3">
        <legend className="px-1 text-sm font-medium">Validade e transferências</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField control={form.control} name="purchaseValidityMonths" label="Compra (meses)">
            {(props) => <Input {...props} inputMode="numeric" placeholder="Ex.: 24" autoComplete="off" />}
          </FormField>
          <FormField control={form.control} name="bonusValidityMonths" label="Bônus (meses)">
            {(props) => <Input {...props} inputMode="numeric" placeholder="Ex.: 12" autoComplete="off" />}
          </FormField>
          <FormField control={form.control} name="clubValidityMonths" label="Clube (meses)">
            {(props) => <Input {...props} inputMode="numeric" placeholder="Ex.: 120" autoComplete="off" />}
          </FormField>
          <FormField control={form.control} name="flightValidityMonths" label="Voo (meses)">
            {(props) => <Input {...props} inputMode="numeric" placeholder="Ex.: 72" autoComplete="off" />}
          </FormField>
        </div>
        <FormField control={form.control} name="validityNote" label="Observações">
          {(props) => <Textarea {...props} rows={2} maxLength={L.maxNoteLength} />}
        </FormField>
        <FormField control={form.control} name="minimumTransferPoints" label="Transferência mínima (pontos)">
          {(props) => <Input {...props} inputMode="numeric" placeholder="Ex.: 30000" autoComplete="off" />}
        </FormField>
        <FormField
          control={form.control}
          name="partners"
          label="Parceiros de transferência"
          hint="Um por linha: nome do catálogo e proporção, ex.: Smiles 1:1."
        >
          {(props) => <Textarea {...props} rows={3} placeholder={"Smiles 1:1\nLATAM Pass 1:1"} />}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField control={form.control} name="rulesSource" label="Fonte das regras">
            {(props) => <Input {...props} maxLength={L.maxSourceLength} placeholder="Site ou endereço" />}
          </FormField>
          <FormField control={form.control} name="rulesCheckedOn" label="Regras conferidas em">
            {(props) => <Input {...props} type="date" />}
          </FormField>
        </div>
      </fieldset>
    </FormFrame>
  );
}
