import { KeyRound } from "lucide-react";
import { FormDialog, FormField, FormFrame } from "@/client/components/form-dialog";
import { PageSection } from "@/client/components/page-section";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { useForm } from "@/client/lib/use-form";
import { trpc } from "@/client/trpc";
import { ChangePasswordInputSchema } from "@/shared/schemas/account";

function PasswordForm({ onSaved }: { onSaved: () => void }) {
  const utils = trpc.useUtils();
  const change = trpc.account.changePassword.useMutation();
  const form = useForm({
    schema: ChangePasswordInputSchema,
    initial: { currentPassword: "", newPassword: "" },
    save: (input) => change.mutateAsync(input),
    refresh: () => utils.account.sessions.invalidate(),
    successTitle: "Senha alterada. As outras sessões foram encerradas.",
    failureTitle: "Erro ao alterar a senha",
    onSaved,
  });
  return (
    <FormFrame form={form} submitLabel="Alterar senha">
      <FormField form={form} name="currentPassword" label="Senha atual">
        {(props) => <Input {...props} type="password" autoComplete="current-password" />}
      </FormField>
      <FormField form={form} name="newPassword" label="Nova senha" hint="Pelo menos 6 caracteres.">
        {(props) => <Input {...props} type="password" autoComplete="new-password" />}
      </FormField>
    </FormFrame>
  );
}

export function PasswordSection() {
  return (
    <PageSection
      title="Senha"
      description="Ao trocar a senha, todas as outras sessões são encerradas; esta continua aberta."
    >
      <FormDialog
        title="Alterar senha"
        description="Confirme a senha atual e escolha a nova."
        trigger={
          <Button variant="outline">
            <KeyRound aria-hidden />
            Alterar senha
          </Button>
        }
      >
        {(close) => <PasswordForm onSaved={close} />}
      </FormDialog>
    </PageSection>
  );
}
