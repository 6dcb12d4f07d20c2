import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FormField, FormFrame } from "@/client/components/form-dialog";
import { Input } from "@/client/components/ui/input";
import { useForm } from "@/client/lib/use-form";
import { into } from "@/client/lib/forms/into";
import { z } from "@/shared/schemas/zod-locale";
import { useTRPC, type RouterOutputs } from "@/client/trpc";
import { HomepageSettingsInputSchema } from "@/shared/schemas/homepage";
import { HeroBackgroundField } from "./hero-background-field";
import { refreshAfter } from "@/client/lib/refresh-after";

type HomepageSettings = RouterOutputs["homepage"]["get"];

// Every field is text in the form (a blank background included); the shared schema does the rest.
const HomepageSettingsFormSchema = z
  .record(HomepageSettingsInputSchema.keyof(), z.string())
  .transform(into(HomepageSettingsInputSchema));

/** docs/product.md §5 "Homepage settings": every text and link required, the background optional. */
export function HomepageSettingsForm({ settings, onSaved }: { settings: HomepageSettings; onSaved: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const update = useMutation(trpc.homepage.update.mutationOptions());
  const form = useForm({
    schema: HomepageSettingsFormSchema,
    initial: {
      heroTitle: settings.heroTitle,
      heroSubtitle: settings.heroSubtitle,
      heroBackgroundImage: settings.heroBackgroundImage ?? "",
      primaryButtonText: settings.primaryButtonText,
      primaryButtonLink: settings.primaryButtonLink,
      secondaryButtonText: settings.secondaryButtonText,
      secondaryButtonLink: settings.secondaryButtonLink,
    },
    save: (input) => update.mutateAsync(input),
    // The home page reads the same query: it shows the new hero as soon as it is opened.
    refresh: () => refreshAfter(queryClient, trpc, "homepage"),
    successTitle: "Configurações atualizadas",
    failureTitle: "Erro ao salvar configurações",
    failureDescription: "Não foi possível salvar as configurações.",
    onSaved,
  });
  const linkHint = "Um caminho do site (ex.: /promocoes) ou um endereço http(s).";

  return (
    <FormFrame form={form} submitLabel="Salvar configurações">
      <FormField form={form} name="heroTitle" label="Título principal">
        {(props) => <Input {...props} />}
      </FormField>
      <FormField form={form} name="heroSubtitle" label="Subtítulo">
        {(props) => <Input {...props} />}
      </FormField>
      <FormField
        form={form}
        name="heroBackgroundImage"
        label="Imagem de fundo"
        hint="Opcional: em branco, usa o degradê padrão."
      >
        {(props) => (
          <HeroBackgroundField {...props} onImageChange={(url) => form.setValue("heroBackgroundImage", url)} />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="primaryButtonText" label="Texto do botão principal">
          {(props) => <Input {...props} />}
        </FormField>
        <FormField form={form} name="primaryButtonLink" label="Link do botão principal" hint={linkHint}>
          {(props) => <Input {...props} />}
        </FormField>
        <FormField form={form} name="secondaryButtonText" label="Texto do botão secundário">
          {(props) => <Input {...props} />}
        </FormField>
        <FormField form={form} name="secondaryButtonLink" label="Link do botão secundário" hint={linkHint}>
          {(props) => <Input {...props} />}
        </FormField>
      </div>
    </FormFrame>
  );
}
