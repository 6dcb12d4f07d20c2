import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FormField } from "@/client/components/form-field";
import { FormFrame } from "@/client/components/form-frame";
import { Input } from "@/client/components/ui/input";
import { NativeSelect } from "@/client/components/ui/native-select";
import { saveThenClose } from "@/client/lib/forms/save-dialog";
import { useTRPC, type RouterOutputs } from "@/client/trpc";
import { API_TOKEN_SCOPE_LABELS, API_TOKEN_SCOPES, type ApiTokenScope } from "@/shared/domain/account/api-tokens";
import { CreateApiTokenFormSchema } from "@/shared/schemas/account";

export type CreatedApiToken = RouterOutputs["account"]["createApiToken"];

const INITIAL: { name: string; scope: ApiTokenScope; expiresOn: string; currentPassword: string } = {
  name: "",
  scope: "leitura",
  expiresOn: "",
  currentPassword: "",
};

export function ApiTokenForm({
  onCreated,
  onSaved,
}: {
  onCreated: (token: CreatedApiToken) => void;
  onSaved: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.account.createApiToken.mutationOptions());
  const form = useForm({ resolver: zodResolver(CreateApiTokenFormSchema), defaultValues: INITIAL });
  const onSubmit = saveThenClose(form, {
    save: async (input) => onCreated(await create.mutateAsync(input)),
    refresh: () => queryClient.invalidateQueries(trpc.account.apiTokens.pathFilter()),
    successTitle: "Token criado. Copie-o agora: ele não será mostrado de novo.",
    failureTitle: "Erro ao criar o token",
    onSaved,
  });
  return (
    <FormFrame control={form.control} onSubmit={onSubmit} submitLabel="Criar token">
      <FormField
        control={form.control}
        name="name"
        label="Nome"
        hint="Para você reconhecer onde o token é usado, ex.: Planilha de milhas."
      >
        {(props) => <Input {...props} autoComplete="off" />}
      </FormField>
      <FormField control={form.control} name="scope" label="Escopo">
        {(props) => (
          <NativeSelect {...props}>
            {API_TOKEN_SCOPES.map((scope) => (
              <option key={scope} value={scope}>
                {API_TOKEN_SCOPE_LABELS[scope]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        control={form.control}
        name="expiresOn"
        label="Válido até"
        hint="Opcional: em branco, vale até ser revogado (tokens de administradores valem no máximo alguns meses)."
      >
        {(props) => <Input {...props} type="date" />}
      </FormField>
      <FormField
        control={form.control}
        name="currentPassword"
        label="Senha atual"
        hint="Um token dá acesso à sua conta: avisaremos por e-mail que ele foi criado."
      >
        {(props) => <Input {...props} type="password" autoComplete="current-password" />}
      </FormField>
    </FormFrame>
  );
}
