import type { ReactElement } from "react";
import { API_TOKEN_SCOPE_LABELS, type ApiTokenScope } from "@/shared/domain/account/api-tokens";
import { formatUnits, formatUnitTotals, theseUnits, type ProgramKind } from "@/shared/domain/wallet/program-kind";
import { formatDate, formatPlainDate } from "@/shared/format";
import type { MailMessage } from "../integrations/mail";

type MailUi = typeof import("./layout");

const XHTML_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * HTML and plain text from one React element, so the two never say different things. React Email
 * and React's server renderer load with the first mail, not with the server (docs/decisions/035).
 * The markup comes from React's synchronous renderer rather than React Email's `render`: that one
 * streams inside an AsyncLocalStorage, and on Node 20 its first use turns on promise hooks for the
 * rest of the process, a tax on every request the server answers after its first e-mail.
 */
async function renderMail(to: string, subject: string, body: (ui: MailUi) => ReactElement): Promise<MailMessage> {
  const [ui, { renderToStaticMarkup }, { toPlainText }] = await Promise.all([
    import("./layout"),
    import("react-dom/server"),
    import("@react-email/render"),
  ]);
  const markup = renderToStaticMarkup(body(ui));
  return { to, subject, html: `${XHTML_DOCTYPE}${markup}`, text: toPlainText(markup) };
}

/** The alerts' footer: these are the mails 'Preferências de alerta' turns off. */
const ALERTS_FOOTER =
  "Você recebe este e-mail porque tem uma conta no Milheiro. Os alertas podem ser ajustados em Minha Gestão, em Preferências de alerta.";

const RESET_FOOTER =
  "Você recebe este e-mail porque alguém pediu uma nova senha para a conta do Milheiro ligada a este endereço. Sem abrir o link, nada muda.";

const days = (count: number) => `${count} ${count === 1 ? "dia" : "dias"}`;

/** A program's alert counts in its own word (shared/domain/wallet/program-kind.ts): Livelo's "pontos", Smiles' "milhas". */
export interface ExpiryMail {
  programName: string;
  kind: ProgramKind | null;
  miles: number;
  expiresOn: string;
  daysLeft: number;
  dashboardUrl: string;
}

export function expirySubject(alert: Pick<ExpiryMail, "programName" | "kind" | "miles" | "daysLeft">): string {
  return `${formatUnits(alert.miles, alert.kind)} do ${alert.programName} vencem em ${days(alert.daysLeft)}`;
}

export function expiryAlertMail(to: string, alert: ExpiryMail) {
  const subject = expirySubject(alert);
  return renderMail(to, subject, ({ MailLayout, Paragraph }) => (
    <MailLayout
      preview={subject}
      heading={alert.kind === "pontos" ? "Seus pontos estão perto de vencer" : "Suas milhas estão perto de vencer"}
      footer={ALERTS_FOOTER}
      action={{ label: "Ver em Minha Gestão", href: alert.dashboardUrl }}
    >
      <Paragraph>
        {formatUnits(alert.miles, alert.kind)} do programa {alert.programName} vencem em{" "}
        {formatPlainDate(alert.expiresOn)} — faltam {days(alert.daysLeft)}.
      </Paragraph>
      <Paragraph>
        Use, transfira ou renove {theseUnits(alert.kind)} antes do vencimento para não{" "}
        {alert.kind === "pontos" ? "perdê-los" : "perdê-las"}.
      </Paragraph>
    </MailLayout>
  ));
}

export interface BonusReminderMail {
  programName: string;
  kind: ProgramKind | null;
  miles: number;
  expectedOn: string;
  dashboardUrl: string;
}

export function bonusReminderSubject(reminder: Pick<BonusReminderMail, "programName">): string {
  return `O bônus do ${reminder.programName} já deveria ter sido creditado`;
}

export function bonusReminderMail(to: string, reminder: BonusReminderMail) {
  const subject = bonusReminderSubject(reminder);
  return renderMail(to, subject, ({ MailLayout, Paragraph }) => (
    <MailLayout
      preview={subject}
      heading="Confira seu bônus pendente"
      footer={ALERTS_FOOTER}
      action={{ label: "Ver em Minha Gestão", href: reminder.dashboardUrl }}
    >
      <Paragraph>
        O bônus de {formatUnits(reminder.miles, reminder.kind)} do programa {reminder.programName} era esperado em{" "}
        {formatPlainDate(reminder.expectedOn)} e ainda não foi confirmado.
      </Paragraph>
      <Paragraph>
        Se já caiu na sua conta, use 'Confirmar crédito' em Minha Gestão; se não, fale com o programa.
      </Paragraph>
    </MailLayout>
  ));
}

export interface CpfPlaceFreedMail {
  programName: string;
  /** The day the place freed. */
  freedOn: string;
  dashboardUrl: string;
}

export function cpfPlaceFreedSubject(alert: Pick<CpfPlaceFreedMail, "programName">): string {
  return `Um CPF ficou livre no ${alert.programName}`;
}

/** A program at its CPF limit has a place again (docs/decisions/039). */
export function cpfPlaceFreedMail(to: string, alert: CpfPlaceFreedMail) {
  const subject = cpfPlaceFreedSubject(alert);
  return renderMail(to, subject, ({ MailLayout, Paragraph }) => (
    <MailLayout
      preview={subject}
      heading="Você pode emitir para mais uma pessoa"
      footer={ALERTS_FOOTER}
      action={{ label: "Ver em Minha Gestão", href: alert.dashboardUrl }}
    >
      <Paragraph>
        O programa {alert.programName} estava no limite de CPFs e um lugar ficou livre em{" "}
        {formatPlainDate(alert.freedOn)}.
      </Paragraph>
      <Paragraph>Confira em Minha Gestão quantos CPFs estão livres antes da próxima emissão.</Paragraph>
    </MailLayout>
  ));
}

export interface PromotionMatchMail {
  /** The promotion's title. */
  title: string;
  /** The notification's text: the offer, its last day and the alert it matched. */
  body: string;
  promotionsUrl: string;
}

/** A published promotion matches one of the member's 'Avise-me' (docs/decisions/044). */
export function promotionMatchMail(to: string, alert: PromotionMatchMail) {
  const subject = `Promoção para você: ${alert.title}`;
  return renderMail(to, subject, ({ MailLayout, Paragraph }) => (
    <MailLayout
      preview={subject}
      heading={alert.title}
      footer={ALERTS_FOOTER}
      action={{ label: "Ver promoções", href: alert.promotionsUrl }}
    >
      <Paragraph>{alert.body}</Paragraph>
      <Paragraph>Os alertas de promoção ficam em Minha conta, em Alertas de promoção.</Paragraph>
    </MailLayout>
  ));
}

export interface SummaryItem {
  programName: string;
  kind: ProgramKind | null;
  miles: number;
  expiresOn: string;
  daysLeft: number;
}

export function weeklySummaryMail(to: string, items: readonly SummaryItem[], dashboardUrl: string) {
  const total = formatUnitTotals(items.map((item) => ({ count: item.miles, kind: item.kind })));
  const subject = `Resumo semanal: ${total} vencem nos próximos 30 dias`;
  return renderMail(to, subject, ({ MailLayout, Paragraph }) => (
    <MailLayout
      preview={subject}
      heading="Resumo semanal do Milheiro"
      footer={ALERTS_FOOTER}
      action={{ label: "Ver em Minha Gestão", href: dashboardUrl }}
    >
      <Paragraph>Vencem nos próximos 30 dias:</Paragraph>
      {items.map((item) => (
        <Paragraph key={`${item.programName}-${item.expiresOn}`}>
          • {item.programName}: {formatUnits(item.miles, item.kind)} em {formatPlainDate(item.expiresOn)} (
          {days(item.daysLeft)})
        </Paragraph>
      ))}
    </MailLayout>
  ));
}

export function passwordResetMail(to: string, link: string, validMinutes: number) {
  const subject = "Redefina sua senha do Milheiro";
  return renderMail(to, subject, ({ MailLayout, Paragraph }) => (
    <MailLayout
      preview={subject}
      heading="Redefinição de senha"
      action={{ label: "Criar nova senha", href: link }}
      footer={RESET_FOOTER}
    >
      <Paragraph>Recebemos um pedido para redefinir a senha da sua conta no Milheiro.</Paragraph>
      <Paragraph>
        O link vale por {validMinutes} minutos e pode ser usado uma única vez. Se você não pediu, ignore este e-mail:
        sua senha continua a mesma.
      </Paragraph>
      <Paragraph>{link}</Paragraph>
    </MailLayout>
  ));
}

export function emailChangeMail(to: string, link: string) {
  const subject = "Confirme seu novo e-mail no Milheiro";
  return renderMail(to, subject, ({ MailLayout, Paragraph }) => (
    <MailLayout
      preview={subject}
      heading="Confirme seu novo e-mail"
      action={{ label: "Confirmar novo e-mail", href: link }}
    >
      <Paragraph>
        Pediram para usar este endereço na conta do Milheiro. O e-mail da conta só muda quando você abrir o link; ele
        vale por 48 horas.
      </Paragraph>
      <Paragraph>Se você não pediu, ignore este e-mail: nada muda.</Paragraph>
      <Paragraph>{link}</Paragraph>
    </MailLayout>
  ));
}

/** Told to the old address, so a member whose session was stolen learns of it before the link is opened. */
export function emailChangeNoticeMail(to: string, newEmail: string, accountUrl: string) {
  const subject = "Pedido de alteração do e-mail da sua conta";
  return renderMail(to, subject, ({ MailLayout, Paragraph }) => (
    <MailLayout
      preview={subject}
      heading="Alteração de e-mail pedida"
      action={{ label: "Abrir Minha conta", href: accountUrl }}
    >
      <Paragraph>Pediram para trocar o e-mail da sua conta no Milheiro para {newEmail}.</Paragraph>
      <Paragraph>
        Se foi você, nada a fazer. Se não foi, troque sua senha em Minha conta e encerre as outras sessões.
      </Paragraph>
    </MailLayout>
  ));
}

export interface TrialEndingMail {
  /** The trial's last São Paulo day. */
  lastDay: string;
  daysLeft: 3 | 1 | 0;
  plansUrl: string;
}

export function trialEndingSubject(reminder: Pick<TrialEndingMail, "daysLeft">): string {
  if (reminder.daysLeft === 0) return "Seu teste grátis do PRO termina hoje";
  if (reminder.daysLeft === 1) return "Seu teste grátis do PRO termina amanhã";
  return `Seu teste grátis do PRO termina em ${days(reminder.daysLeft)}`;
}

/** docs/decisions/031: the trial's reminders, 3 days and 1 day before it ends and on its last day. */
export function trialEndingMail(to: string, reminder: TrialEndingMail) {
  const subject = trialEndingSubject(reminder);
  return renderMail(to, subject, ({ MailLayout, Paragraph }) => (
    <MailLayout preview={subject} heading={subject} action={{ label: "Ver planos", href: reminder.plansUrl }}>
      <Paragraph>Teste grátis até {formatPlainDate(reminder.lastDay)}.</Paragraph>
      <Paragraph>
        Depois disso, a Minha Gestão e o feed de promoções pedem uma assinatura (Promoções ou PRO). Nada é apagado: seus
        programas, lançamentos e relatórios continuam guardados, e os relatórios e a exportação dos seus dados seguem
        abertos no plano Grátis.
      </Paragraph>
    </MailLayout>
  ));
}

export interface ApiTokenCreatedMail {
  name: string;
  scope: ApiTokenScope;
  expiresAt: Date | null;
  accountUrl: string;
}

/** Told to the owner whenever a token is made, so one made with a stolen session does not go unseen. */
export function apiTokenCreatedMail(to: string, token: ApiTokenCreatedMail) {
  const subject = "Novo token de API na sua conta do Milheiro";
  return renderMail(to, subject, ({ MailLayout, Paragraph }) => (
    <MailLayout
      preview={subject}
      heading="Token de API criado"
      action={{ label: "Abrir Minha conta", href: token.accountUrl }}
    >
      <Paragraph>
        Um token de API chamado “{token.name}” ({API_TOKEN_SCOPE_LABELS[token.scope]}) foi criado na sua conta
        {token.expiresAt ? `, válido até ${formatDate(token.expiresAt)}` : ", válido até ser revogado"}.
      </Paragraph>
      <Paragraph>Se não foi você, revogue-o em Minha conta, troque sua senha e encerre as outras sessões.</Paragraph>
    </MailLayout>
  ));
}
