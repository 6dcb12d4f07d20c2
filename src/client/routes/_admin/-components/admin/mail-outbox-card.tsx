import { useQuery } from "@tanstack/react-query";
import { Inbox } from "lucide-react";
import { ErrorState, LoadingState } from "@/client/components/query-states";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { useTRPC } from "@/client/trpc";
import { formatDateTime } from "@/shared/format";

/**
 * 'Caixa de saída': without SMTP_URL the server keeps its e-mails here instead of sending them
 * (docs/decisions/033), so whoever tries Milheiro can still follow a confirmation or reset link.
 */
export function MailOutboxCard() {
  const trpc = useTRPC();
  const outbox = useQuery(trpc.admin.settings.mailOutbox.queryOptions());
  return (
    <Card className="gap-4 py-5 md:col-span-2" role="region" aria-label="Caixa de saída">
      <CardHeader className="px-5">
        <CardTitle className="flex items-center gap-2">
          <Inbox className="size-4 text-primary" aria-hidden />
          <h3 className="font-semibold">Caixa de saída</h3>
        </CardTitle>
        <CardDescription>
          Sem SMTP_URL, nenhum e-mail sai deste servidor: eles ficam aqui por 14 dias, visíveis só para administradores.
          Contêm links de acesso: não os repasse a quem não é o destinatário.
        </CardDescription>
      </CardHeader>
      <CardContent className="px-5">
        {outbox.isPending ? (
          <LoadingState label="Carregando e-mails..." />
        ) : outbox.isError ? (
          <ErrorState message="Não foi possível carregar a caixa de saída." onRetry={() => void outbox.refetch()} />
        ) : outbox.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum e-mail guardado.</p>
        ) : (
          <ol className="grid gap-2">
            {outbox.data.map((mail) => (
              <li key={mail.id} className="rounded-md border p-3 text-sm">
                <details>
                  <summary className="cursor-pointer break-words">
                    <span className="font-medium">{mail.subject}</span> — para {mail.recipient},{" "}
                    {formatDateTime(mail.createdAt)}
                  </summary>
                  <pre className="mt-2 text-xs break-words whitespace-pre-wrap">{mail.text}</pre>
                </details>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
