import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { FormDialog } from "@/client/components/form-dialog";
import { FormField } from "@/client/components/form-field";
import { FormFrame } from "@/client/components/form-frame";
import { PageSection } from "@/client/components/page-section";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { saveThenClose } from "@/client/lib/forms/save-dialog";
import { useTRPC } from "@/client/trpc";
import { ChangePasswordFormSchema } from "@/shared/schemas/account";

function PasswordForm({ onSaved }: { onSaved: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const change = useMutation(trpc.account.changePassword.mutationOptions());
  // Ticked by default: a password changed because it leaked should take the scripts' keys with it.
  const [revokeApiTokens, setRevokeApiTokens] = useState(true);
  const form = useForm({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "" },
  });
  const onSubmit = saveThenClose(form, {
    save: (input) => change.mutateAsync({ ...input, revokeApiTokens }),
    refresh: () =>
      Promise.all([
        queryClient.invalidateQueries(trpc.account.sessions.pathFilter()),
        queryClient.invalidateQueries(trpc.account.apiTokens.pathFilter()),
      ]),
    successTitle: revokeApiTokens
      ? "Senha alterada. As outras sessões e os tokens de API foram encerrados."
      : "Senha alterada. As outras sessões foram encerradas.",
    failureTitle: "Erro ao alterar a senha",
    onSaved,
  });
  return (
    <FormFrame control={form.control} onSubmit={onSubmit} submitLabel="Alterar senha">
      <FormField control={form.control} name="currentPassword" label="Senha atual">
        {(props) => <Input {...props} type="password" autoComplete="current-password" />}
      </FormField>
      <FormField control={form.control} name="newPassword" label="Nova senha" hint="Pelo menos 6 caracteres.">
        {(props) => <Input {...props} type="password" autoComplete="new-password" />}
      </FormField>
      <label className="flex min-h-11 items-center gap-3 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={revokeApiTokens}
          onChange={(event) => setRevokeApiTokens(event.target.checked)}
        />
        Revogar também todos os tokens de API
      </label>
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
