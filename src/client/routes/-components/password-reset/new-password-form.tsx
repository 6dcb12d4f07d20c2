import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import { FormField } from "@/client/components/form-field";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { refusalOf, showRefusal } from "@/client/lib/forms/refusal";
import { useSessionChanged } from "@/client/lib/session";
import { useTRPC } from "@/client/trpc";
import { MIN_PASSWORD_LENGTH, PasswordResetInputSchema } from "@/shared/schemas/auth";
import { AuthFieldForm } from "./auth-page-shell";

const NewPasswordFormSchema = PasswordResetInputSchema.pick({ password: true });

/**
 * 'Nova senha' on the e-mail's link. A refusal of the password (too common) is shown under it;
 * any other means the link went bad while the page was open (used in another tab, or expired
 * meanwhile), and `onLinkRefused` says so.
 */
export function NewPasswordForm({ token, onLinkRefused }: { token: string; onLinkRefused: (message: string) => void }) {
  const trpc = useTRPC();
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());
  const sessionChanged = useSessionChanged();
  const form = useForm({ resolver: zodResolver(NewPasswordFormSchema), defaultValues: { password: "" } });
  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ token, password });
      await sessionChanged("/dashboard");
      toast.success("Senha alterada com sucesso");
    } catch (failure) {
      const refusal = refusalOf(failure, ["password"]);
      if (refusal.form === null) showRefusal(form, failure);
      else onLinkRefused(refusal.form);
    }
  });

  return (
    <AuthFieldForm control={form.control} onSubmit={onSubmit}>
      <FormField
        control={form.control}
        name="password"
        label="Nova senha"
        hint={`Mínimo de ${MIN_PASSWORD_LENGTH} caracteres`}
      >
        {(props) => <Input {...props} type="password" autoComplete="new-password" />}
      </FormField>
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? "Salvando..." : "Salvar nova senha"}
      </Button>
    </AuthFieldForm>
  );
}
