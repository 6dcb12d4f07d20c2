import { CreditCard } from "lucide-react";
import { OnOff, Row, StatusCard } from "./status-card";
import type { SettingsStatus } from "./types";

type PaymentsStatus = SettingsStatus["payments"];

const MODES: Record<PaymentsStatus["mode"], { label: string; note: string }> = {
  live: { label: "Produção", note: "Assinaturas e cursos são cobrados pelo Stripe, de verdade." },
  "test-keys": {
    label: "Chaves de teste",
    note: "Stripe em modo de teste: os pagamentos usam cartões de teste e nada é cobrado.",
  },
  offline: {
    label: "Teste offline",
    note: "Atenção: sem STRIPE_SECRET_KEY, um Stripe simulado neste servidor atende o checkout ('Modo de teste'): qualquer um libera cursos e assinaturas sem pagar. Não use assim com membros de verdade.",
  },
  off: {
    label: "Desativados",
    note: "Sem STRIPE_SECRET_KEY: ninguém consegue assinar nem comprar cursos até a chave ser configurada (ou STRIPE_OFFLINE=true, só para testes).",
  },
};

/** The Pagamentos settings card: the payment mode this server really runs in. */
export function PaymentsStatusCard({ payments }: { payments: PaymentsStatus }) {
  const mode = MODES[payments.mode];
  const configured = payments.mode !== "offline" && payments.mode !== "off";
  return (
    <StatusCard icon={CreditCard} title="Pagamentos" note={mode.note}>
      <Row label="Modo">
        <OnOff on={payments.mode === "live"} yes={mode.label} no={mode.label} />
      </Row>
      <Row label="Stripe">
        <OnOff on={configured} yes="Configurado" no="Não configurado" />
      </Row>
      {configured && (
        <Row label="Webhook">
          <OnOff on={payments.webhookSecretSet} yes="Assinatura verificada" no="Sem segredo" />
        </Row>
      )}
    </StatusCard>
  );
}
