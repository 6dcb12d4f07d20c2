import { escapeMarkup } from "@/shared/escape-markup";
import { formatBRL, formatDateTime } from "@/shared/format";
import type { FakeCheckoutSession } from "./objects";

/**
 * Our own checkout page for the offline test mode (Stripe's hosted page is not reachable
 * offline), plus receipt and portal stand-ins. Plain HTML with forms: no script, no styles from
 * outside, labelled 'Modo de teste' so nobody mistakes it for a real charge.
 */

const STYLE = `body{margin:0;font-family:system-ui,sans-serif;background:#f5f7fb;color:#111827}
.banner{background:#f59e0b;color:#111;text-align:center;padding:.6rem;font-weight:600}
main{max-width:26rem;margin:2rem auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.25rem;margin:0 0 .5rem}.amount{font-size:2rem;font-weight:700;margin:.5rem 0 1.5rem}
form{margin:.5rem 0}button{width:100%;padding:.75rem;border-radius:.5rem;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;font-size:1rem;cursor:pointer}
button.secondary{background:#fff;color:#1d4ed8}button.link{border:0;background:none;color:#4b5563;text-decoration:underline}
.error{background:#fee2e2;color:#991b1b;padding:.6rem;border-radius:.5rem}.muted{color:#6b7280;font-size:.875rem}`;

function htmlPage(title: string, body: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeMarkup(title)}</title><style>${STYLE}</style></head><body><div class="banner" role="status">Modo de teste — nenhuma cobrança real é feita</div><main>${body}</main></body></html>`;
}

function action(session: FakeCheckoutSession, name: string, label: string, kind = ""): string {
  return `<form method="post" action="/c/pay/${session.id}/${name}"><button type="submit"${kind ? ` class="${kind}"` : ""}>${label}</button></form>`;
}

export function checkoutPage(session: FakeCheckoutSession, error: string | null = null): string {
  const recurring = session.mode === "subscription" ? ' <span class="muted">/mês</span>' : "";
  const methods = session.payment_method_types;
  const open = session.status === "open";
  const body = [
    `<h1>Finalizar pagamento</h1>`,
    `<p>${escapeMarkup(session.product_name)}</p>`,
    `<p class="amount">${formatBRL(session.amount_total)}${recurring}</p>`,
    error ? `<p class="error" role="alert">${escapeMarkup(error)}</p>` : "",
    open ? "" : `<p>Este pagamento já foi concluído.</p>`,
    open ? action(session, "card", "Pagar com cartão") : "",
    open && methods.includes("pix") ? action(session, "pix", "Pagar com Pix", "secondary") : "",
    open && methods.includes("boleto") ? action(session, "boleto", "Pagar com boleto", "secondary") : "",
    open ? action(session, "decline", "Simular cartão recusado", "secondary") : "",
    open ? action(session, "cancel", "Cancelar e voltar", "link") : "",
    `<p class="muted">Pix e boleto ficam pendentes e são confirmados alguns segundos depois, como um pagamento real.</p>`,
  ];
  return htmlPage("Pagamento — Modo de teste", body.join(""));
}

export function receiptPage(title: string, amountCents: number, paidAt: number | null): string {
  const when = paidAt === null ? "Aguardando pagamento" : `Pago em ${formatDateTime(new Date(paidAt * 1000))}`;
  return htmlPage(
    title,
    `<h1>${escapeMarkup(title)}</h1><p class="amount">${formatBRL(amountCents)}</p><p>${when}</p>`,
  );
}

export function portalPage(returnUrl: string): string {
  return htmlPage(
    "Portal do cliente — Modo de teste",
    `<h1>Portal do cliente</h1><p>No modo de teste não há cartões nem faturas para gerenciar.</p><p><a href="${escapeMarkup(returnUrl)}">Voltar ao Milheiro</a></p>`,
  );
}
