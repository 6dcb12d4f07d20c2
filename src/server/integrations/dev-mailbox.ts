import type { FastifyInstance } from "fastify";
import type { Mailer, MailMessage } from "./mail";

const KEPT = 50;

/**
 * Development only (DEV_TOOLS): keeps the last e-mails this process sent and lists them at
 * /dev/emails, so links (reset, alerts) can be followed without a mail server. Memory of one
 * process is fine here: it is a developer's and the e2e's tool, never on in production.
 */
export function withDevMailbox(mailer: Mailer, app: FastifyInstance): Mailer {
  const kept: (MailMessage & { sentAt: Date })[] = [];
  app.get("/dev/emails", async (_request, reply) => {
    const items = kept
      .map(
        (mail) => `<article style="border:1px solid #ccc;margin:16px 0;padding:12px">
  <p><strong>Para:</strong> ${escape(mail.to)} — <strong>${escape(mail.subject)}</strong> (${mail.sentAt.toISOString()})</p>
  ${mail.html ? `<iframe title="${escape(mail.subject)}" srcdoc="${escape(mail.html)}" style="width:100%;height:420px;border:0"></iframe>` : ""}
  <pre style="white-space:pre-wrap">${escape(mail.text)}</pre>
</article>`,
      )
      .join("\n");
    return reply.type("text/html; charset=utf-8")
      .send(`<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>E-mails enviados (desenvolvimento)</title></head>
<body style="font-family:sans-serif;max-width:900px;margin:auto"><h1>E-mails enviados (desenvolvimento)</h1>${items || "<p>Nenhum e-mail enviado ainda.</p>"}</body></html>`);
  });
  return {
    mode: mailer.mode,
    async send(message) {
      await mailer.send(message);
      kept.unshift({ ...message, sentAt: new Date() });
      kept.length = Math.min(kept.length, KEPT);
    },
  };
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
