import { createFileRoute } from "@tanstack/react-router";
import { ComingSoon } from "@/client/components/coming-soon";

export const Route = createFileRoute("/payment-canceled")({
  component: () => <ComingSoon title="Pagamento Cancelado" description="Nenhuma cobrança foi realizada." />,
});
