import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { KeyRound, Plus } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { FormDialog } from "@/client/components/form-dialog";
import { PageSection } from "@/client/components/page-section";
import { EmptyState, QueryView } from "@/client/components/query-states";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { toastFailure } from "@/client/lib/failure-toast";
import { useTRPC } from "@/client/trpc";
import { API_TOKEN_SCOPE_LABELS } from "@/shared/domain/account/api-tokens";
import { formatDate, formatDateTime } from "@/shared/format";
import { ApiTokenForm, type CreatedApiToken } from "./api-token-form";
import { NewApiToken } from "./new-api-token";

export function ApiTokensSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const tokens = useQuery(trpc.account.apiTokens.queryOptions());
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const revoke = useMutation(
    trpc.account.revokeApiToken.mutationOptions({
      onSuccess: async (_, { id }) => {
        await queryClient.invalidateQueries(trpc.account.apiTokens.pathFilter());
        if (created?.id === id) setCreated(null);
        toast.success("Token revogado");
      },
      onError: (error) => toastFailure("Erro ao revogar o token", error),
    }),
  );

  return (
    <PageSection
      title="Tokens de API"
      description="Para scripts que usam o cliente TypeScript do Milheiro (Authorization: Bearer <token>). 'leitura' só consulta; 'leitura e escrita' também altera."
      className="grid gap-4"
      actions={
        <FormDialog
          title="Novo token de API"
          description="O token age como você, com o escopo escolhido. Ele será mostrado uma única vez."
          trigger={
            <Button>
              <Plus aria-hidden />
              Novo token
            </Button>
          }
        >
          {(close) => <ApiTokenForm onCreated={setCreated} onSaved={close} />}
        </FormDialog>
      }
    >
      {created && <NewApiToken created={created} onDismiss={() => setCreated(null)} />}
      <QueryView
        query={tokens}
        loadingLabel="Carregando tokens..."
        errorMessage="Não foi possível carregar os tokens."
        empty={<EmptyState icon={KeyRound} title="Nenhum token de API" />}
      >
        {(list) => (
          <ul className="grid gap-2" aria-label="Tokens de API">
            {list.map((token) => (
              <li
                key={token.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-md border px-3 py-2 text-sm"
              >
                <div className="grid min-w-0 gap-0.5">
                  <span className="flex flex-wrap items-center gap-2 font-medium break-words">
                    {token.name}
                    <Badge variant="outline">{API_TOKEN_SCOPE_LABELS[token.scope]}</Badge>
                    {token.expired && <Badge variant="destructive">expirado</Badge>}
                  </span>
                  <span className="text-muted-foreground">
                    Criado em {formatDate(token.createdAt)} ·{" "}
                    {token.lastUsedAt ? `usado por último em ${formatDateTime(token.lastUsedAt)}` : "nunca usado"} ·{" "}
                    {token.expiresAt ? `válido até ${formatDate(token.expiresAt)}` : "sem validade"}
                  </span>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={revoke.isPending}
                  aria-label={`Revogar o token ${token.name}`}
                  onClick={() => revoke.mutate({ id: token.id })}
                >
                  Revogar
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </PageSection>
  );
}
