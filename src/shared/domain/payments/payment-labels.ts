import type { PaymentPlan, PaymentStatus } from "./payments";

/** How payments read on 'Minha assinatura' and in the admin list. */
export const PAYMENT_PLAN_LABELS: Record<PaymentPlan, string> = {
  monthly: "Mensal",
  annual: "Anual",
  full: "À vista",
  installments: "Parcelado (10x)",
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: "Pendente",
  paid: "Pago",
  failed: "Falhou",
};

const METHOD_LABELS: Record<string, string> = { card: "Cartão", pix: "Pix", boleto: "Boleto" };

/** Stripe's payment method type in Portuguese; an unknown one as Stripe names it, none as a dash. */
export function paymentMethodLabel(method: string | null): string {
  if (!method) return "—";
  return METHOD_LABELS[method] ?? method;
}
