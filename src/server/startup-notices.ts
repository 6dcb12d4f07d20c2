import type { Env } from "./env";
import { paymentsModeFor } from "./integrations/stripe/endpoint";

/**
 * What an operator must read in the start log: the settings under which mail is not delivered or
 * payments are not real (docs/decisions/033). main.ts logs each as a warning; /admin says the same.
 */
export function startupNotices(
  env: Pick<Env, "MAIL_MODE" | "NODE_ENV" | "STRIPE_SECRET_KEY" | "STRIPE_OFFLINE">,
): string[] {
  const notices: string[] = [];
  if (env.MAIL_MODE === "outbox") {
    notices.push(
      "Sem SMTP_URL: nenhum e-mail é enviado. Eles ficam na caixa de saída, que só administradores leem em /admin (Configurações). Defina SMTP_URL antes de receber membros.",
    );
  } else if (env.MAIL_MODE === "log" && env.NODE_ENV === "production") {
    notices.push(
      "MAIL_WITHOUT_SMTP=log: nenhum e-mail é enviado; o log guarda só o assunto e um hash do destinatário. Links de redefinição e confirmação não chegam a ninguém.",
    );
  }
  const payments = paymentsModeFor(env);
  if (payments === "offline") {
    notices.push(
      "Pagamentos em modo de teste offline (sem STRIPE_SECRET_KEY): um Stripe simulado neste processo aprova qualquer compra com um clique. Não use assim com membros de verdade.",
    );
  } else if (payments === "off") {
    notices.push(
      "Pagamentos desativados: sem STRIPE_SECRET_KEY, assinaturas e cursos não podem ser comprados (STRIPE_OFFLINE=true liga o Stripe simulado, só para testes).",
    );
  }
  return notices;
}
