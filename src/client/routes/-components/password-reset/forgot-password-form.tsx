import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import { FormField } from "@/client/components/form-field";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { showRefusal } from "@/client/lib/forms/refusal";
import { useTRPC } from "@/client/trpc";
import { PasswordResetRequestInputSchema } from "@/shared/schemas/auth";
import { AuthFieldForm } from "./auth-page-shell";

/** 'Esqueci minha senha': the address only; `onSent` shows the same answer whether or not it has an account. */
export function ForgotPasswordForm({ onSent }: { onSent: () => void }) {
  const trpc = useTRPC();
  const request = useMutation(trpc.auth.requestPasswordReset.mutationOptions());
  const form = useForm({ resolver: zodResolver(PasswordResetRequestInputSchema), defaultValues: { email: "" } });
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await request.mutateAsync(input);
      onSent();
    } catch (failure) {
      showRefusal(form, failure);
    }
  });

  return (
    <AuthFieldForm control={form.control} onSubmit={onSubmit}>
      <FormField control={form.control} name="email" label="E-mail">
        {(props) => (
          <Input {...props} type="email" inputMode="email" autoComplete="email" placeholder="voce@exemplo.com" />
        )}
      </FormField>
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? "Enviando..." : "Enviar link"}
      </Button>
    </AuthFieldForm>
  );
}
