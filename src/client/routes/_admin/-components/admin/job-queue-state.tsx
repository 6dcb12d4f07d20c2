import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Button } from "@/client/components/ui/button";
import { toastFailure } from "@/client/lib/failure-toast";
import { useTRPC } from "@/client/trpc";
import { formatDateTime, formatInteger } from "@/shared/format";
import { Row } from "./status-card";

const QUEUE_LABELS: Record<string, string> = {
  "alerts-scan": "Alertas de vencimento e bônus",
  "weekly-summary": "Resumo semanal",
};

/** The 'Notificações' card's queue rows: last run, pending and failed jobs, and a run-now button. */
export function JobQueueState() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const jobs = useQuery(trpc.admin.settings.jobs.queryOptions(undefined, { refetchInterval: 10_000 }));
  const runNow = useMutation(
    trpc.admin.settings.runAlertsNow.mutationOptions({
      onSuccess: () => {
        toast.success("Verificação de alertas agendada!");
        void queryClient.invalidateQueries(trpc.admin.settings.jobs.pathFilter());
      },
      onError: (error) => toastFailure("Erro ao executar verificação", error),
    }),
  );

  if (jobs.isPending) return <Row label="Fila de tarefas">Carregando...</Row>;
  if (jobs.isError) return <Row label="Fila de tarefas">Não foi possível ler a fila.</Row>;
  if (jobs.data === null) return <Row label="Fila de tarefas">Inativa nesta instância</Row>;
  return (
    <>
      {jobs.data.map((queue) => (
        <Row key={queue.queue} label={QUEUE_LABELS[queue.queue] ?? queue.queue}>
          <span className="block">Última execução: {queue.lastRunAt ? formatDateTime(queue.lastRunAt) : "nunca"}</span>
          <span className="block font-normal text-muted-foreground">
            {formatInteger(queue.pending)} pendente(s) · {formatInteger(queue.failed)} com falha
          </span>
        </Row>
      ))}
      <Row label="Verificar agora">
        <Button variant="outline" size="sm" disabled={runNow.isPending} onClick={() => runNow.mutate()}>
          Executar verificação de alertas
        </Button>
      </Row>
    </>
  );
}
