import { CreditCard, DatabaseBackup, Mail, Search, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { ErrorState, LoadingState } from "@/client/components/query-states";
import { Badge } from "@/client/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { trpc } from "@/client/trpc";
import { JobQueueState } from "./job-queue-state";
import type { SettingsStatus } from "./types";

function StatusCard({ icon: Icon, title, note, children }: { icon: LucideIcon; title: string; note: string; children: ReactNode }) {
  return (
    <Card className="gap-4 py-5" role="region" aria-label={title}>
      <CardHeader className="px-5">
        <CardTitle className="flex items-center gap-2">
          <Icon className="size-4 text-primary" aria-hidden />
          <h3 className="font-semibold">{title}</h3>
        </CardTitle>
        <CardDescription>{note}</CardDescription>
      </CardHeader>
      <CardContent className="px-5">
        <dl className="grid gap-2 text-sm">{children}</dl>
      </CardContent>
    </Card>
  );
}

export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-all">{children}</dd>
    </div>
  );
}

function OnOff({ on, yes, no }: { on: boolean; yes: string; no: string }) {
  return <Badge variant={on ? "default" : "outline"}>{on ? yes : no}</Badge>;
}

function Cards({ status }: { status: SettingsStatus }) {
  const { payments, notifications, seo, backup } = status;
  const smtp = notifications.smtp;
  return (
    <>
      <StatusCard
        icon={CreditCard}
        title="Pagamentos"
        note={
          payments.stripeConfigured
            ? "Assinaturas e cursos são cobrados pelo Stripe."
            : "Nenhum provedor de pagamento configurado: nada é cobrado, e os acessos são liberados nas abas de acesso."
        }
      >
        <Row label="Stripe">
          <OnOff on={payments.stripeConfigured} yes="Configurado" no="Não configurado" />
        </Row>
      </StatusCard>
      <StatusCard
        icon={Mail}
        title="Notificações"
        note={smtp ? "E-mails saem pelo servidor SMTP abaixo." : "Sem SMTP_URL, os e-mails são escritos no log do servidor."}
      >
        <Row label="Servidor SMTP">
          {smtp ? `${smtp.host}${smtp.port ? `:${smtp.port}` : ""}${smtp.secure ? " (TLS)" : ""}` : <OnOff on={false} yes="" no="Não configurado" />}
        </Row>
        <Row label="Remetente">{notifications.mailFrom}</Row>
        <Row label="Confirmação de e-mail">
          <OnOff on={notifications.emailConfirmationRequired} yes="Ativada" no="Desativada" />
        </Row>
        <Row label="Novos cadastros">
          <OnOff on={notifications.signupsEnabled} yes="Abertos" no="Fechados" />
        </Row>
        <JobQueueState />
      </StatusCard>
      <StatusCard icon={Search} title="SEO" note="O endereço usado em links de e-mail e o título padrão das páginas.">
        <Row label="Endereço público">{seo.appUrl}</Row>
        <Row label="Título do site">{seo.siteTitle}</Row>
        <Row label="HTTPS">
          <OnOff on={seo.https} yes="Sim" no="Não" />
        </Row>
      </StatusCard>
      <StatusCard
        icon={DatabaseBackup}
        title="Backup"
        note={
          backup.engine === "pglite"
            ? "Banco embutido: copie esta pasta com o servidor parado (ou use snapshots do volume)."
            : "PostgreSQL: use pg_dump ou os backups automáticos do seu provedor."
        }
      >
        <Row label="Banco de dados">{backup.engine === "pglite" ? "PGlite (embutido)" : "PostgreSQL"}</Row>
        {backup.engine === "pglite" ? (
          <Row label="Pasta de dados">{backup.dataDir}</Row>
        ) : (
          <Row label="Servidor">
            {backup.host}:{backup.port}
            {backup.database ? `/${backup.database}` : ""}
          </Row>
        )}
      </StatusCard>
    </>
  );
}

/** The four read-only cards of spec §2 "Settings", showing what this server really runs with. */
export function SettingsStatusCards() {
  const status = trpc.admin.settings.status.useQuery();
  return (
    <section aria-label="Configuração do servidor" className="grid gap-4 md:grid-cols-2">
      {status.isPending ? (
        <LoadingState label="Carregando configuração..." />
      ) : status.isError ? (
        <ErrorState message="Não foi possível carregar a configuração." onRetry={() => void status.refetch()} />
      ) : (
        <Cards status={status.data} />
      )}
    </section>
  );
}
