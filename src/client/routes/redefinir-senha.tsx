import { useMutation, useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { CircleExclamationPoint } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { LoadingState } from "@/client/components/query-states";
import { Alert, AlertDescription } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { failureMessage } from "@/client/lib/failure-toast";
import { useSessionChanged } from "@/client/lib/session";
import { useDocumentTitle } from "@/client/lib/use-document-title";
import { useTRPC, useTRPCClient } from "@/client/trpc";
import { MIN_PASSWORD_LENGTH, PasswordResetInputSchema } from "@/shared/schemas/auth";
import { searchParams, searchText } from "@/shared/schemas/search-params";
import { AuthFieldForm, AuthPageShell } from "./-components/password-reset/auth-page-shell";

const SearchSchema = searchParams((search) => ({ token: searchText(search.token) ?? "" }));

export const Route = createFileRoute("/redefinir-senha")({
  validateSearch: SearchSchema,
  component: ResetPasswordPage,
});

const LINK_PROBLEMS = {
  expired: "Este link de redefinição expirou.",
  used: "Este link de redefinição já foi usado.",
  invalid: "Este link de redefinição é inválido.",
} as const;

function LinkProblem({ message }: { message: string }) {
  return (
    <div className="space-y-4">
      <Alert variant="destructive">
        <CircleExclamationPoint aria-hidden />
        <AlertDescription>{message}</AlertDescription>
      </Alert>
      <Button asChild className="w-full">
        <Link to="/esqueci-senha">Pedir um novo link</Link>
      </Button>
    </div>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const trpc = useTRPC();
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());
  const sessionChanged = useSessionChanged();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [linkRefused, setLinkRefused] = useState<string | null>(null);

  async function submit() {
    setError(null);
    const parsed = PasswordResetInputSchema.safeParse({ token, password });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Senha inválida");
    try {
      await reset.mutateAsync(parsed.data);
      await sessionChanged("/dashboard");
      toast.success("Senha alterada com sucesso");
    } catch (failure) {
      // The link went bad while the page was open (used in another tab, or expired meanwhile).
      setLinkRefused(failureMessage(failure));
    }
  }

  if (linkRefused) return <LinkProblem message={linkRefused} />;
  return (
    <AuthFieldForm error={error} onSubmit={submit}>
      <div className="space-y-2">
        <Label htmlFor="new-password">Nova senha</Label>
        <Input
          id="new-password"
          type="password"
          autoComplete="new-password"
          aria-describedby="new-password-hint"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <p id="new-password-hint" className="text-sm text-muted-foreground">
          Mínimo de {MIN_PASSWORD_LENGTH} caracteres
        </p>
      </div>
      <Button type="submit" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? "Salvando..." : "Salvar nova senha"}
      </Button>
    </AuthFieldForm>
  );
}

/** The page the e-mail links to: says at once when the link expired or was used, with a way to ask again. */
function ResetPasswordPage() {
  useDocumentTitle("Redefinir senha");
  const { token } = Route.useSearch();
  const client = useTRPCClient();
  // Read like a query, sent as a POST: the token stays out of URLs and request logs.
  const status = useQuery({
    queryKey: ["auth.resetLinkStatus", token],
    queryFn: () => client.auth.resetLinkStatus.mutate({ token }),
    enabled: token !== "",
    retry: false,
  });
  return (
    <AuthPageShell title="Redefinir senha" description="Crie uma nova senha para sua conta.">
      {token === "" ? (
        <LinkProblem message={LINK_PROBLEMS.invalid} />
      ) : status.isPending ? (
        <LoadingState />
      ) : status.isError ? (
        <LinkProblem message={failureMessage(status.error)} />
      ) : status.data.status === "valid" ? (
        <NewPasswordForm token={token} />
      ) : (
        <LinkProblem message={LINK_PROBLEMS[status.data.status]} />
      )}
    </AuthPageShell>
  );
}
