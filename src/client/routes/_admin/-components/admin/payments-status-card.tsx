import { CreditCard } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/client/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import type { SettingsStatus } from "./types";

type PaymentsStatus = SettingsStatus["payments"];

const MODES: Record<PaymentsStatus["mode"], { label: string; note: string }> = {
  live: { label: "Produção", note: "Assinaturas e cursos são cobrados pelo Stripe, de verdade." },
  "test-keys": { label: "Chaves de teste", note: "Stripe em modo de teste: os pagamentos usam cartões de teste e nada é cobrado." },
  offline: {
    label: "Teste offline",
    note: "Sem STRIPE_SECRET_KEY: um Stripe simulado neste servidor atende o checkout ('Modo de teste'); nada é cobrado.",
  },
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right font-medium">{children}</dd>
    </div>
  );
}

/** The Pagamentos settings card: the payment mode this server really runs in. */
export function PaymentsStatusCard({ payments }: { payments: PaymentsStatus }) {
  const mode = MODES[payments.mode];
  const configured = payments.mode !== "offline";
  return (
    <Card className="gap-4 py-5" role="region" aria-label="Pagamentos">
      <CardHeader className="px-5">
        <CardTitle className="flex items-center gap-2">
          <CreditCard className="size-4 text-primary" aria-hidden />
          <h3 className="font-semibold">Pagamentos</h3>
        </CardTitle>
        <CardDescription>{mode.note}</CardDescription>
      </CardHeader>
      <CardContent className="px-5">
        <dl className="grid gap-2 text-sm">
          <Row label="Modo">
            <Badge variant={payments.mode === "live" ? "default" : "outline"}>{mode.label}</Badge>
          </Row>
          <Row label="Stripe">
            <Badge variant={configured ? "default" : "outline"}>{configured ? "Configurado" : "Não configurado"}</Badge>
          </Row>
          {configured && (
            <Row label="Webhook">
              <Badge variant={payments.webhookSecretSet ? "default" : "outline"}>
                {payments.webhookSecretSet ? "Assinatura verificada" : "Sem segredo"}
              </Badge>
            </Row>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}
