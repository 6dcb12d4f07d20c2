import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Download, FileSpreadsheet, Trash2 } from "lucide-react";
import { FormDialog } from "@/client/components/form-dialog";
import { FormField } from "@/client/components/form-field";
import { FormFrame } from "@/client/components/form-frame";
import { PageSection } from "@/client/components/page-section";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { saveThenClose } from "@/client/lib/forms/save-dialog";
import { useSessionChanged } from "@/client/lib/session";
import { useTRPC } from "@/client/trpc";
import { DATA_EXPORT_PATH } from "@/shared/domain/account/data-export";
import { DELETE_CONFIRMATION_WORD, DeleteAccountInputSchema } from "@/shared/schemas/account";

function DeleteAccountForm({ onDeleted }: { onDeleted: () => void }) {
  const trpc = useTRPC();
  const remove = useMutation(trpc.account.deleteAccount.mutationOptions());
  const form = useForm({
    resolver: zodResolver(DeleteAccountInputSchema),
    defaultValues: { password: "", confirmation: "" },
  });
  const onSubmit = saveThenClose(form, {
    save: (input) => remove.mutateAsync(input),
    refresh: async () => {},
    successTitle: "Conta excluída. Seus dados foram apagados.",
    failureTitle: "Erro ao excluir a conta",
    onSaved: onDeleted,
  });
  return (
    <FormFrame control={form.control} onSubmit={onSubmit} submitLabel="Excluir minha conta">
      <FormField control={form.control} name="password" label="Senha atual">
        {(props) => <Input {...props} type="password" autoComplete="current-password" />}
      </FormField>
      <FormField control={form.control} name="confirmation" label={`Digite ${DELETE_CONFIRMATION_WORD} para confirmar`}>
        {(props) => <Input {...props} autoComplete="off" />}
      </FormField>
    </FormFrame>
  );
}

export function MyDataSection() {
  const sessionChanged = useSessionChanged();
  return (
    <PageSection
      title="Meus dados"
      description="Baixe uma cópia de tudo o que o Milheiro guarda sobre você, traga sua planilha de milhas, ou exclua sua conta (LGPD)."
      className="flex flex-wrap gap-2"
    >
      <Button asChild variant="outline">
        <a href={DATA_EXPORT_PATH} download>
          <Download aria-hidden />
          Baixar meus dados
        </a>
      </Button>
      <Button asChild variant="outline">
        <Link to="/importar-planilha">
          <FileSpreadsheet aria-hidden />
          Importar planilha
        </Link>
      </Button>
      <FormDialog
        title="Excluir minha conta"
        description="Apaga seus programas, movimentações, alertas, cursos, tokens e sessões agora, sem volta. Pagamentos ficam guardados sem seu nome, como a lei exige."
        trigger={
          <Button variant="destructive">
            <Trash2 aria-hidden />
            Excluir minha conta
          </Button>
        }
      >
        {() => <DeleteAccountForm onDeleted={() => void sessionChanged("/")} />}
      </FormDialog>
    </PageSection>
  );
}
