import { createHmac, randomBytes } from "node:crypto";
import type { Transporter } from "nodemailer";
import type { Db } from "../db/client";
import type { Env } from "../env";
import type { Logger } from "../logger";
import { keepInOutbox } from "./mail-outbox";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly mode: Env["MAIL_MODE"];
  send(message: MailMessage): Promise<void>;
}

type MailSettings = Pick<Env, "SMTP_URL" | "MAIL_FROM"> & Partial<Pick<Env, "MAIL_MODE" | "NODE_ENV" | "LOG_HASH_KEY">>;

/**
 * An address as log lines name it: a keyed hash, so lines about one recipient can be matched
 * without the log holding the address, nor a dictionary of addresses undoing it.
 */
export function recipientHash(key: string, email: string): string {
  return createHmac("sha256", key).update(email.trim().toLowerCase()).digest("hex").slice(0, 16);
}

/**
 * SMTP when `SMTP_URL` is set; otherwise MAIL_MODE says where a message waits (docs/decisions/033):
 * the outbox admins read in /admin, or the log. Only under development does the log get the whole
 * message: anywhere else a reset or confirmation link in a log line is an account for its reader.
 */
export function createMailer(settings: MailSettings, log: Logger, db?: Db): Mailer {
  const mode = settings.SMTP_URL ? "smtp" : (settings.MAIL_MODE ?? "log");
  const hashKey = settings.LOG_HASH_KEY ?? randomBytes(32).toString("hex");
  const summary = (message: MailMessage) => ({ to: recipientHash(hashKey, message.to), subject: message.subject });
  if (mode === "outbox" && db) {
    return {
      mode,
      async send(message) {
        await keepInOutbox(db, message);
        log.info({ mail: summary(message) }, "E-mail guardado na caixa de saída (sem SMTP_URL): leia em /admin");
      },
    };
  }
  if (!settings.SMTP_URL) {
    const whole = settings.NODE_ENV === "development";
    return {
      mode: "log",
      async send(message) {
        if (whole) log.info({ mail: message }, `E-mail (desenvolvimento, sem SMTP_URL) para ${message.to}`);
        else log.info({ mail: summary(message) }, "E-mail não enviado (sem SMTP_URL, MAIL_WITHOUT_SMTP=log)");
      },
    };
  }
  const url = settings.SMTP_URL;
  // Loaded with the first message, not at start (docs/decisions/035).
  let transport: Promise<Transporter> | null = null;
  return {
    mode: "smtp",
    async send(message) {
      transport ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(url));
      await (await transport).sendMail({ from: settings.MAIL_FROM, ...message });
    },
  };
}
