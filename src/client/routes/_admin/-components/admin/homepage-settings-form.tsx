import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FormField } from "@/client/components/form-field";
import { FormFrame } from "@/client/components/form-frame";
import { Input } from "@/client/components/ui/input";
import { saveThenClose } from "@/client/lib/forms/save-dialog";
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
    resolver: zodResolver(HomepageSettingsFormSchema),
    defaultValues: {
      heroTitle: settings.heroTitle,
      heroSubtitle: settings.heroSubtitle,
      heroBackgroundImage: settings.heroBackgroundImage ?? "",
      primaryButtonText: settings.primaryButtonText,
      primaryButtonLink: settings.primaryButtonLink,
      secondaryButtonText: settings.secondaryButtonText,
      secondaryButtonLink: settings.secondaryButtonLink,
    },
  });
  const onSubmit = saveThenClose(form, {
    save: (input) => update.mutateAsync(input), // The home page reads the same query: it shows the new hero as soon as it is opened.
    refresh: () => refreshAfter(queryClient, trpc, "homepage"),
    successTitle: "Configurações atualizadas",
    failureTitle: "Erro ao salvar configurações",
    failureDescription: "Não foi possível salvar as configurações.",
    onSaved,
  });
  const linkHint = "Um caminho do site (ex.: /promocoes) ou um endereço http(s).";

  return (
    <FormFrame control={form.control} onSubmit={onSubmit} submitLabel="Salvar configurações">
      <FormField control={form.control} name="heroTitle" label="Título principal">
        {(props) => <Input {...props} />}
      </FormField>
      <FormField control={form.control} name="heroSubtitle" label="Subtítulo">
        {(props) => <Input {...props} />}
      </FormField>
      <FormField
        control={form.control}
        name="heroBackgroundImage"
        label="Imagem de fundo"
        hint="Opcional: em branco, usa o degradê padrão."
      >
        {(props) => <HeroBackgroundField {...props} onImageChange={props.onChange} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField control={form.control} name="primaryButtonText" label="Texto do botão principal">
          {(props) => <Input {...props} />}
        </FormField>
        <FormField control={form.control} name="primaryButtonLink" label="Link do botão principal" hint={linkHint}>
          {(props) => <Input {...props} />}
        </FormField>
        <FormField control={form.control} name="secondaryButtonText" label="Texto do botão secundário">
          {(props) => <Input {...props} />}
        </FormField>
        <FormField control={form.control} name="secondaryButtonLink" label="Link do botão secundário" hint={linkHint}>
          {(props) => <Input {...props} />}
        </FormField>
      </div>
    </FormFrame>
  );
}
