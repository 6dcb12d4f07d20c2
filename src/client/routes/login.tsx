import { createFileRoute, redirect } from "@tanstack/react-router";
import { CircleCheck, CircleExclamationPoint, Plane } from "lucide-react";
import { Alert, AlertDescription } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/client/components/ui/card";
import { safeReturnPath } from "@/client/lib/return-path";
import { SESSION_EXPIRED_MESSAGE } from "@/client/lib/session-expiry";
import { useDocumentTitle } from "@/client/lib/use-document-title";
import { dashboardEntry } from "@/shared/domain/access/dashboard-entry";
import { oneOf, searchParams, searchText } from "@/shared/schemas/search-params";
import { AUTH_COPY } from "./-components/login/auth-copy";
import { AuthForm } from "./-components/login/auth-form";

const LoginSearchSchema = searchParams((search) => ({
  /** Deep link into signup mode (the header's "Cadastrar"). */
  modo: oneOf(["cadastro"], search.modo),
  /** Set by the server when an e-mail confirmation link was bad or expired. */
  confirmacao: oneOf(["invalida", "ok"], search.confirmacao),
  /** Set when a request found the session expired or revoked. */
  sessao: oneOf(["expirada"], search.sessao),
  /** Where the user was, to return there after logging in. */
  voltar: safeReturnPath(searchText(search.voltar)),
}));

export const Route = createFileRoute("/login")({
  staticData: { rendering: "shared", indexing: "sitemap" },
  validateSearch: LoginSearchSchema,
  // Someone already logged in goes where they can: Minha Gestão only when it opens for them, so a
  // member without it is not bounced on with an 'Acesso restrito' toast for doing nothing wrong.
  // "Começar teste grátis" and the other signup links lead a member to their plan and trial instead.
  beforeLoad: ({ context, search }) => {
    if (!context.session) return;
    if (search.modo === "cadastro") throw redirect({ to: "/minha-assinatura", replace: true });
    throw redirect({ to: dashboardEntry(context.session) === "dashboard" ? "/dashboard" : "/", replace: true });
  },
  component: LoginPage,
});

function LoginPage() {
  const { modo, confirmacao, sessao, voltar } = Route.useSearch();
  const navigate = Route.useNavigate();
  const mode = modo === "cadastro" ? "signup" : "login";
  const copy = AUTH_COPY[mode];
  useDocumentTitle(copy.pageTitle);

  function switchMode() {
    void navigate({ search: mode === "login" ? { modo: "cadastro", voltar } : { voltar }, replace: true });
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
          {confirmacao === "ok" && (
            <Alert>
              <CircleCheck aria-hidden />
              <AlertDescription>E-mail confirmado. Entre com sua senha para continuar.</AlertDescription>
            </Alert>
          )}
          {sessao === "expirada" && (
            <Alert>
              <CircleExclamationPoint aria-hidden />
              <AlertDescription>{SESSION_EXPIRED_MESSAGE}</AlertDescription>
            </Alert>
          )}
          <AuthForm key={mode} mode={mode} returnTo={voltar} />
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
