import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LogOut, MonitorSmartphone } from "lucide-react";
import { toast } from "sonner";
import { PageSection } from "@/client/components/page-section";
import { EmptyState, QueryView } from "@/client/components/query-states";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { toastFailure } from "@/client/lib/failure-toast";
import { useTRPC } from "@/client/trpc";
import { formatDateTime } from "@/shared/format";

export function SessionsSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const sessions = useQuery(trpc.account.sessions.queryOptions());
  const refresh = () => queryClient.invalidateQueries(trpc.account.sessions.pathFilter());
  const end = useMutation(
    trpc.account.endSession.mutationOptions({
      onSuccess: async () => {
        await refresh();
        toast.success("Sessão encerrada");
      },
      onError: (error) => toastFailure("Erro ao encerrar a sessão", error),
    }),
  );
  const endOthers = useMutation(
    trpc.account.endOtherSessions.mutationOptions({
      onSuccess: async ({ ended }) => {
        await refresh();
        toast.success(ended === 1 ? "1 sessão encerrada" : `${ended} sessões encerradas`);
      },
      onError: (error) => toastFailure("Erro ao encerrar as sessões", error),
    }),
  );
  const hasOthers = sessions.data?.some((session) => !session.current) ?? false;

  return (
    <PageSection
      title="Sessões ativas"
      description="Onde sua conta está aberta. Encerre o que você não reconhece."
      actions={
        hasOthers && (
          <Button variant="outline" disabled={endOthers.isPending} onClick={() => endOthers.mutate()}>
            <LogOut aria-hidden />
            Encerrar todas as outras
          </Button>
        )
      }
    >
      <QueryView
        query={sessions}
        loadingLabel="Carregando sessões..."
        errorMessage="Não foi possível carregar as sessões."
        empty={<EmptyState icon={MonitorSmartphone} title="Nenhuma sessão ativa" />}
      >
        {(list) => (
          <ul className="grid gap-2" aria-label="Sessões">
            {list.map((session) => (
              <li
                key={session.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-md border px-3 py-2 text-sm"
              >
                <div className="grid min-w-0 gap-0.5">
                  <span className="flex flex-wrap items-center gap-2 font-medium">
                    {session.device}
                    {session.current && <Badge variant="secondary">esta sessão</Badge>}
                  </span>
                  <span className="text-muted-foreground">
                    Visto por último em {formatDateTime(session.lastSeenAt)}
                    {session.ip && ` · IP ${session.ip}`}
                  </span>
                </div>
                {!session.current && (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={end.isPending}
                    aria-label={`Encerrar sessão: ${session.device}, vista em ${formatDateTime(session.lastSeenAt)}`}
                    onClick={() => end.mutate({ sessionId: session.id })}
                  >
                    Encerrar
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </PageSection>
  );
}
