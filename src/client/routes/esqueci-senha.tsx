import { useMutation } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { CircleCheck } from "lucide-react";
import { useState } from "react";
import { Alert, AlertDescription } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { failureMessage } from "@/client/lib/failure-toast";
import { useDocumentTitle } from "@/client/lib/use-document-title";
import { useTRPC } from "@/client/trpc";
import { PasswordResetRequestInputSchema } from "@/shared/schemas/auth";
import { AuthFieldForm, AuthPageShell } from "./-components/password-reset/auth-page-shell";

export const Route = createFileRoute("/esqueci-senha")({
  staticData: { rendering: "shared" },
  component: ForgotPasswordPage,
});

/** 'Esqueci minha senha': the same answer whether or not the address has an account. */
function ForgotPasswordPage() {
  const trpc = useTRPC();
  useDocumentTitle("Esqueci minha senha");
  const request = useMutation(trpc.auth.requestPasswordReset.mutationOptions());
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  async function submit() {
    setError(null);
    const parsed = PasswordResetRequestInputSchema.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Email inválido");
    try {
      await request.mutateAsync(parsed.data);
      setSent(true);
    } catch (failure) {
      setError(failureMessage(failure));
    }
  }

  return (
    <AuthPageShell
      title="Esqueci minha senha"
      description="Informe seu e-mail e enviaremos um link para criar uma nova senha."
    >
      {sent ? (
        <Alert>
          <CircleCheck aria-hidden />
          <AlertDescription>
            Se houver uma conta com este e-mail, enviamos um link para redefinir a senha. Ele vale por tempo limitado e
            pode ser usado uma única vez.
          </AlertDescription>
        </Alert>
      ) : (
        <AuthFieldForm error={error} onSubmit={submit}>
          <div className="space-y-2">
            <Label htmlFor="reset-email">E-mail</Label>
            <Input
              id="reset-email"
              type="email"
              inputMode="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              placeholder="voce@exemplo.com"
            />
          </div>
          <Button type="submit" className="w-full" disabled={request.isPending}>
            {request.isPending ? "Enviando..." : "Enviar link"}
          </Button>
        </AuthFieldForm>
      )}
      <p className="text-center text-sm text-muted-foreground">
        Lembrou a senha?{" "}
        <Link to="/login" className="font-medium text-primary hover:underline">
          Voltar ao login
        </Link>
      </p>
    </AuthPageShell>
  );
}
