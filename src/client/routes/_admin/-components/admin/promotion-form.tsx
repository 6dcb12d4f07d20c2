import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FieldShell, FormField, FormFrame } from "@/client/components/form-dialog";
import { EntryListInput } from "@/client/components/form/entry-list-input";
import { ImageUploadField } from "@/client/components/image-upload-field";
import { useForm } from "@/client/lib/use-form";
import { Input } from "@/client/components/ui/input";
import { NativeSelect } from "@/client/components/ui/native-select";
import { Textarea } from "@/client/components/ui/textarea";
import { useTRPC } from "@/client/trpc";
import { PROMOTION_CATEGORIES, PROMOTION_CATEGORY_LABELS } from "@/shared/domain/promotions/promotion-categories";
import { PROMOTION_LIMITS as L, PROMOTION_MESSAGES as M } from "@/shared/schemas/promotions";
import { PromotionFormSchema, promotionFormValues, type AdminPromotion } from "./promotion-form-schema";
import { refreshAfter } from "@/client/lib/refresh-after";

/** Creates a promotion, or edits `promotion` when given (docs/product.md §5 "Promotion"). */
export function PromotionForm({ promotion, onSaved }: { promotion?: AdminPromotion; onSaved: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.promotions.admin.create.mutationOptions());
  const update = useMutation(trpc.promotions.admin.update.mutationOptions());
  const form = useForm({
    schema: PromotionFormSchema,
    initial: promotionFormValues(promotion),
    save: (input) => (promotion ? update.mutateAsync({ ...input, id: promotion.id }) : create.mutateAsync(input)),
    refresh: () => refreshAfter(queryClient, trpc, "promotions"),
    successTitle: promotion ? "Promoção atualizada com sucesso!" : "Promoção criada com sucesso!",
    failureTitle: promotion ? "Erro ao atualizar promoção" : "Erro ao criar promoção",
    onSaved,
  });
  const imageError = form.errorOf("imageUrl");

  function listField(name: "destinations" | "routes") {
    const invalid = form.errorOf(name) !== null;
    return {
      id: form.idOf(name),
      entries: form.values[name],
      onChange: (entries: string[]) => form.setValue(name, entries),
      maxLength: L.maxEntryLength,
      disabled: form.submitting,
      inputRef: form.refOf(name),
      invalid,
      describedBy: invalid ? `${form.idOf(name)}-error` : undefined,
    };
  }

  return (
    <FormFrame form={form} submitLabel={promotion ? "Salvar alterações" : "Criar promoção"}>
      <FormField form={form} name="title" label="Título">
        {(props) => (
          <Input {...props} maxLength={L.maxTitleLength} placeholder="Ex.: Até 100% de bônus na compra de milhas" />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="category" label="Categoria">
          {(props) => (
            <NativeSelect {...props}>
              <option value="">Selecione a categoria</option>
              {PROMOTION_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {PROMOTION_CATEGORY_LABELS[category]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField form={form} name="program" label="Programa">
          {(props) => <Input {...props} maxLength={L.maxProgramLength} placeholder="Ex.: Smiles, LATAM Pass, Livelo" />}
        </FormField>
        <FormField form={form} name="discount" label="Desconto">
          {(props) => <Input {...props} maxLength={L.maxDiscountLength} placeholder="Ex.: 100% de bônus, 30% off" />}
        </FormField>
        <FormField form={form} name="validUntil" label="Válida até">
          {(props) => <Input {...props} type="date" />}
        </FormField>
      </div>
      <FormField form={form} name="link" label="Link da oferta">
        {(props) => <Input {...props} type="url" inputMode="url" placeholder="https://..." />}
      </FormField>
      <FormField form={form} name="description" label="Descrição">
        {(props) => <Textarea {...props} rows={3} maxLength={L.maxDescriptionLength} />}
      </FormField>
      <div className="grid gap-2">
        <ImageUploadField
          kind="promotion-image"
          label="Imagem (opcional)"
          value={form.values.imageUrl.trim() === "" ? null : form.values.imageUrl}
          onChange={(url) => form.setValue("imageUrl", url ?? "")}
          disabled={form.submitting}
        />
        {imageError && <p className="text-sm font-medium text-destructive">{imageError}</p>}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField form={form} name="minPurchase" label="Compra mínima" hint="Em milhas. Opcional.">
          {(props) => <Input {...props} inputMode="numeric" />}
        </FormField>
        <FormField form={form} name="maxBonus" label="Bônus máximo" hint="Em milhas. Opcional.">
          {(props) => <Input {...props} inputMode="numeric" />}
        </FormField>
        <FormField form={form} name="minTransfer" label="Transferência mínima" hint="Em pontos. Opcional.">
          {(props) => <Input {...props} inputMode="numeric" />}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FieldShell
          id={form.idOf("destinations")}
          label="Destinos"
          error={form.errorOf("destinations")}
          hint="Digite e tecle Enter para adicionar."
        >
          <EntryListInput
            {...listField("destinations")}
            placeholder="Ex.: Lisboa"
            addLabel="Adicionar destino"
            duplicateMessage={M.destinationDuplicate}
          />
        </FieldShell>
        <FieldShell
          id={form.idOf("routes")}
          label="Rotas"
          error={form.errorOf("routes")}
          hint="Digite e tecle Enter para adicionar."
        >
          <EntryListInput
            {...listField("routes")}
            placeholder="Ex.: GRU-LIS"
            addLabel="Adicionar rota"
            duplicateMessage={M.routeDuplicate}
          />
        </FieldShell>
      </div>
    </FormFrame>
  );
}
