import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FormField, type FieldInputProps } from "@/client/components/form-field";
import { FormFrame } from "@/client/components/form-frame";
import { EntryListInput } from "@/client/components/form/entry-list-input";
import { ImageUploadField } from "@/client/components/image-upload-field";
import { FieldError } from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import { NativeSelect } from "@/client/components/ui/native-select";
import { Textarea } from "@/client/components/ui/textarea";
import { PromotionCategoryOptions } from "@/client/components/promotions/category-options";
import { saveThenClose } from "@/client/lib/forms/save-dialog";
import { useTRPC } from "@/client/trpc";
import { asksOriginProgram } from "@/shared/domain/promotions/promotion-categories";
import { PROMOTION_LIMITS as L, PROMOTION_MESSAGES as M } from "@/shared/schemas/promotions";
import {
  PromotionFormSchema,
  promotionFormValues,
  type AdminPromotion,
  type PromotionFormValues,
} from "./promotion-form-schema";
import { refreshAfter } from "@/client/lib/refresh-after";

/** A list field's props from react-hook-form's, for the entry list that edits it. */
function entryListProps({
  id,
  value,
  onChange,
  ref,
  ...aria
}: FieldInputProps<PromotionFormValues, "destinations" | "routes">) {
  return {
    id,
    entries: value,
    onChange,
    inputRef: ref,
    maxLength: L.maxEntryLength,
    invalid: aria["aria-invalid"] === true,
    describedBy: aria["aria-describedby"],
  };
}

/** Creates a promotion, or edits `promotion` when given (docs/product.md §5 "Promotion"). */
export function PromotionForm({ promotion, onSaved }: { promotion?: AdminPromotion; onSaved: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.promotions.admin.create.mutationOptions());
  const update = useMutation(trpc.promotions.admin.update.mutationOptions());
  const form = useForm({ resolver: zodResolver(PromotionFormSchema), defaultValues: promotionFormValues(promotion) });
  const onSubmit = saveThenClose(form, {
    save: (input) => (promotion ? update.mutateAsync({ ...input, id: promotion.id }) : create.mutateAsync(input)),
    refresh: () => refreshAfter(queryClient, trpc, "promotions"),
    successTitle: promotion ? "Promoção atualizada com sucesso!" : "Promoção criada com sucesso!",
    failureTitle: promotion ? "Erro ao atualizar promoção" : "Erro ao criar promoção",
    onSaved,
  });
  const imageUrl = useWatch({ control: form.control, name: "imageUrl" });
  const category = useWatch({ control: form.control, name: "category" });
  const { isSubmitting, errors } = form.formState;

  return (
    <FormFrame
      control={form.control}
      onSubmit={onSubmit}
      submitLabel={promotion ? "Salvar alterações" : "Criar promoção"}
    >
      <FormField control={form.control} name="title" label="Título">
        {(props) => (
          <Input {...props} maxLength={L.maxTitleLength} placeholder="Ex.: Até 100% de bônus na compra de milhas" />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField control={form.control} name="category" label="Categoria">
          {(props) => (
            <NativeSelect {...props}>
              <PromotionCategoryOptions blank="Selecione a categoria" />
            </NativeSelect>
          )}
        </FormField>
        <FormField control={form.control} name="program" label="Programa">
          {(props) => <Input {...props} maxLength={L.maxProgramLength} placeholder="Ex.: Smiles, LATAM Pass, Livelo" />}
        </FormField>
        {asksOriginProgram(category) && (
          <FormField
            control={form.control}
            name="fromProgram"
            label="Programa de origem"
            hint="De onde saem os pontos (ex.: Livelo). Opcional."
          >
            {(props) => <Input {...props} maxLength={L.maxProgramLength} placeholder="Ex.: Livelo, Esfera" />}
          </FormField>
        )}
        <FormField control={form.control} name="discount" label="Desconto">
          {(props) => <Input {...props} maxLength={L.maxDiscountLength} placeholder="Ex.: 100% de bônus, 30% off" />}
        </FormField>
        <FormField control={form.control} name="validUntil" label="Válida até">
          {(props) => <Input {...props} type="date" />}
        </FormField>
      </div>
      <FormField control={form.control} name="link" label="Link da oferta">
        {(props) => <Input {...props} type="url" inputMode="url" placeholder="https://..." />}
      </FormField>
      <FormField control={form.control} name="description" label="Descrição">
        {(props) => <Textarea {...props} rows={3} maxLength={L.maxDescriptionLength} />}
      </FormField>
      <div className="grid gap-2">
        <ImageUploadField
          kind="promotion-image"
          label="Imagem (opcional)"
          value={imageUrl.trim() === "" ? null : imageUrl}
          onChange={(url) => form.setValue("imageUrl", url ?? "")}
          disabled={isSubmitting}
        />
        <FieldError errors={[errors.imageUrl]} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField control={form.control} name="minPurchase" label="Compra mínima" hint="Em milhas. Opcional.">
          {(props) => <Input {...props} inputMode="numeric" />}
        </FormField>
        <FormField control={form.control} name="maxBonus" label="Bônus máximo" hint="Em milhas. Opcional.">
          {(props) => <Input {...props} inputMode="numeric" />}
        </FormField>
        <FormField control={form.control} name="minTransfer" label="Transferência mínima" hint="Em pontos. Opcional.">
          {(props) => <Input {...props} inputMode="numeric" />}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          control={form.control}
          name="destinations"
          label="Destinos"
          hint="Digite e tecle Enter para adicionar."
        >
          {(props) => (
            <EntryListInput
              {...entryListProps(props)}
              disabled={isSubmitting}
              placeholder="Ex.: Lisboa"
              addLabel="Adicionar destino"
              duplicateMessage={M.destinationDuplicate}
            />
          )}
        </FormField>
        <FormField control={form.control} name="routes" label="Rotas" hint="Digite e tecle Enter para adicionar.">
          {(props) => (
            <EntryListInput
              {...entryListProps(props)}
              disabled={isSubmitting}
              placeholder="Ex.: GRU-LIS"
              addLabel="Adicionar rota"
              duplicateMessage={M.routeDuplicate}
            />
          )}
        </FormField>
      </div>
    </FormFrame>
  );
}
