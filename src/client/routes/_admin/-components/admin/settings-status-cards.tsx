import { useQuery } from "@tanstack/react-query";
import { DatabaseBackup, Mail, Search } from "lucide-react";
import { ErrorState, LoadingState } from "@/client/components/query-states";
import { useTRPC } from "@/client/trpc";
import { JobQueueState } from "./job-queue-state";
import { MailOutboxCard } from "./mail-outbox-card";
import { PaymentsStatusCard } from "./payments-status-card";
import { OnOff, Row, StatusCard } from "./status-card";
import type { SettingsStatus } from "./types";

const MAIL_NOTES: Record<SettingsStatus["notifications"]["mailMode"], string> = {
  smtp: "E-mails saem pelo servidor SMTP abaixo.",
  outbox: "Sem SMTP_URL, nenhum e-mail é enviado: eles ficam na caixa de saída abaixo.",
  log: "Sem SMTP_URL, nenhum e-mail é enviado (MAIL_WITHOUT_SMTP=log): o log guarda só o assunto.",
};

function Cards({ status }: { status: SettingsStatus }) {
  const { payments, notifications, seo, backup } = status;
  const smtp = notifications.smtp;
  return (
    <>
      <PaymentsStatusCard payments={payments} />
      <StatusCard icon={Mail} title="Notificações" note={MAIL_NOTES[notifications.mailMode]}>
        <Row label="Servidor SMTP">
          {smtp ? (
            `${smtp.host}${smtp.port ? `:${smtp.port}` : ""}${smtp.secure ? " (TLS)" : ""}`
          ) : (
            <OnOff on={false} yes="" no="Não configurado" />
          )}
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
      {notifications.mailMode === "outbox" && <MailOutboxCard />}
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
          <Row label="Pasta de dados">{backup.dataDir ?? "definida em DATA_DIR"}</Row>
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

/** The four read-only cards of docs/product.md §2 "Settings", showing what this server really runs with. */
export function SettingsStatusCards() {
  const trpc = useTRPC();
  const status = useQuery(trpc.admin.settings.status.queryOptions());
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
