import type { Transporter } from "nodemailer";
import type { Logger } from "../logger";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly mode: "smtp" | "log";
  send(message: MailMessage): Promise<void>;
}

/** Real SMTP when `SMTP_URL` is set; otherwise messages go to the server log (the offline default). */
export function createMailer(settings: { SMTP_URL?: string; MAIL_FROM: string }, log: Logger): Mailer {
  if (!settings.SMTP_URL) {
    return {
      mode: "log",
      async send(message) {
        log.info({ mail: message }, `E-mail (modo log, SMTP_URL não definido) para ${message.to}: ${message.subject}`);
      },
    };
  }
  const url = settings.SMTP_URL;
  // Loaded with the first message, not at start (docs/decisions/016).
  let transport: Promise<Transporter> | null = null;
  return {
    mode: "smtp",
    async send(message) {
      transport ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(url));
      await (await transport).sendMail({ from: settings.MAIL_FROM, ...message });
    },
  };
}
