import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Mail, Pencil } from "lucide-react";
import { FormDialog, FormField, FormFrame } from "@/client/components/form-dialog";
import { PageSection } from "@/client/components/page-section";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { type Session } from "@/client/lib/session";
import { useForm } from "@/client/lib/use-form";
import { useTRPC } from "@/client/trpc";
import { ChangeEmailInputSchema, UpdateNameInputSchema } from "@/shared/schemas/account";

function NameForm({ current, onSaved }: { current: string; onSaved: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const update = useMutation(trpc.account.updateName.mutationOptions());
  const form = useForm({
    schema: UpdateNameInputSchema,
    initial: { name: current },
    save: (input) => update.mutateAsync(input),
    refresh: () => queryClient.invalidateQueries(trpc.auth.me.pathFilter()),
    successTitle: "Nome atualizado",
    failureTitle: "Erro ao atualizar o nome",
    onSaved,
  });
  return (
    <FormFrame form={form} submitLabel="Salvar nome">
      <FormField form={form} name="name" label="Nome completo">
        {(props) => <Input {...props} autoComplete="name" />}
      </FormField>
    </FormFrame>
  );
}

function EmailForm({ onSaved }: { onSaved: () => void }) {
  const trpc = useTRPC();
  const request = useMutation(trpc.account.requestEmailChange.mutationOptions());
  const form = useForm({
    schema: ChangeEmailInputSchema,
    initial: { newEmail: "", password: "" },
    save: (input) => request.mutateAsync(input),
    refresh: async () => {},
    successTitle: "Enviamos um link para o novo e-mail. Abra-o para concluir a alteração.",
    failureTitle: "Erro ao alterar o e-mail",
    onSaved,
  });
  return (
    <FormFrame form={form} submitLabel="Enviar link de confirmação">
      <FormField form={form} name="newEmail" label="Novo e-mail">
        {(props) => <Input {...props} type="email" autoComplete="email" />}
      </FormField>
      <FormField form={form} name="password" label="Senha atual">
        {(props) => <Input {...props} type="password" autoComplete="current-password" />}
      </FormField>
    </FormFrame>
  );
}

export function ProfileSection({ session }: { session: Session }) {
  return (
    <PageSection title="Perfil" className="grid gap-4">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">Nome</dt>
          <dd className="font-medium break-words">{session.fullName ?? "Sem nome"}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">E-mail</dt>
          <dd className="font-medium break-all">{session.email}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <FormDialog
          title="Editar nome"
          description="Como você quer ser chamado no Milheiro."
          trigger={
            <Button variant="outline">
              <Pencil aria-hidden />
              Editar nome
            </Button>
          }
        >
          {(close) => <NameForm current={session.fullName ?? ""} onSaved={close} />}
        </FormDialog>
        <FormDialog
          title="Alterar e-mail"
          description="Enviaremos um link ao novo endereço; o e-mail da conta só muda quando você abri-lo."
          trigger={
            <Button variant="outline">
              <Mail aria-hidden />
              Alterar e-mail
            </Button>
          }
        >
          {(close) => <EmailForm onSaved={close} />}
        </FormDialog>
      </div>
    </PageSection>
  );
}
