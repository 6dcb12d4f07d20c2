import { createFileRoute, Link } from "@tanstack/react-router";
import { CircleCheck } from "lucide-react";
import { useState } from "react";
import { Alert, AlertDescription } from "@/client/components/ui/alert";
import { useDocumentTitle } from "@/client/lib/use-document-title";
import { AuthPageShell } from "./-components/password-reset/auth-page-shell";
import { ForgotPasswordForm } from "./-components/password-reset/forgot-password-form";

export const Route = createFileRoute("/esqueci-senha")({
  staticData: { rendering: "shared" },
  component: ForgotPasswordPage,
});

/** 'Esqueci minha senha': the same answer whether or not the address has an account. */
function ForgotPasswordPage() {
  useDocumentTitle("Esqueci minha senha");
  const [sent, setSent] = useState(false);

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
        <ForgotPasswordForm onSent={() => setSent(true)} />
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
