import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { CircleExclamationPoint } from "lucide-react";
import { useState } from "react";
import { LoadingState } from "@/client/components/query-states";
import { Alert, AlertDescription } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import { failureMessage } from "@/client/lib/failure-toast";
import { useDocumentTitle } from "@/client/lib/use-document-title";
import { useTRPCClient } from "@/client/trpc";
import { searchParams, searchText } from "@/shared/schemas/search-params";
import { AuthPageShell } from "./-components/password-reset/auth-page-shell";
import { NewPasswordForm } from "./-components/password-reset/new-password-form";

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

/** The new password's form until the server refuses the link itself. */
function NewPassword({ token }: { token: string }) {
  const [linkRefused, setLinkRefused] = useState<string | null>(null);
  if (linkRefused) return <LinkProblem message={linkRefused} />;
  return <NewPasswordForm token={token} onLinkRefused={setLinkRefused} />;
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
        <NewPassword token={token} />
      ) : (
        <LinkProblem message={LINK_PROBLEMS[status.data.status]} />
      )}
    </AuthPageShell>
  );
}
