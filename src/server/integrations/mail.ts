import nodemailer from "nodemailer";
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
  const transport = nodemailer.createTransport(settings.SMTP_URL);
  return {
    mode: "smtp",
    async send(message) {
      await transport.sendMail({ from: settings.MAIL_FROM, ...message });
    },
  };
}
