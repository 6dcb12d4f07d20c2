import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import { Mail, Pencil } from "lucide-react";
import { FormDialog } from "@/client/components/form-dialog";
import { FormField } from "@/client/components/form-field";
import { FormFrame } from "@/client/components/form-frame";
import { PageSection } from "@/client/components/page-section";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { saveThenClose } from "@/client/lib/forms/save-dialog";
import { useSessionRefresh, type Session } from "@/client/lib/session";
import { useTRPC } from "@/client/trpc";
import { ChangeEmailInputSchema, UpdateNameInputSchema } from "@/shared/schemas/account";

function NameForm({ current, onSaved }: { current: string; onSaved: () => void }) {
  const trpc = useTRPC();
  const refreshSession = useSessionRefresh();
  const update = useMutation(trpc.account.updateName.mutationOptions());
  const form = useForm({ resolver: zodResolver(UpdateNameInputSchema), defaultValues: { name: current } });
  const onSubmit = saveThenClose(form, {
    save: (input) => update.mutateAsync(input),
    refresh: refreshSession,
    successTitle: "Nome atualizado",
    failureTitle: "Erro ao atualizar o nome",
    onSaved,
  });
  return (
    <FormFrame control={form.control} onSubmit={onSubmit} submitLabel="Salvar nome">
      <FormField control={form.control} name="name" label="Nome completo">
        {(props) => <Input {...props} autoComplete="name" />}
      </FormField>
    </FormFrame>
  );
}

function EmailForm({ onSaved }: { onSaved: () => void }) {
  const trpc = useTRPC();
  const request = useMutation(trpc.account.requestEmailChange.mutationOptions());
  const form = useForm({
    resolver: zodResolver(ChangeEmailInputSchema),
    defaultValues: { newEmail: "", password: "" },
  });
  const onSubmit = saveThenClose(form, {
    save: (input) => request.mutateAsync(input),
    refresh: async () => {},
    successTitle: "Enviamos um link para o novo e-mail. Abra-o para concluir a alteração.",
    failureTitle: "Erro ao alterar o e-mail",
    onSaved,
  });
  return (
    <FormFrame control={form.control} onSubmit={onSubmit} submitLabel="Enviar link de confirmação">
      <FormField control={form.control} name="newEmail" label="Novo e-mail">
        {(props) => <Input {...props} type="email" autoComplete="email" />}
      </FormField>
      <FormField control={form.control} name="password" label="Senha atual">
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
