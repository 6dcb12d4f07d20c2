import { createFileRoute, redirect } from "@tanstack/react-router";
import { CircleExclamationPoint, Plane } from "lucide-react";
import { z } from "zod";
import { Alert, AlertDescription } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/client/components/ui/card";
import { useDocumentTitle } from "@/client/lib/use-document-title";
import { AUTH_COPY } from "./-components/login/auth-copy";
import { AuthForm } from "./-components/login/auth-form";

const LoginSearchSchema = z.object({
  /** Deep link into signup mode (the header's "Cadastrar"). */
  modo: z.enum(["cadastro"]).optional().catch(undefined),
  /** Set by the server when an e-mail confirmation link was bad or expired. */
  confirmacao: z.enum(["invalida"]).optional().catch(undefined),
});

export const Route = createFileRoute("/login")({
  validateSearch: LoginSearchSchema,
  beforeLoad: ({ context }) => {
    if (context.session) throw redirect({ to: "/dashboard", replace: true });
  },
  component: LoginPage,
});

function LoginPage() {
  const { modo, confirmacao } = Route.useSearch();
  const navigate = Route.useNavigate();
  const mode = modo === "cadastro" ? "signup" : "login";
  const copy = AUTH_COPY[mode];
  useDocumentTitle(copy.pageTitle);

  function switchMode() {
    void navigate({ search: mode === "login" ? { modo: "cadastro" } : {}, replace: true });
  }

  return (
    <div className="bg-gradient-to-b from-accent/60 to-background px-4 py-12 sm:py-20">
      <Card className="mx-auto w-full max-w-md shadow-lg">
        <CardHeader className="justify-items-center text-center">
          <span className="mb-2 grid size-12 place-items-center rounded-xl bg-primary text-primary-foreground">
            <Plane className="size-6 -rotate-45" aria-hidden />
          </span>
          <CardTitle>
            <h1 className="text-2xl font-bold tracking-tight">{copy.title}</h1>
          </CardTitle>
          <CardDescription>{copy.description}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          {confirmacao === "invalida" && (
            <Alert variant="destructive">
              <CircleExclamationPoint aria-hidden />
              <AlertDescription>
                Link de confirmação inválido ou expirado. Faça login para receber um novo.
              </AlertDescription>
            </Alert>
          )}
          <AuthForm key={mode} mode={mode} />
        </CardContent>
        <CardFooter className="justify-center gap-1 border-t text-sm text-muted-foreground">
          {copy.switchPrompt}
          <Button type="button" variant="link" className="h-auto p-0" onClick={switchMode}>
            {copy.switchAction}
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
